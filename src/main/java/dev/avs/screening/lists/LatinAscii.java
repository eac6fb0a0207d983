package dev.avs.screening.lists;

import com.ibm.icu.text.Transliterator;

/** Names in Latin ASCII: other scripts transliterated (ICU), diacritics folded. Lists' country names and the matcher's tokens fold alike. */
public final class LatinAscii {

    private static final Object LOCK = new Object();
    private static Transliterator anyLatin;
    private static Transliterator latinAscii;

    private LatinAscii() {
    }

    /** Latin ASCII for any input; strings already in ASCII are returned as they are (the common case). */
    public static String of(String raw) {
        boolean ascii = true;
        boolean otherScript = false;
        for (int i = 0; i < raw.length(); ) {
            int cp = raw.codePointAt(i);
            i += Character.charCount(cp);
            if (cp >= 0x80) {
                ascii = false;
                if (Character.isLetter(cp)) {
                    Character.UnicodeScript script = Character.UnicodeScript.of(cp);
                    if (script != Character.UnicodeScript.LATIN && script != Character.UnicodeScript.COMMON
                            && script != Character.UnicodeScript.INHERITED) {
                        otherScript = true;
                    }
                }
            }
        }
        if (ascii) {
            return raw;
        }
        // ICU transliterators are not documented as thread-safe; names with non-ASCII letters are a minority.
        synchronized (LOCK) {
            if (otherScript) {
                if (anyLatin == null) {
                    anyLatin = Transliterator.getInstance("Any-Latin; Latin-ASCII");
                }
                return anyLatin.transliterate(raw);
            }
            if (latinAscii == null) {
                latinAscii = Transliterator.getInstance("Latin-ASCII");
            }
            return latinAscii.transliterate(raw);
        }
    }
}
