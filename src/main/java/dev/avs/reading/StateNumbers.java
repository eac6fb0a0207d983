package dev.avs.reading;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * US states' licence number formats (as their DMVs publish them), by the name the card prints: a number read with a
 * digit where the format has its letter is given the letter back (California's I1234568 read 11234568: in the card's
 * font an I and a 1 look alike), and a letter read before a number of digits only is left out. Nothing else changes:
 * the DOCUMENT check compares numbers with look-alikes folded either way.
 */
final class StateNumbers {

    /** The digits of a state's number after its letter, by the state's name as printed. */
    private static final Map<String, Integer> DIGITS_AFTER_LETTER = Map.of("CALIFORNIA", 7, "FLORIDA", 12,
            "ILLINOIS", 11, "MICHIGAN", 12, "MINNESOTA", 12, "MARYLAND", 12, "WISCONSIN", 13, "KENTUCKY", 8,
            "NEW JERSEY", 14);

    /**
     * The digits of a state's number where it prints digits only, by the state's name as printed: a letter before
     * them is a label's remnant (New York's ID: 123 456 789 read D 123 456 789).
     */
    private static final Map<String, Integer> DIGITS_ONLY = Map.of("NEW YORK", 9, "TEXAS", 8, "PENNSYLVANIA", 8,
            "GEORGIA", 9);

    /** The letters a digit is read for, as the recogniser confuses them. */
    private static final Map<Character, Character> LETTER_OF = letters();

    private StateNumbers() {
    }

    /** {@link LicenceFront#DIGIT_LOOK_ALIKES} the other way round, and a G read as 6. */
    private static Map<Character, Character> letters() {
        Map<Character, Character> letters = new java.util.HashMap<>(Map.of('6', 'G'));
        LicenceFront.DIGIT_LOOK_ALIKES.forEach((letter, digit) -> letters.put(digit, letter));
        return Map.copyOf(letters);
    }

    /** The fields with the number's letter given back where the front names such a state; as they are otherwise. */
    static void letterBack(List<PrintedWord> words, List<FrontFields.Field> fields) {
        String text = " " + String.join(" ", words.stream().map(PrintedWord::text).toList())
                .toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", " ") + " ";
        Integer afterLetter = printed(DIGITS_AFTER_LETTER, text);
        Integer only = printed(DIGITS_ONLY, text);
        for (int i = 0; i < fields.size(); i++) {
            FrontFields.Field field = fields.get(i);
            String value = field.value();
            String key = LicenceFront.key(value);
            if (!field.name().equals(FrontFields.DOCUMENT_NUMBER)) {
                continue;
            }
            if (afterLetter != null && key.length() == afterLetter + 1 && Pattern.matches("[0-9]+", key)
                    && LETTER_OF.containsKey(key.charAt(0))) {
                int at = value.indexOf(key.charAt(0));
                value = value.substring(0, at) + LETTER_OF.get(key.charAt(0)) + value.substring(at + 1);
            } else if (only != null && key.length() == only + 1 && Pattern.matches("[A-Z][0-9]+", key)) {
                value = value.replaceFirst("^[^0-9]*[A-Z][^0-9]*", "");
            }
            fields.set(i, new FrontFields.Field(field.name(), value, field.confidence()));
        }
    }

    /** The format of the state the text names, null if it names none of them. */
    private static Integer printed(Map<String, Integer> formats, String text) {
        return formats.entrySet().stream().filter(e -> text.contains(" " + e.getKey() + " ")).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }
}
