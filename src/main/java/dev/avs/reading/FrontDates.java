package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The dates on a licence's or ID card's front ({@link LicenceFront}), in the issuing country's order: each labelled
 * by the label run into it, just left of it on its row, or just above it; where labels were lost, told apart by what
 * they are (the earliest the birth date, the latest the expiry, the latest passed one the issue date), less sure.
 */
final class FrontDates {

    private static final String DIGIT = "[0-9OoIl|SB]";
    /** What may not follow a date's year: a digit, or a separator and a digit (then it was no year). */
    private static final String YEAR_ENDS = "(?![0-9]|[/.\\-][0-9])";
    private static final Pattern NUMERIC_DATE = Pattern.compile("(?<!\\d)(?<a>" + DIGIT + "{1,2})[/.\\-](?<b>" + DIGIT
            + "{1,2})[/.\\-](?<y>" + DIGIT + "{4}|" + DIGIT + "{2})" + YEAR_ENDS);
    /**
     * The same with one separator twice, tried first: Italy's 3.01/01/85 (its field number run in) is 01/01/85; a
     * year ends the date (Germany's 3.12.08.1964, its field number run in, is 12.08.1964, not 3.12.08).
     */
    private static final Pattern SAME_SEPARATORS = Pattern.compile("(?<!\\d)(?<a>" + DIGIT + "{1,2})(?<s>[/.\\-])(?<b>"
            + DIGIT + "{1,2})\\k<s>(?<y>" + DIGIT + "{4}|" + DIGIT + "{2})" + YEAR_ENDS);
    private static final Pattern YEAR_FIRST = Pattern.compile(
            "(?<!\\d)(" + DIGIT + "{4})[/.\\-](" + DIGIT + "{1,2})[/.\\-](" + DIGIT + "{1,2})(?![0-9])");
    /** One to three digits before a date's own two, at the word's start or after its label. */
    private static final Pattern STRAY_DIGITS = Pattern.compile("^[^0-9]*?[0-9]{1,3}(?=[0-9]{2}[/.\\-][0-9])");
    /** A date whose second separator the recogniser lost (Oregon's 12/12/1979 read 12/121979). */
    private static final Pattern LOST_SEPARATOR = Pattern.compile("(?<![0-9])([0-9]{1,2})([/.\\-])([0-9]{2})([0-9]{4})(?![0-9])");
    /** The dash between a period's two dates (11.05.09-13.09.2069). */
    private static final Pattern PERIOD_DASH = Pattern.compile("(?<=[0-9])\\s*[-\u2013]\\s*(?=[0-9])");
    /**
     * Unlabelled dates are shown but never contradict a typed one: their field is only guessed. So their confidence
     * stays under {@link FrontFields#CONTRADICTS_FAR} too, however far the typed date is (a German provisional ID's
     * issue date, the only one read, was taken for the birth date 46 years after the typed one).
     */
    private static final double UNLABELLED = 0.4;
    /**
     * A month's name read a letter off (1989-Auq-03) is the nearest month's, shown but below every threshold of a
     * difference: a misread name's month may be another, and the OCR's digit slips say nothing of it.
     */
    private static final double GUESSED_MONTH = 0.4;

    private FrontDates() {
    }

    private record DateAt(LocalDate date, Line line, int index, double confidence, String labelled) {
    }

