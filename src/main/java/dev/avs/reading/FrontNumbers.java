package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The card's number on a licence's or ID card's front ({@link LicenceFront}): after a number label (4d DLN, DL, LIC
 * NO, ...), beside it or on the line below, or run into it (NO.1234567, 4dDLN123456), as digit groups with a leading
 * letter at most.
 */
final class FrontNumbers {

    /**
     * Labels a number's value may be read run into (DLI1234562, NO.1234567, 4dDLNO.999999999, British Columbia's
     * BCID:101000000, the Philippines' UMID CRN-0028-1215160-9), longest first.
     */
    private static final List<String> RUN_IN_NUMBER_LABELS = List.of("4DDLNO", "4DLICNO", "4DDLN", "4DLIC", "DLNO",
            "LICNO", "BCID", "CRN", "4DL", "DLN", "LIC", "NO", "DL", "4D");

    /**
     * How many of a word's characters are a number's label run into it (LIC# of LIC#WDLABCD456DG, whose I the OCR
     * reads unsure: the label's, not the number's), where the rest holds a number of three digits or more; else 0.
     */
    static int runInLabelLength(String text) {
        String key = LicenceFront.key(text);
        for (String label : RUN_IN_NUMBER_LABELS) {
            String rest = key.startsWith(label) ? key.substring(label.length()) : "";
            if (label.length() >= 2 && rest.length() >= 5 && rest.chars().filter(Character::isDigit).count() >= 3) {
                int at = 0;
                for (int seen = 0; seen < label.length(); at++) {
                    seen += Character.isLetterOrDigit(text.charAt(at)) ? 1 : 0;
                }
                while (at < text.length() && !Character.isLetterOrDigit(text.charAt(at))) {
                    at++;
                }
                return at;
            }
        }
        return 0;
    }

    /** A number without a label is a little less sure than its words: its field is guessed. */
    private static final double UNLABELLED = 0.9;

    private FrontNumbers() {
    }

