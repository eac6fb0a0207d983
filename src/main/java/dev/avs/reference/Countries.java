package dev.avs.reference;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** ISO 3166-1 alpha-2 codes, plus XK (Kosovo), which is user-assigned but used by banks and on documents. */
public final class Countries {

    private static final Set<String> CODES;

    static {
        Set<String> codes = new HashSet<>(Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA2));
        codes.add("XK");
        CODES = Set.copyOf(codes);
    }

    private Countries() {
    }

    public static boolean isKnown(String code) {
        return code != null && CODES.contains(code);
    }

    /** Every known code, in alphabetical order. */
    static java.util.List<String> all() {
        return CODES.stream().sorted().toList();
    }
}
