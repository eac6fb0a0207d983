package dev.avs.address;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Postal code formats of the countries whose format is well defined (after upper-casing and trimming). A country
 * not listed here has no known format, and its codes are not judged.
 */
final class PostalCodes {

    private static final Map<String, Pattern> FORMATS = Map.ofEntries(
            format("US", "\\d{5}(-\\d{4})?"),
            format("GB", "(GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})"),
            format("CA", "[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d"),
            format("DE", "\\d{5}"), format("FR", "\\d{5}"), format("IT", "\\d{5}"), format("ES", "\\d{5}"),
            format("NL", "\\d{4} ?[A-Z]{2}"), format("BE", "\\d{4}"), format("LU", "(L-)?\\d{4}"),
            format("AT", "\\d{4}"), format("CH", "\\d{4}"), format("LI", "\\d{4}"), format("DK", "\\d{4}"),
            format("NO", "\\d{4}"), format("SE", "\\d{3} ?\\d{2}"), format("FI", "\\d{5}"), format("IS", "\\d{3}"),
            format("IE", "([AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}"),
            format("PT", "\\d{4}-\\d{3}"), format("PL", "\\d{2}-\\d{3}"), format("CZ", "\\d{3} ?\\d{2}"),
            format("SK", "\\d{3} ?\\d{2}"), format("HU", "\\d{4}"), format("RO", "\\d{6}"), format("BG", "\\d{4}"),
            format("GR", "\\d{3} ?\\d{2}"), format("LT", "(LT-)?\\d{5}"), format("LV", "(LV-)?\\d{4}"),
            format("EE", "\\d{5}"), format("SI", "(SI-)?\\d{4}"), format("HR", "\\d{5}"), format("CY", "\\d{4}"),
            format("MT", "[A-Z]{3} ?\\d{2,4}"), format("UA", "\\d{5}"), format("RU", "\\d{6}"),
            format("BY", "\\d{6}"), format("TR", "\\d{5}"), format("IL", "\\d{5}(\\d{2})?"),
            format("IN", "\\d{6}"), format("CN", "\\d{6}"), format("JP", "\\d{3}-?\\d{4}"),
            format("KR", "\\d{5}"), format("SG", "\\d{6}"), format("AU", "\\d{4}"), format("NZ", "\\d{4}"),
            format("BR", "\\d{5}-?\\d{3}"), format("MX", "\\d{5}"), format("AR", "([A-Z]\\d{4}[A-Z]{3}|\\d{4})"),
            format("ZA", "\\d{4}"), format("GE", "\\d{4}"), format("AM", "\\d{4}"), format("KZ", "\\d{6}"),
            format("TH", "\\d{5}"), format("MY", "\\d{5}"), format("ID", "\\d{5}"), format("PH", "\\d{4}"),
            format("VN", "\\d{6}"), format("SA", "\\d{5}(-\\d{4})?"), format("MA", "\\d{5}"),
            format("EG", "\\d{5}"), format("NG", "\\d{6}"), format("PK", "\\d{5}"), format("RS", "\\d{5}"),
            format("MD", "(MD-?)?\\d{4}"), format("MK", "\\d{4}"), format("AL", "\\d{4}"), format("BA", "\\d{5}"),
            format("ME", "\\d{5}"));

    private PostalCodes() {
    }

    private static Map.Entry<String, Pattern> format(String country, String regex) {
        return Map.entry(country, Pattern.compile(regex));
    }

    /** True when the country has a known format and the code does not fit it. */
    static boolean isInvalid(String country, String postalCode) {
        return knownFormat(country)
                .map(p -> !p.matcher(postalCode.trim().toUpperCase(Locale.ROOT)).matches())
                .orElse(false);
    }

    static Optional<Pattern> knownFormat(String country) {
        return Optional.ofNullable(FORMATS.get(country));
    }
}
