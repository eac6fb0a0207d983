package dev.avs.mrz;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An MRZ that has the shape of one ICAO 9303 format. Its check digits and fields may still be wrong: see
 * {@link #checkDigits()} ({@code MRZ_CHECKSUM_INVALID}) and {@link #problems()}.
 *
 * @param documentCode        the document code without fillers: {@code P}, {@code PD}, {@code I}, {@code ID},
 *                            {@code AC}, {@code V}…
 * @param issuingState        the issuing state or organisation, without fillers ({@code UTO}, {@code D})
 * @param primaryIdentifier   the surname(s), fillers as spaces ({@code ERIKSSON})
 * @param secondaryIdentifier the given names, fillers as spaces ({@code ANNA MARIA}); empty when there are none
 * @param nameFieldFull       the name field has no trailing filler, so the names may have been truncated
 * @param documentNumber      the document number without trailing fillers; on TD1 and TD2 including the part
 *                            that overflowed into the optional data (ICAO 9303 part 5 §4.2.2 note j)
 * @param birthDateText       the birth date as printed ({@code YYMMDD})
 * @param birthDate           the birth date (century per {@link MrzDates}), null when not a valid date
 * @param sex                 {@code M}, {@code F} or {@code X} (printed as {@code <} or {@code X}); null when
 *                            the character is none of these
 * @param expiryDateText      the expiry date as printed ({@code YYMMDD})
 * @param expiryDate          the expiry date, null when not a valid date
 * @param optionalData1       the optional data without trailing fillers: TD1 upper line (after an overflowing
 *                            document number), TD2, TD3 (personal number), MRV-A, MRV-B
 * @param optionalData2       TD1 only: the optional data of the middle line; null for the other formats
 * @param checkDigits         every check digit of the format, in the order printed
 * @param problems            fields that do not hold a usable value
 */
public record ParsedMrz(
        MrzFormat format,
        String documentCode,
        String issuingState,
        String primaryIdentifier,
        String secondaryIdentifier,
        boolean nameFieldFull,
        String documentNumber,
        String nationality,
        String birthDateText,
        LocalDate birthDate,
        String sex,
        String expiryDateText,
        LocalDate expiryDate,
        String optionalData1,
        String optionalData2,
        List<MrzCheckDigit> checkDigits,
        List<MrzFieldProblem> problems) implements MrzParseResult {

    public ParsedMrz {
        checkDigits = List.copyOf(checkDigits);
        problems = List.copyOf(problems);
    }

    /** The first letter of the document code: P (passport), I, A, C (identity and official documents), V (visa). */
    public String documentCategory() {
        return documentCode.isEmpty() ? "" : documentCode.substring(0, 1);
    }

    public boolean checkDigitsValid() {
        return checkDigits.stream().allMatch(MrzCheckDigit::valid);
    }

    public List<MrzCheckDigit> invalidCheckDigits() {
        return checkDigits.stream().filter(check -> !check.valid()).toList();
    }

    /** Same day, month and two-digit year, so that the century guess for very old holders does not matter. */
    public boolean birthDateMatches(LocalDate date) {
        return date != null && birthDateText.equals(String.format(Locale.ROOT, "%02d%02d%02d",
                date.getYear() % 100, date.getMonthValue(), date.getDayOfMonth()));
    }

    /** The ISO 3166-1 alpha-2 code of the issuing state; empty when it has none (UTO, XXA, UNO…). */
    public Optional<String> issuingStateAlpha2() {
        return IcaoCountryCodes.alpha2(issuingState);
    }

    /** The ISO 3166-1 alpha-2 code of the nationality; empty when it has none. */
    public Optional<String> nationalityAlpha2() {
        return IcaoCountryCodes.alpha2(nationality);
    }
}
