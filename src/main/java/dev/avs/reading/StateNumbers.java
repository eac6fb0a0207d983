package dev.avs.reading;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * US states whose licence numbers start with a letter, then digits only (the formats their DMVs publish), by the
 * name the card prints: a number read with a digit where the format has its letter is given the letter back
 * (California's I1234568 read 11234568: in the card's font an I and a 1 look alike). Nothing else changes: the DOCUMENT
 * check compares numbers with look-alikes folded either way.
 */
final class StateNumbers {

    /** The digits of a state's number after its letter, by the state's name as printed. */
    private static final Map<String, Integer> DIGITS_AFTER_LETTER = Map.of("CALIFORNIA", 7, "FLORIDA", 12,
            "ILLINOIS", 11, "MICHIGAN", 12, "MINNESOTA", 12, "MARYLAND", 12, "WISCONSIN", 13, "KENTUCKY", 8,
            "NEW JERSEY", 14);

    /** The letters a digit is read for, as the recogniser confuses them. */
    private static final Map<Character, Character> LETTER_OF = Map.of('1', 'I', '0', 'O', '5', 'S', '8', 'B',
            '2', 'Z', '6', 'G');

    private StateNumbers() {
    }

    /** The fields with the number's letter given back where the front names such a state; as they are otherwise. */
    static void letterBack(List<PrintedWord> words, List<FrontFields.Field> fields) {
        String text = " " + String.join(" ", words.stream().map(PrintedWord::text).toList())
                .toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", " ") + " ";
        Integer digits = DIGITS_AFTER_LETTER.entrySet().stream().filter(e -> text.contains(" " + e.getKey() + " "))
                .map(Map.Entry::getValue).findFirst().orElse(null);
        for (int i = 0; digits != null && i < fields.size(); i++) {
            FrontFields.Field field = fields.get(i);
            String value = field.value();
            String key = LicenceFront.key(value);
            if (field.name().equals(FrontFields.DOCUMENT_NUMBER) && key.length() == digits + 1
                    && Pattern.matches("[0-9]+", key) && LETTER_OF.containsKey(key.charAt(0))) {
                int at = value.indexOf(key.charAt(0));
                String lettered = value.substring(0, at) + LETTER_OF.get(key.charAt(0)) + value.substring(at + 1);
                fields.set(i, new FrontFields.Field(field.name(), lettered, field.confidence()));
            }
        }
    }
}
