package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The card's number on a licence's or ID card's front ({@link LicenceFront}): after a number label (4d DLN, DL, LIC
 * NO, ...), beside it or on the line below, or run into it (NO.1234567, 4dDLN123456), as digit groups with a leading
 * letter at most.
 */
final class FrontNumbers {

    /** Labels a number's value may be read run into (DLI1234562, NO.1234567, 4dDLNO.999999999), longest first. */
    private static final List<String> RUN_IN_NUMBER_LABELS = List.of("4DDLNO", "4DLICNO", "4DDLN", "DLNO", "LICNO",
            "DLN", "NO", "DL", "4D");

    private FrontNumbers() {
    }

    static void number(List<Line> lines, List<Label> labels, List<FrontFields.Field> fields) {
        for (Line line : lines) {
            for (PrintedWord word : line.words()) {
                // a label run into its value: NO.1234567, DLI1234562, 4dDLN123456
                String key = LicenceFront.key(word.text());
                for (String label : RUN_IN_NUMBER_LABELS) {
                    String rest = key.startsWith(label) ? key.substring(label.length()) : "";
                    // the number's digits may go on in the words after (NO.1 234567: a gap read after the 1)
                    int index = line.words().indexOf(word);
                    List<PrintedWord> more = rest.matches("[0-9]{1,4}")
                            ? numberAt(line, index + 1, word.right(), line.height(), rest) : List.of();
                    if (numberLike(rest) || !more.isEmpty()) {
                        String value = word.text();
                        while (!LicenceFront.key(value).equals(rest)) {
                            value = value.substring(1);
                        }
                        StringBuilder number = new StringBuilder(LicenceFront.numberText(value));
                        more.forEach(w -> number.append(LicenceFront.numberText(w.text())));
                        int confidence = Math.min(word.confidence(),
                                more.stream().mapToInt(PrintedWord::confidence).min().orElse(100));
                        LicenceFront.put(fields, new FrontFields.Field(FrontFields.DOCUMENT_NUMBER,
                                digitsBetweenDigits(number.toString()), confidence / 100.0));
                        break;
                    }
                }
            }
        }
        for (Label label : labels) {
            if (!label.field().equals(FrontFields.DOCUMENT_NUMBER)) {
                continue;
            }
            Line line = label.line();
            List<PrintedWord> value = numberAt(line, label.to() + 1, label.last().right(), line.height(), "");
            if (value.isEmpty()) {
                for (Line below : lines) {
                    double g = below.centre() - line.centre();
                    if (g > 0.3 * line.height() && g < 2.6 * line.height()) {
                        for (int i = 0; i < below.words().size() && value.isEmpty(); i++) {
                            if (Math.abs(below.words().get(i).left() - label.first().left()) < 4 * line.height()) {
                                value = numberAt(below, i, below.words().get(i).left(), below.height(), "");
                            }
                        }
                    }
                }
            }
            if (!value.isEmpty()) {
                StringBuilder number = new StringBuilder();
                value.forEach(w -> number.append(LicenceFront.numberText(w.text())));
                LicenceFront.put(fields, new FrontFields.Field(FrontFields.DOCUMENT_NUMBER,
                        digitsBetweenDigits(number.toString()),
                        value.stream().mapToInt(PrintedWord::confidence).min().orElse(0) / 100.0));
            }
        }
    }

    /**
     * The number's words from {@code from} on: digit groups, a leading letter, hyphens (P 800 000 224 322), after
     * {@code start} (digits already read) when given.
     */
    private static List<PrintedWord> numberAt(Line line, int from, int after, int h, String start) {
        List<PrintedWord> value = new ArrayList<>();
        int right = after;
        for (int i = from; i < line.words().size(); i++) {
            PrintedWord w = line.words().get(i);
            String key = LicenceFront.key(w.text());
            boolean group = key.matches("[A-Z]?[0-9A-Z\\-]*") && key.chars().filter(Character::isDigit).count() >= 2
                    || value.isEmpty() && start.isEmpty() && key.matches("[A-Z]");
            if (w.left() - right > (value.isEmpty() && start.isEmpty() ? 6 : 1.2) * h || !group
                    || LicenceFront.date(w.text(), DateOrder.MONTH_DAY_YEAR, LocalDate.MAX) != null) {
                break;
            }
            value.add(w);
            right = w.right();
        }
        String joined = value.stream().map(w -> LicenceFront.key(w.text())).reduce(start, String::concat);
        return numberLike(joined) && !value.isEmpty() ? value : List.of();
    }

    /** An O between digits, or between a number's leading letter and its digits (HO0000000), is a 0. */
    static String digitsBetweenDigits(String number) {
        return number.replaceAll("(?<=^[A-Z]|[0-9])O(?=[0-9])", "0");
    }

    private static boolean numberLike(String key) {
        return key.length() >= 5 && key.length() <= 20 && key.chars().filter(Character::isDigit).count() >= 4
                && key.matches("[A-Z0-9]+");
    }
}
