package dev.avs.reading;

import dev.avs.reading.LicenceFront.Line;
import java.util.List;

/**
 * AAMVA's field numbers stand in a column at the left of the fields (4d, 1, 2, 8): a number read without its label
 * whose first digit stands in that column is the 4 of its 4d, whose d the recogniser lost (Utah's 4d 9999999999 read
 * 49999999999 above 1SAMPLE and 2SALLY).
 */
final class FieldNumberColumn {

    private FieldNumberColumn() {
    }

    /** The number without its first digit where that is the 4 of a 4d in the field numbers' column; as read else. */
    static String withoutLostLabel(List<Line> lines, PrintedWord first, String number) {
        if (!number.matches("4[0-9A-Z]{5,}")) {
            return number;
        }
        int h = first.height();
        long numbered = lines.stream().filter(l -> l.centre() > first.bottom() && l.centre() < first.bottom() + 4 * h)
                .map(l -> l.words().getFirst())
                .filter(w -> w.text().matches("[1-9][.,]?(\\p{Lu}.*)?") && Math.abs(w.left() - first.left()) < 0.3 * h)
                .count();
        return numbered >= 2 ? number.substring(1) : number;
    }
}
