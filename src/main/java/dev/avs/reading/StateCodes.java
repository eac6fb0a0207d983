package dev.avs.reading;

import dev.avs.mrz.IcaoCountryCodes;
import java.util.Map;

/**
 * The issuing state and nationality of a read MRZ: no check digit covers them, so a letter misread there (NLO for
 * NLD, UTQ for UTO) would pass. A code ICAO does not know is mended when exactly one look-alike letter makes it one
 * that it knows; a code left with a digit in it is no state at all.
 */
final class StateCodes {

    /** Letters OCR takes for one another in OCR-B. */
    private static final Map<Character, String> LOOK_ALIKES = Map.ofEntries(Map.entry('O', "DQUC0"),
            Map.entry('D', "OQB0"), Map.entry('Q', "O0"), Map.entry('U', "VO"), Map.entry('V', "UY"),
            Map.entry('E', "FB"), Map.entry('F', "E"), Map.entry('C', "GO"), Map.entry('G', "C"),
            Map.entry('M', "NH"), Map.entry('N', "MH"), Map.entry('H', "NM"), Map.entry('I', "LT1"),
            Map.entry('L', "I"), Map.entry('T', "I"), Map.entry('P', "R"), Map.entry('R', "PB"), Map.entry('B', "RDE8"),
            Map.entry('K', "X"), Map.entry('X', "K"), Map.entry('Y', "V"));

    private StateCodes() {
    }

    /** Mends the three letters at {@code at} in place; false when they hold something other than letters. */
    static boolean corrected(char[] text, int at) {
        String code = new String(text, at, 3);
        if (IcaoCountryCodes.known(code)) {
            return true;
        }
        String mended = null;
        for (int i = 0; i < 3; i++) {
            for (char other : LOOK_ALIKES.getOrDefault(code.charAt(i), "").toCharArray()) {
                if (Character.isLetter(other)) {
                    String candidate = code.substring(0, i) + other + code.substring(i + 1);
                    if (IcaoCountryCodes.known(candidate)) {
                        if (mended != null && !mended.equals(candidate)) {
                            return letters(code);   // two ways to mend it: leave it as printed
                        }
                        mended = candidate;
                    }
                }
            }
        }
        if (mended != null) {
            mended.getChars(0, 3, text, at);
            return true;
        }
        return letters(code);
    }

    private static boolean letters(String code) {
        return code.chars().allMatch(c -> c == '<' || c >= 'A' && c <= 'Z');
    }
}