    static void number(List<Line> lines, List<Label> labels, DateOrder order, List<FrontFields.Field> fields) {
        for (Line line : lines) {
            for (PrintedWord word : line.words()) {
                // a label run into its value: NO.1234567, DLI1234562, 4dDLN123456
                // 4d read as 4 (4LIC:V007989)
                // (or LIC read LC: 4LCV007989)
                String key = LicenceFront.key(word.text()).replaceFirst("^4(?=LIC|NO)", "4D").replaceFirst("^4LC", "4DLIC");
                // No.'s o lost, its period kept (Alberta's N.134711-320)
                key = word.text().matches("N[.:°º][0-9].*") ? "NO" + key.substring(1) : key;
                // the EU model's 5. run into the number (Italy's 5.U1A23B456C; with its period: 5 may start a number)
                List<String> runIn = order == DateOrder.DAY_MONTH_YEAR && word.text().matches("5[.,]\\S{5,}")
                        ? List.of("5") : RUN_IN_NUMBER_LABELS;
                for (String label : runIn) {
                    String rest = key.startsWith(label) && !otherField(label, order) ? key.substring(label.length()) : "";
                    // the number's digits may go on in the words after (NO.1 234567: a gap read after the 1)
                    int index = line.words().indexOf(word);
                    List<PrintedWord> more = rest.matches("[0-9]{1,4}")
                            ? numberAt(line, index + 1, word.right(), line.height(), rest, false) : List.of();
                    // after a label of its own (4dLIC#WDLABCD456DG), a number may have as few as three digits
                    if (numberLike(rest) || !more.isEmpty() || label.length() >= 3 && rest.matches("[A-Z0-9]{7,20}")
                            && rest.chars().filter(Character::isDigit).count() >= 3) {
                        String value = word.text();
                        while (!LicenceFront.key(value).endsWith(rest) || LicenceFront.key(value).length() > rest.length()) {
                            value = value.substring(1);
                        }
                        // a label's end read into it (4dDL#:123456789): the value starts after its # or colon; a
                        // hyphen after the label is no part of it (CRN-0028-1215160-9)
                        value = value.replaceFirst("^[-.]+", "");
                        String after = value.replaceFirst("^.*[#:]", "");
                        value = !after.equals(value) && numberLike(LicenceFront.key(after)) ? after : value;
                        List<PrintedWord> words = new ArrayList<>(List.of(word.withText(value)));
                        words.addAll(more);
                        LicenceFront.put(fields, numberField(words, 1));
                        break;
                    }
                }
            }
        }
        int[] heights = lines.stream().mapToInt(Line::height).sorted().toArray();
        int print = heights.length == 0 ? 0 : heights[heights.length / 2];
        for (Label label : labels) {
            if (!label.field().equals(FrontFields.DOCUMENT_NUMBER)
                    || otherField(LicenceFront.key(label.first().text()), order)
                    || label.first().height() > 1.8 * print) {
                continue;   // another field's number, or a card's big DL or ID mark (Pennsylvania's), no label
            }
            Line line = label.line();
            if (label.from() > 0 && line.words().get(label.from() - 1).text().endsWith(",")) {
                continue;   // a state's code after its city (BOISE, ID 83707): the address, no label
            }
            List<PrintedWord> value = numberAt(line, label.to() + 1, label.last().right(), line.height(), "", true);
            if (value.isEmpty()) {
                Line row = LicenceFront.rowAfter(label, lines);
                value = numberAt(row, 0, label.last().right(), row.height(), "", true);
            }
            if (value.isEmpty()) {
                for (Line below : lines) {
                    double g = below.centre() - line.centre();
                    if (g > 0.3 * line.height() && g < 2.6 * line.height()) {
                        for (int i = 0; i < below.words().size() && value.isEmpty(); i++) {
                            if (Math.abs(below.words().get(i).left() - label.first().left()) < 4 * line.height()
                                    && !anotherFields(below, i, order)) {
                                value = numberAt(below, i, below.words().get(i).left(), below.height(), "", true);
                            }
                        }
                    }
                }
            }
            if (!value.isEmpty()) {
                LicenceFront.put(fields, numberField(value, 1));
            }
        }
    }

    /**
     * Whether a field number (a label's or a word's key) is another field's than the licence number's where the card
     * is issued: in the US and Canada (AAMVA) 4d is the licence's number and 5 the document discriminator; on the EU's
     * model licence, where every field is numbered, 5 is the licence's number and 4d another (Sweden's, Finland's,
     * Denmark's personal number, Poland's PESEL), and any other number another field's (Sweden's 3. 800101 is the
     * birth date).
     */
    private static boolean otherField(String key, DateOrder order) {
        return order == DateOrder.DAY_MONTH_YEAR ? key.startsWith("4D") || key.matches("[0-9]{1,2}[A-D]?") && !key.equals("5")
                : key.equals("5");
    }

    /**
     * A card that prints its number without a label (Florida's S514-172-80-844-0 under DRIVER LICENSE, Michigan's
     * P 800 000 224 322), or whose label the OCR lost: the topmost run of digit groups of seven or more characters
     * with at most a leading letter or two, that is no date and follows no other field's label (DD, the document
     * discriminator, prints a long number too). Its field is guessed, so it is a little less sure than its words.
     */
    static void unlabelled(List<Line> lines, DateOrder order, List<FrontFields.Field> fields) {
        if (fields.stream().anyMatch(f -> f.name().equals(FrontFields.DOCUMENT_NUMBER))
                || TopBandNumbers.number(lines, fields, UNLABELLED)) {
            return;
        }
        for (Line line : lines) {
            for (int i = 0; i < line.words().size(); i++) {
                if (anotherFields(line, i, order) || line.words().get(i).text().matches("[0-9]{5}-[0-9]{4}")) {
                    continue;   // the document discriminator (DD), a ZIP code, another field's value
                }
                List<PrintedWord> value = numberAt(line, i, line.words().get(i).left(), line.height(), "", false);
                String key = value.stream().map(w -> LicenceFront.key(w.text())).reduce("", String::concat);
                if (aDateRead(key, fields)) {
                    i += value.size() - 1;   // a date printed with spaces (Spain's 01 01 1980), read as one already
                    continue;
                }
                if (key.length() >= 7 && key.matches("[A-Z]{0,2}[0-9]{6,}[A-Z]?")
                        || key.matches("[A-Z]{0,2}[0-9][0-9A-Z]{6,}")
                        && key.chars().filter(Character::isDigit).count() >= 7) {
                    FrontFields.Field number = numberField(value, UNLABELLED);
                    LicenceFront.put(fields, new FrontFields.Field(number.name(),
                            FieldNumberColumn.withoutLostLabel(lines, value.getFirst(), number.value()),
                            number.confidence()));
                    return;
                }
            }
        }
    }

