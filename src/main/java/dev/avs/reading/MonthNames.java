package dev.avs.reading;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Months by name, as documents print them: the first three letters in the languages of ICAO's specimens and of the
 * licences read (English, French, German, Spanish, Italian, Portuguese, Dutch), one or two apart by a slash
 * (AUGUST/AOUT), and names the OCR read a letter off.
 */
final class MonthNames {

    /**
     * A bilingual month whose slash the OCR read as the letter it looks like (13 LIP/JUL 2016 on a Polish page read
     * LIPIJUL, 30 MAR/MAR as MARIMAR): three letters, I or L, three letters.
     */
    private static final Pattern BILINGUAL_SLASH = Pattern.compile("(\\p{L}{3})[IL](\\p{L}{3})");
    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("JAN", 1), Map.entry("GEN", 1),
            Map.entry("ENE", 1), Map.entry("FEB", 2), Map.entry("FEV", 2), Map.entry("FÉV", 2),
            Map.entry("MAR", 3), Map.entry("MÄR", 3), Map.entry("MRZ", 3), Map.entry("APR", 4), Map.entry("AVR", 4),
            Map.entry("ABR", 4), Map.entry("MAY", 5), Map.entry("MAI", 5), Map.entry("MAG", 5), Map.entry("MEI", 5),
            Map.entry("JUN", 6), Map.entry("GIU", 6), Map.entry("JUL", 7), Map.entry("LUG", 7), Map.entry("AUG", 8),
            Map.entry("AOU", 8), Map.entry("AOÛ", 8), Map.entry("AGO", 8), Map.entry("SEP", 9), Map.entry("SET", 9),
            Map.entry("OCT", 10), Map.entry("OKT", 10), Map.entry("OTT", 10), Map.entry("OUT", 10),
            Map.entry("NOV", 11), Map.entry("DEC", 12), Map.entry("DEZ", 12), Map.entry("DIC", 12),
            Map.entry("DÉC", 12));

    private MonthNames() {
    }

    /** The month one of the words (apart by spaces or a slash) names, in any case; null when none does. */
    static Integer month(String words) {
        for (String word : words.toUpperCase(Locale.ROOT).split("[ /]+")) {
            Integer month = monthOf(word);
            Matcher halves = BILINGUAL_SLASH.matcher(word);
            if (month == null && halves.matches()) {
                month = monthOf(halves.group(1));
                month = month != null ? month : monthOf(halves.group(2));
            }
            if (month != null) {
                return month;
            }
        }
        return null;
    }

    /** The one month whose name's first three letters are a letter away from a word's; null if none or several. */
    static Integer nearest(String words) {
        Integer nearest = null;
        for (String word : words.toUpperCase(Locale.ROOT).split("[ /]+")) {
            String w = word.replace(".", "");
            if (w.length() < 3) {
                continue;
            }
            for (Map.Entry<String, Integer> month : MONTHS.entrySet()) {
                int differences = 0;
                for (int i = 0; i < 3; i++) {
                    differences += w.charAt(i) == month.getKey().charAt(i) ? 0 : 1;
                }
                if (differences == 1) {
                    if (nearest != null && !nearest.equals(month.getValue())) {
                        return null;
                    }
                    nearest = month.getValue();
                }
            }
        }
        return nearest;
    }

    private static Integer monthOf(String word) {
        String w = word.replace(".", "");
        // French writes June and July JUIN and JUIL: three letters do not tell them apart
        if (w.startsWith("JUIN")) {
            return 6;
        }
        if (w.startsWith("JUIL")) {
            return 7;
        }
        return w.length() >= 3 ? MONTHS.get(w.substring(0, 3)) : null;
    }
}
