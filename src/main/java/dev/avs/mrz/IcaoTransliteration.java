package dev.avs.mrz;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ICAO 9303 part 3 §6: how a character of a name is written with the MRZ characters {@code A-Z0-9<}. Several
 * spellings are accepted where issuers differ (German Ä as AE or A, Ñ as N or NXX…). Latin letters with
 * diacritics not listed drop the diacritic (É → E); Cyrillic follows the ICAO table (Ж → ZH, Щ → SHCH…).
 */
final class IcaoTransliteration {

    private static final List<String> SEPARATOR = List.of("<");
    /** ICAO omits apostrophes and other punctuation; some issuers write a filler instead. */
    private static final List<String> PUNCTUATION = List.of("", "<");
    private static final Map<Integer, List<String>> SPECIAL = new HashMap<>();

    static {
        special("Ä", "AE", "A", "AXX");
        special("Å", "AA", "A", "AXX");
        special("Æ", "AE");
        special("Ö", "OE", "O", "OXX");
        special("Ø", "OE", "O");
        special("Œ", "OE");
        special("Ü", "UE", "U", "UXX");
        special("Ñ", "N", "NXX");
        special("ẞ", "SS");
        special("Þ", "TH");
        special("Ð", "D");
        special("Đ", "D");
        special("Ħ", "H");
        special("Ł", "L");
        special("Ŀ", "L");
        special("Ŋ", "N");
        special("Ŧ", "T");
        special("Ĳ", "IJ");
        special("İ", "I");
        cyrillic("А A, Б B, В V, Г G, Ґ G, Д D, Ђ D, Ѓ G, Е E, Ё E, Є IE, Ж ZH, З Z, Ѕ DZ, И I, І I, Ї I, Й I, Ј J,"
                + " К K, Л L, Љ LJ, М M, Н N, Њ NJ, О O, П P, Р R, С S, Т T, Ћ C, Ќ K, У U, Ў U, Ф F, Х KH, Ц TS,"
                + " Ч CH, Џ DZ, Ш SH, Щ SHCH, Ъ IE, Ы Y, Э E, Ю IU, Я IA");
        special("Ь", "");
    }

    private IcaoTransliteration() {
    }

    /**
     * The MRZ spellings of one code point of an upper-cased name; empty when it has none (a script without an
     * ICAO table). Spaces and hyphens are fillers; apostrophes, dots and commas are dropped or fillers.
     */
    static List<String> spellings(int codePoint) {
        if (codePoint >= 'A' && codePoint <= 'Z' || codePoint >= '0' && codePoint <= '9') {
            return List.of(Character.toString(codePoint));
        }
        if (codePoint == '<' || codePoint == '-' || codePoint == '‐' || codePoint == '‑' || codePoint == '–'
                || Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)) {
            return SEPARATOR;
        }
        if (codePoint == '\'' || codePoint == '’' || codePoint == 'ʼ' || codePoint == '`' || codePoint == '´'
                || codePoint == '.' || codePoint == ',') {
            return PUNCTUATION;
        }
        List<String> special = SPECIAL.get(codePoint);
        if (special != null) {
            return special;
        }
        String base = Normalizer.normalize(Character.toString(codePoint), Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "");
        if (base.length() == 1 && base.charAt(0) >= 'A' && base.charAt(0) <= 'Z') {
            return List.of(base);
        }
        return List.of();
    }

    private static void special(String character, String... spellings) {
        SPECIAL.put(character.codePointAt(0), List.of(spellings));
    }

    private static void cyrillic(String table) {
        for (String pair : table.split(",\\s*")) {
            String[] parts = pair.split(" ");
            special(parts[0], parts[1]);
        }
    }
}