    /**
     * Whether the word at {@code i} is another field's value or label: after another field's label (DD, with its
     * field number: Florida's 5DD) or number (5 in the US), or such a number itself.
     */
    private static boolean anotherFields(Line line, int i, DateOrder order) {
        String before = i > 0 ? LicenceFront.key(line.words().get(i - 1).text()) : "";
        String unnumbered = before.replaceFirst("^[0-9]{1,2}", "");
        String key = LicenceFront.key(line.words().get(i).text());
        return (FrontLabels.OTHER_LABELS.contains(before) || FrontLabels.OTHER_LABELS.contains(unnumbered))
                && !FrontLabels.numberLabel(before) || otherField(before, order) || otherField(key, order)
                || FrontLabels.OTHER_LABELS.contains(key) && !FrontLabels.numberLabel(key);
    }

    /** Whether the digits are those of a date read on the card, in any order. */
    private static boolean aDateRead(String digits, List<FrontFields.Field> fields) {
        return fields.stream().filter(f -> f.name().endsWith("date") || f.name().equals(FrontFields.DATE_OF_BIRTH))
                .map(f -> LocalDate.parse(f.value())).anyMatch(d -> Stream.of("ddMMyyyy", "MMddyyyy", "yyyyMMdd")
                        .anyMatch(p -> d.format(DateTimeFormatter.ofPattern(p)).equals(digits)));
    }

    /**
     * The number's words from {@code from} on: digit groups, a leading letter, hyphens (P 800 000 224 322), after
     * {@code start} (digits already read) when given. After a number's own label, one word of letters and two digits
     * or more is a number too (France's 2021 ID card: X4RTBPFW4 below N° DU DOCUMENT).
     */
    private static List<PrintedWord> numberAt(Line line, int from, int after, int h, String start, boolean labelled) {
        List<PrintedWord> value = new ArrayList<>();
        int right = after;
        for (int i = from; i < line.words().size(); i++) {
            PrintedWord w = line.words().get(i);
            if (w.height() < 0.5 * h) {
                continue;   // a speck read as print, under half the line's height (North Carolina's 4d IDN 22 3000...)
            }
            String key = LicenceFront.key(w.text());
            // digit groups (New York's 1 23 456 789) and the hyphens between them (Ontario's D6101 - 40706 - 60905)
            boolean group = key.matches("[A-Z]?[0-9A-Z\\-]*") && key.chars().filter(Character::isDigit).count() >= 2
                    || key.matches("[0-9]+") && (value.isEmpty() || key.length() > 1 || groupFollows(line, i, h))
                    || !value.isEmpty() && w.text().equals("-")
                    // France's D2 H6862M2; not a label's letter and colon (France's N: 175775H55790)
                    || value.isEmpty() && start.isEmpty() && key.matches("[A-Z][0-9]?") && !w.text().endsWith(":")
                    // after its label, its letters read apart (Washington's WDL BCKN489FB)
                    || labelled && value.isEmpty() && start.isEmpty() && key.matches("[A-Z]{2,3}")
                    && !FrontLabels.numberLabel(key) && !FrontLabels.OTHER_LABELS.contains(key)
                    && digitsFollow(line, i, h);
            // a capital then small letters print a word, no number (Alberta's Class56 after its number)
            if (w.left() - right > (value.isEmpty() && start.isEmpty() ? 6 : 1.2) * h || !group
                    || w.text().matches(".*\\p{Lu}\\p{Ll}.*")
                    || FrontDates.anyDate(w.text()) || DATE_PART.matcher(w.text()).matches()
                    || DATE_FIRST.matcher(w.text()).lookingAt()
                    || HEIGHT.matcher(w.text()).find() || zipCode(line, i)) {
                break;
            }
            value.add(w);
            right = w.right();
            if (key.length() >= 8 && key.matches(".*[A-Z].*") && key.matches(".*[0-9][A-Z].*")) {
                break;   // a whole number of letters and digits: what follows is another (a UK number's issue, 35)
            }
        }
        String joined = value.stream().map(w -> LicenceFront.key(w.text())).reduce(start, String::concat);
        boolean lettered = labelled && value.size() <= 2 && joined.matches("[A-Z0-9]{6,14}");
        return (numberLike(joined) || lettered) && !value.isEmpty() ? value : List.of();
    }

