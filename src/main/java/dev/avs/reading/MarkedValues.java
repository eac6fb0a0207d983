package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.util.List;

/** Values a card marks with its label's bracketed letter, printed further below than a label's value is looked for. */
final class MarkedValues {

    private MarkedValues() {
    }

    /**
     * The name after a label's bracketed letter, where the same letter stands before its value further below
     * (Germany's ID card: [a] Name/Surname/Nom above [b] Geburtsname/Name at birth, then [a] MUSTERMANN below both);
     * the letter's closing bracket may be read apart, as ] or j.
     */
    static List<PrintedWord> name(Label label, List<Line> lines) {
        String marker = label.from() > 0 ? marker(label.line().words().get(label.from() - 1).text()) : null;
        for (Line below : marker == null ? List.<Line>of() : lines) {
            double g = below.centre() - label.line().centre();
            List<PrintedWord> words = below.words();
            if (g > 0 && g < 6 * label.line().height() && marker.equals(marker(words.getFirst().text()))) {
                int at = words.size() > 2 && words.get(1).text().matches("[\\])j]") ? 2 : 1;
                List<PrintedWord> value = FrontNames.nameAt(below, at, words.get(at - 1).right());
                if (!value.isEmpty()) {
                    return value;
                }
            }
        }
        return List.of();
    }

    /** The letter of a field's bracketed mark ([a], [a, a]), or null. */
    private static String marker(String text) {
        return text.matches("\\[[a-z]\\]?|[a-z]\\]") ? text.replaceAll("[\\[\\]]", "") : null;
    }
}
