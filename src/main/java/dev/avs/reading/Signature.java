package dev.avs.reading;

import dev.avs.reading.LicenceFront.Line;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The holder's signature on a card's front, as the recogniser reads handwriting: a line of mixed-case letters
 * (Florida's Toe Sample, Alabama's onmooample). People sign their given names, then their surname; so where two name
 * lines stand above the address without field numbers, the one the signature ends with is the surname.
 */
final class Signature {

    /** The shortest name compared: shorter ones end too many words by chance. */
    private static final int MIN_NAME = 4;

    private Signature() {
    }

    /**
     * Whether a signature on the card ends with {@code second} and not with {@code first}: the two lines then print
     * the given names first (Alabama's CONNOR above SAMPLE, signed Connor Sample).
     */
    static boolean endsWithSecond(List<Line> lines, String first, String second) {
        String a = letters(first);
        String b = letters(second);
        for (Line line : lines) {
            StringBuilder signed = new StringBuilder();
            for (PrintedWord w : line.words()) {
                if (signed(w.text())) {
                    signed.append(letters(w.text()));
                }
            }
            // the surname after something signed before it: Ohio's Jane D is its given name and an initial
            if (signed.length() >= b.length() + 2 && ends(signed.toString(), b) && !ends(signed.toString(), a)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a word is handwriting as the recogniser reads it: two small letters or more, most of its letters small,
     * no digit (a label in mixed case, Ohio's 4aISs beside the signature, is none).
     */
    private static boolean signed(String word) {
        long lower = word.chars().filter(Character::isLowerCase).count();
        long upper = word.chars().filter(Character::isUpperCase).count();
        return lower >= 2 && lower > upper && word.chars().noneMatch(Character::isDigit);
    }

    /** Whether the signature ends with the name, but for a letter the recogniser misread in handwriting. */
    private static boolean ends(String signed, String name) {
        if (name.length() < MIN_NAME || signed.length() < name.length()) {
            return false;
        }
        String end = signed.substring(signed.length() - name.length());
        return LevenshteinDistance.getDefaultInstance().apply(end, name) <= 1;
    }

    private static String letters(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}]", "");
    }
}
