package dev.avs.reading;

import dev.avs.reading.LicenceFront.Line;
import java.util.List;

/** The number an ID card prints without a label near its top ({@link FrontNumbers#unlabelled}). */
final class TopBandNumbers {

    private TopBandNumbers() {
    }

    /**
     * An ID card's number printed alone near its top, without a label (Germany's L01X00T47, Italy's CA00000AA,
     * Switzerland's S1A00A00): one word of eight or nine capitals and digits, two digits or more and a letter, in the
     * top fifth of the card's text. The topmost such word, its field guessed: as sure as its word times {@code share}.
     */
    static boolean number(List<Line> lines, List<FrontFields.Field> fields, double share) {
        if (lines.isEmpty()) {
            return false;
        }
        double top = lines.getFirst().centre();
        double band = top + 0.2 * (lines.getLast().centre() - top);
        for (Line line : lines) {
            if (line.centre() > band) {
                return false;
            }
            for (PrintedWord word : line.words()) {
                String text = word.text();
                long digits = text.chars().filter(Character::isDigit).count();
                if (text.matches("[A-Z0-9]{8,9}") && digits >= 2 && digits < text.length()
                        && !FrontDates.anyDate(text)) {
                    LicenceFront.put(fields, FrontNumbers.numberField(List.of(word), share));
                    return true;
                }
            }
        }
        return false;
    }
}