    /** Adds the dates found to the fields. */
    static void dates(List<Line> lines, List<Label> labels, DateOrder order, LocalDate today,
                      List<FrontFields.Field> fields) {
        List<DateAt> dates = new ArrayList<>();
        for (Line line : lines) {
            for (int i = 0; i < line.words().size(); i++) {
                if (i > 0 && DateWords.firstDigitApart(line, i - 1, order, today) != null) {
                    continue;   // a date whose first digit was read apart: it starts at that digit
                }
                PrintedWord word = line.words().get(i);
                LocalDate date = date(word.text(), order, today);
                PrintedWord spaced = date == null ? DateWords.spaced(line, i) : null;
                if (spaced != null && date(spaced.text(), order, today) != null) {
                    word = spaced;
                    date = date(spaced.text(), order, today);
                }
                PrintedWord named = date == null ? NamedDates.joined(line, i, today) : null;
                if (named != null) {
                    word = named;   // a month's name apart from day and year (14 MAR 1987)
                    date = NamedDates.date(named.text(), today);
                }
                LocalDate[] period = period(word.text(), order, today);
                if (period != null) {
                    // a period of validity (Romania's 11.05.09-13.09.2069): issued, then valid until
                    String labelled = labelOf(line, i, lines, labels, true);
                    if (labelled == null || labelled.equals(FrontFields.EXPIRY_DATE)) {
                        dates.add(new DateAt(period[0], line, i, word.confidence() / 100.0, FrontFields.ISSUE_DATE));
                        dates.add(new DateAt(period[1], line, i, word.confidence() / 100.0, FrontFields.EXPIRY_DATE));
                        continue;
                    }
                }
                PrintedWord parted = date == null ? DateWords.parted(line, i, order, today) : null;
                if (parted != null) {
                    word = parted;
                    date = date(parted.text(), order, today);
                }
                if (date == null || LicenceFront.key(word.text()).startsWith("REV")
                        || i > 0 && LicenceFront.key(line.words().get(i - 1).text()).startsWith("REV")) {
                    continue;   // the card design's revision date (Rev 01-21-2011), no field of the holder's
                }
                String prefix = LicenceFront.key(word.text().substring(0, Math.max(0, dateStart(word.text()))));
                String labelled = FrontLabels.field(prefix);
                if (labelled == null || !labelled.endsWith("date") && !labelled.equals(FrontFields.DATE_OF_BIRTH)) {
                    labelled = labelOf(line, i, lines, labels, true);
                }
                double misread = NamedDates.guessed(word.text(), today) ? GUESSED_MONTH : 1;
                dates.add(new DateAt(date, line, i, misread * word.confidence() / 100.0, labelled));
            }
        }
        List<DateAt> unlabelled = new ArrayList<>();
        for (DateAt d : dates) {
            if (d.labelled() != null && (d.labelled().equals(FrontFields.DATE_OF_BIRTH)
                    || d.labelled().equals(FrontFields.EXPIRY_DATE) || d.labelled().equals(FrontFields.ISSUE_DATE))) {
                LicenceFront.put(fields, new FrontFields.Field(d.labelled(), d.date().toString(), d.confidence()));
            } else {
                unlabelled.add(d);
            }
        }
        if (fields.stream().noneMatch(f -> f.name().equals(FrontFields.DATE_OF_BIRTH))) {
            unlabelled.stream().filter(d -> d.date().isBefore(today.minusYears(14)))
                    .min(Comparator.comparing(DateAt::date)).ifPresent(d -> {
                        // the earliest date, with a date of the card's own (issue, in the past) 14 years after it,
                        // is the birth date as surely as it was read: no other date on a card comes before those
                        boolean sure = dates.stream().anyMatch(o -> !o.date().isAfter(today)
                                && !o.date().isBefore(d.date().plusYears(14)));
                        LicenceFront.put(fields, new FrontFields.Field(FrontFields.DATE_OF_BIRTH, d.date().toString(),
                                d.confidence() * (sure ? 1 : UNLABELLED)));
                        unlabelled.remove(d);
                    });
        }
        if (fields.stream().noneMatch(f -> f.name().equals(FrontFields.EXPIRY_DATE))) {
            unlabelled.stream().filter(d -> d.date().isAfter(today.minusYears(15)))
                    .max(Comparator.comparing(DateAt::date)).ifPresent(d -> {
                        LicenceFront.put(fields, new FrontFields.Field(FrontFields.EXPIRY_DATE, d.date().toString(),
                                d.confidence() * UNLABELLED));
                        unlabelled.remove(d);
                    });
        }
        if (fields.stream().noneMatch(f -> f.name().equals(FrontFields.ISSUE_DATE))) {
            // the latest date left that has passed, 14 years after the birth date read (its label lost: 4a ISS
            // read 455 or ais0)
            LocalDate born = fields.stream().filter(f -> f.name().equals(FrontFields.DATE_OF_BIRTH))
                    .map(f -> LocalDate.parse(f.value())).findFirst().orElse(LocalDate.MIN);
            unlabelled.stream().filter(d -> !d.date().isAfter(today) && d.date().isAfter(born.plusYears(14)))
                    .max(Comparator.comparing(DateAt::date)).ifPresent(d -> LicenceFront.put(fields, new FrontFields.Field(
                            FrontFields.ISSUE_DATE, d.date().toString(), d.confidence() * UNLABELLED)));
        }
    }

    /** The two dates of a period printed as one word with a dash between them, null when the word prints none. */
    private static LocalDate[] period(String text, DateOrder order, LocalDate today) {
        Matcher dash = PERIOD_DASH.matcher(text);
        while (dash.find()) {
            LocalDate from = date(text.substring(0, dash.start()), order, today);
            // a period may run far ahead: Romania's cards for holders over 55 are valid until 2069
            LocalDate to = date(text.substring(dash.end()), order, today.plusYears(20));
            if (from != null && to != null && from.isBefore(to)
                    && text.substring(0, dash.start()).matches(".*[/.].*")) {
                return new LocalDate[] {from, to};
            }
        }
        return null;
    }

