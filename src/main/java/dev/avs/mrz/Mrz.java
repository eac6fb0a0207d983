package dev.avs.mrz;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * ICAO 9303 machine-readable zones: parsing with every check digit, name comparison after ICAO transliteration
 * and MRZ state codes as ISO 3166-1 alpha-2. Pure functions: nothing here throws on bad input.
 */
public final class Mrz {

    private Mrz() {
    }

    /**
     * Parses the MRZ as a client sends it (2 or 3 lines separated by {@code \n}; CRLF, blank lines, surrounding
     * spaces and lower case tolerated). Two-digit years resolve against {@code today} (see {@link MrzDates}).
     *
     * @return a {@link ParsedMrz} when the text has the shape of TD1, TD2, TD3, MRV-A or MRV-B (its check digits
     *         and fields may still be wrong), else an {@link InvalidMrz} with the reason
     */
    public static MrzParseResult parse(String text, LocalDate today) {
        Objects.requireNonNull(today, "today");
        MrzText.Lines lines = MrzText.split(text);
        if (lines.invalidReason() != null) {
            return new InvalidMrz(lines.invalidReason());
        }
        return MrzReader.read(lines.format(), lines.lines(), today);
    }

    /**
     * Whether the applicant's names agree with the MRZ name after ICAO transliteration: the last name with the
     * primary identifier; first and middle name with the secondary identifier or its leading names; a truncated
     * MRZ name field accepts a prefix. Null or blank names count as absent.
     */
    public static MrzNameMatch compareNames(ParsedMrz mrz, String firstName, String middleName, String lastName) {
        return MrzNames.compare(mrz, firstName, middleName, lastName);
    }

    /**
     * Whether a name as printed (one word, with its diacritics) is spelled {@code mrzName} in an MRZ after ICAO
     * transliteration (part 3: Ö as OE or O, ß as SS…); {@code truncated} accepts a prefix.
     */
    public static boolean spells(String printedName, String mrzName, boolean truncated) {
        return MrzNames.matches(printedName, mrzName, truncated, false);
    }

    /** The ISO 3166-1 alpha-2 code for an MRZ state code ({@code DEU} → DE, {@code D} → DE); empty when none. */
    public static Optional<String> alpha2(String mrzStateCode) {
        return IcaoCountryCodes.alpha2(mrzStateCode);
    }

    /** The ICAO 9303 check digit (0-9) of a text of MRZ characters. */
    public static int checkDigit(String text) {
        return CheckDigits.compute(text);
    }
}
