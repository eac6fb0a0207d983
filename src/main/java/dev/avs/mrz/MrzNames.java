package dev.avs.mrz;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The name field of an MRZ ({@code PRIMARY<<SECONDARY<NAMES<<<}) and whether an applicant's names agree with it
 * after ICAO transliteration.
 * <p>
 * Rules: each applicant name is upper-cased and every character may take any of its ICAO spellings
 * ({@link IcaoTransliteration}); spaces and hyphens are fillers, apostrophes are dropped or fillers. The last
 * name must equal the primary identifier. First and middle name (joined by a filler) must equal the secondary
 * identifier or its leading names (an applicant may omit trailing given names: "Anna" agrees with
 * {@code ANNA<MARIA}). When the name field is full (no trailing filler) the issuer may have truncated it, so the
 * MRZ value may be a prefix of the applicant's spelling, even within a multi-letter spelling such as AE.
 */
final class MrzNames {

    /** The identifiers in MRZ form ({@code <} between names), without trailing fillers. */
    record Parts(String primary, String secondary, boolean fieldFull) {

        boolean hasDigits() {
            return (primary + secondary).chars().anyMatch(Character::isDigit);
        }
    }

    private MrzNames() {
    }

    static Parts split(String field) {
        boolean full = !field.endsWith("<");
        String name = MrzReader.stripTrailingFillers(field);
        int separator = name.indexOf("<<");
        if (separator < 0) {
            return new Parts(name, "", full);
        }
        return new Parts(name.substring(0, separator), MrzReader.trimFillers(name.substring(separator + 2)), full);
    }

    static MrzNameMatch compare(ParsedMrz mrz, String firstName, String middleName, String lastName) {
        String primary = mrz.primaryIdentifier().replace(' ', '<');
        String secondary = mrz.secondaryIdentifier().replace(' ', '<');
        boolean truncatable = mrz.nameFieldFull();
        boolean lastMatches = matches(lastName, primary, truncatable, false);
        String given = isBlank(middleName) ? firstName
                : isBlank(firstName) ? middleName : firstName + " " + middleName;
        // A primary identifier that fills the whole field leaves no room for given names.
        boolean givenMatches = truncatable && secondary.isEmpty() && !primary.isEmpty()
                || matches(given, secondary, truncatable, true);
        return new MrzNameMatch(lastMatches, givenMatches);
    }

    /**
     * Whether {@code name} can be spelled as {@code mrz}: exactly, as a prefix when {@code truncatable}, or with
     * names missing at the end of {@code mrz} when {@code leadingNamesSuffice}.
     */
    static boolean matches(String name, String mrz, boolean truncatable, boolean leadingNamesSuffice) {
        List<List<String>> units = units(name == null ? "" : name);
        if (units.isEmpty()) {
            return mrz.isEmpty();
        }
        return new Matcher(units, mrz, truncatable, leadingNamesSuffice).from(0, 0);
    }

    private static List<List<String>> units(String name) {
        String normal = Normalizer.normalize(name, Normalizer.Form.NFC).strip()
                .replaceAll("\\s*([-‐‑–])\\s*", "-")
                .replaceAll("\\s+", " ")
                .toUpperCase(Locale.ROOT);
        List<List<String>> units = new ArrayList<>();
        normal.codePoints().forEach(codePoint -> units.add(IcaoTransliteration.spellings(codePoint)));
        return units;
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    /** Depth-first search over the spellings, memoised on (unit, position): names are short. */
    private static final class Matcher {
        private final List<List<String>> units;
        private final String mrz;
        private final boolean truncatable;
        private final boolean leadingNamesSuffice;
        private final Boolean[][] memo;

        Matcher(List<List<String>> units, String mrz, boolean truncatable, boolean leadingNamesSuffice) {
            this.units = units;
            this.mrz = mrz;
            this.truncatable = truncatable;
            this.leadingNamesSuffice = leadingNamesSuffice;
            this.memo = new Boolean[units.size() + 1][mrz.length() + 1];
        }

        boolean from(int unit, int position) {
            Boolean known = memo[unit][position];
            if (known == null) {
                known = compute(unit, position);
                memo[unit][position] = known;
            }
            return known;
        }

        private boolean compute(int unit, int position) {
            if (unit == units.size()) {
                return position == mrz.length()
                        || leadingNamesSuffice && position > 0 && mrz.charAt(position) == '<';
            }
            if (position == mrz.length() && truncatable && position > 0) {
                return true;
            }
            for (String spelling : units.get(unit)) {
                if (mrz.startsWith(spelling, position) && from(unit + 1, position + spelling.length())) {
                    return true;
                }
                String rest = mrz.substring(position);
                if (truncatable && !rest.isEmpty() && spelling.length() > rest.length() && spelling.startsWith(rest)) {
                    return true;
                }
            }
            return false;
        }
    }
}