    /**
     * The field whose label stands just left of the word on its line (at most three words back), else just above
     * it, starting near its left; null when none does.
     */
    private static String labelOf(Line line, int index, List<Line> lines, List<Label> labels, boolean dates) {
        PrintedWord word = line.words().get(index);
        int h = line.height();
        Label left = null;
        for (Label label : labels) {
            if (label.line() == line && label.to() < index && index - label.to() <= 3
                    && word.left() - label.last().right() < 6 * h && (left == null || label.to() > left.to())) {
                left = label;
            }
        }
        if (left != null && line.words().subList(left.to() + 1, index).stream().anyMatch(w -> anyDate(w.text()))) {
            left = null;   // a label labels the first date after it (3 DOB 01/16/1964 01/16/2021)
        }
        if (left == null) {
            // a label the line grouping put on another line (a bold value beside small print, two columns offset)
            double gap = Double.MAX_VALUE;
            for (Label label : labels) {
                double g = word.left() - label.last().right();
                if (label.line() != line && LicenceFront.sameRow(label.last(), word) && g > -0.5 * h && g < 4 * h && g < gap) {
                    left = label;
                    gap = g;
                }
            }
        }
        if (left != null && (!dates || isDateField(left.field()))) {
            return left.field();
        }
        Label above = null;
        double gap = Double.MAX_VALUE;
        for (Label label : labels) {
            double g = line.centre() - label.line().centre();
            if (g > 0.3 * h && g < 2.6 * h && Math.abs(label.first().left() - word.left()) < 4 * h
                    && (!dates || isDateField(label.field())) && g < gap && !valueBeside(label)) {
                above = label;
                gap = g;
            }
        }
        return above == null ? null : above.field();
    }

    /** Whether a date follows the label on its own line: it labels that one, not one below (Rhode Island's 3). */
    private static boolean valueBeside(Label label) {
        List<PrintedWord> words = label.line().words();
        return words.subList(label.to() + 1, Math.min(words.size(), label.to() + 3)).stream()
                .anyMatch(w -> anyDate(w.text()));
    }

    /** Whether a text prints a date in any order, before 2200 (Poland's licence number 23506/04/2469 holds none). */
    static boolean anyDate(String text) {
        LocalDate far = LocalDate.of(2170, 1, 1);
        return Stream.of(DateOrder.values()).anyMatch(order -> date(text, order, far) != null);
    }

    private static boolean isDateField(String field) {
        return field.equals(FrontFields.DATE_OF_BIRTH) || field.equals(FrontFields.EXPIRY_DATE)
                || field.equals(FrontFields.ISSUE_DATE);
    }

    /** A date day or month first in the text, its separators alike if any such is found; null when none is. */
    private static Matcher numeric(String text) {
        for (Pattern p : new Pattern[] {SAME_SEPARATORS, NUMERIC_DATE}) {
            Matcher m = p.matcher(text);
            if (m.find()) {
                return m;
            }
        }
        return null;
    }

    /** Where the text's date starts, after a label or stray digits run into it (0 when it prints none). */
    static int dateStart(String text) {
        Matcher m = YEAR_FIRST.matcher(text);
        if (m.find()) {
            return m.start();
        }
        m = numeric(text);
        if (m != null) {
            return m.start();
        }
        int named = NamedDates.start(text, LocalDate.MAX);
        if (named >= 0) {
            return named;
        }
        Matcher stray = STRAY_DIGITS.matcher(text);
        return stray.find() ? stray.end() + dateStart(text.substring(stray.end())) : 0;
    }

    /** The date a word prints in the country's order (year-first dates in any), null when it prints none. */
    static LocalDate date(String text, DateOrder order, LocalDate today) {
        text = LOST_SEPARATOR.matcher(text).replaceFirst("$1$2$3$2$4");
        Matcher m = YEAR_FIRST.matcher(text);
        if (m.find()) {
            return valid(n(m.group(1)), n(m.group(2)), n(m.group(3)), today);
        }
        m = numeric(text);
        if (m == null) {
            LocalDate named = NamedDates.date(text, today);
            if (named != null) {
                return named;
            }
            // a stray digit or two run into the date's front (Georgia's 3 DOB read 802/22/1954)
            Matcher stray = STRAY_DIGITS.matcher(text);
            return stray.find() ? date(text.substring(stray.end()), order, today) : null;
        }
        int a = n(m.group("a"));
        int b = n(m.group("b"));
        int year = n(m.group("y"));
        if (m.group("y").length() == 2) {
            if (order != DateOrder.DAY_MONTH_YEAR) {
                return null;   // a US card's ghost 01/12/67 is no field
            }
            year += year <= today.getYear() % 100 + 20 ? 2000 : 1900;
        }
        return switch (order) {
            case MONTH_DAY_YEAR -> valid(year, a, b, today);
            case DAY_MONTH_YEAR -> valid(year, b, a, today);
            case YEAR_MONTH_DAY -> a > 12 ? valid(year, b, a, today) : b > 12 ? valid(year, a, b, today) : null;
        };
    }

    private static LocalDate valid(int year, int month, int day, LocalDate today) {
        if (year < 1900 || year > today.getYear() + 30) {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
    }

    private static int n(String digits) {
        return Integer.parseInt(LicenceFront.digitsFolded(digits));
    }
}