    /**
     * A date's part (07/1 1 /2022: Alaska's expiry read in three words), no number's: a slash after a day or month, or
     * before a year. Poland's licence numbers hold slashes after five digits (00123/15/1234).
     */
    private static final java.util.regex.Pattern DATE_PART = java.util.regex.Pattern.compile("[^/]{0,2}/.*");

    /**
     * A date with its separators at a word's start: a personal code that starts with the birth date (Finland's
     * 01.01.1950-113X), no document's number.
     */
    private static final java.util.regex.Pattern DATE_FIRST =
            java.util.regex.Pattern.compile("[0-9]{2}([./])[0-9]{2}\\1[0-9]{2,4}[-+A-Z]");

    /** A height's feet and inches (5'-04"): no number has them. */
    private static final java.util.regex.Pattern HEIGHT = java.util.regex.Pattern.compile("['\"\u2032\u2033\u2019\u201D]");

    /**
     * Whether the word is a ZIP code after its state's code (OK 73111-0000, FL 171010000): the address, not a
     * number.
     */
    private static boolean zipCode(Line line, int i) {
        return i > 0 && line.words().get(i).text().matches("[0-9]{5}(-?[0-9]{4})?")
                && line.words().get(i - 1).text().matches("\\p{Lu}{2},?");
    }

    /** Whether the next word, close by, holds two digits or more. */
    private static boolean digitsFollow(Line line, int i, int h) {
        return i + 1 < line.words().size() && line.words().get(i + 1).left() - line.words().get(i).right() <= 1.2 * h
                && line.words().get(i + 1).text().chars().filter(Character::isDigit).count() >= 2;
    }

    /** Whether digits follow the word close by: a lone digit after a number is the next field's number (3 DOB). */
    private static boolean groupFollows(Line line, int i, int h) {
        if (i + 1 >= line.words().size()) {
            return false;
        }
        PrintedWord next = line.words().get(i + 1);
        return next.left() - line.words().get(i).right() <= 1.2 * h && LicenceFront.key(next.text()).matches("[0-9]{2,}");
    }

    /**
     * The number its words print, as sure as the least sure of them times {@code share}; not the end of a label read
     * into its first word, small letters and a period (Delaware's DL No. 98765438 read DL o.98765438): a licence's
     * number prints capitals.
     */
    static FrontFields.Field numberField(List<PrintedWord> words, double share) {
        StringBuilder number = new StringBuilder();
        words.forEach(w -> number.append(LicenceFront.numberText(number.isEmpty()
                ? w.text().replaceFirst("^\\p{Ll}{1,2}\\.(?=[0-9A-Z])", "") : w.text())));
        return new FrontFields.Field(FrontFields.DOCUMENT_NUMBER, digitsBetweenDigits(number.toString()),
                share * words.stream().mapToInt(PrintedWord::confidence).min().orElse(0) / 100.0);
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
