package dev.avs.reading;

import dev.avs.reading.LicenceFront.Line;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date on a front read as several words ({@link FrontDates}): printed with spaces for separators, or parted by the
 * recogniser; joined into one word over their boxes. (A month's name apart from day and year: {@link NamedDates}.)
 */
final class DateWords {

    private DateWords() {
    }

    /**
     * A date printed with spaces for separators (Spain's 01 01 1980), its words joined with dots: two words of two
     * digits, then the year's four digits in one word or two (the recogniser parts 1980 as 1 980), close together;
     * or a date whose separators the recogniser read as words of their own (Austria's 01 . 08 . 2031, 31. 12 . 1981).
     */
    static PrintedWord spaced(Line line, int index) {
        List<PrintedWord> words = line.words();
        List<String> groups = new ArrayList<>();
        int end = index;
        int last = index;
        while (end < words.size() && end < index + 6 && String.join("", groups).length() < 8
                && (end == index || words.get(end).left() - words.get(end - 1).right() < 1.2 * line.height())) {
            String text = words.get(end).text();
            if (text.matches("[0-9]{1,4}[./\\-]?")) {
                groups.add(text.replaceFirst("[./\\-]$", ""));
                last = end + 1;
            } else if (end == index || !text.matches("[./\\-]")) {
                break;
            }
            end++;
        }
        String digits = String.join("", groups);
        if (digits.length() != 8 || groups.size() < 3 || groups.get(0).length() != 2 || groups.get(1).length() != 2) {
            return null;
        }
        return PrintedWord.spanning(digits.substring(0, 2) + "." + digits.substring(2, 4) + "." + digits.substring(4),
                words.subList(index, last));
    }

    /**
     * A date the recogniser parted in two or three words close together (07/1 5/1958; Alaska's 07/1 1 /2022; 06/01/
     * 2017, further apart where the photo behind the print darkens its year: a separator last is no date's end; a
     * day and month, then the year a space apart where the separator before it was lost: France's 06.12 1965, the
     * Czech card's 10.01 2012), as one word; null when they make none.
     */
    static PrintedWord parted(Line line, int index, DateOrder order, LocalDate today) {
        List<PrintedWord> words = line.words();
        if (index > 0 && dayDigits(line, index - 1)) {
            return null;   // a day's second digit: the date starts at its first
        }
        PrintedWord firstDigitApart = firstDigitApart(line, index, order, today);
        if (firstDigitApart != null) {
            return firstDigitApart;
        }
        // a day's two digits read as two words (Germany's 12.08.1983 read 1 2 .08. 1983: a 1's side bearings)
        int until = Math.min(words.size(), index + (dayDigits(line, index) ? 4 : 3));
        StringBuilder text = new StringBuilder(words.get(index).text());
        for (int end = index + 1; end < until; end++) {
            PrintedWord last = words.get(end - 1);
            PrintedWord next = words.get(end);
            // a day, then month and year, the separator after the day lost (Slovenia's 28.06.1985 read 28 06.1985)
            Matcher monthAndYear = MONTH_AND_YEAR.matcher(next.text());
            boolean dayLostItsSeparator = text.toString().matches("[0-9]{1,2}") && monthAndYear.matches();
            // a separator between them, read with either word or lost, or a year after a day and month, stands
            // further apart
            boolean apart = last.text().matches(".*[0-9][/.\\-]") || next.text().matches("[/.\\-][0-9].*")
                    || dayLostItsSeparator || yearAfterDayAndMonth(last, next);
            if (next.left() - last.right() >= (apart ? 1.5 : 0.6) * line.height()
                    || FrontDates.date(next.text(), order, today) != null) {
                return null;
            }
            if (dayLostItsSeparator) {
                text.append(monthAndYear.group(1));
            }
            text.append(next.text());
            if (FrontDates.date(text.toString(), order, today) != null) {
                return PrintedWord.spanning(text.toString(), words.subList(index, end + 1));
            }
        }
        return null;
    }

    /**
     * The date whose first part's first digit was read as a word of its own, close before the rest, itself a date
     * with one digit first (Washington's 11/22/1965 read 1 1/22/1965: a 1's side bearings read as a gap); null where
     * the word is no such digit. Cards print two digits for a day and a month, so the lone digit is the date's.
     */
    static PrintedWord firstDigitApart(Line line, int index, DateOrder order, LocalDate today) {
        List<PrintedWord> words = line.words();
        if (index + 1 >= words.size() || !words.get(index).text().matches("[0-3]")) {
            return null;
        }
        PrintedWord rest = words.get(index + 1);
        String joined = words.get(index).text() + rest.text();
        return rest.text().matches("[0-9][/.\\-].*") && rest.left() - words.get(index).right() <= 0.6 * line.height()
                && FrontDates.date(joined, order, today) != null
                ? PrintedWord.spanning(joined, words.subList(index, index + 2)) : null;
    }

    /** A month and year with the separator between them: the one a lost separator before it was. */
    private static final Pattern MONTH_AND_YEAR = Pattern.compile("[0-9]{1,2}([/.\\-])[0-9]{2,4}");

    /**
     * Whether the word is a day's first digit and the next, close by, its second (a 1's side bearings read as a gap:
     * 1 7 AUG 1958, 1 2 .08. 1983); for numeric dates here and dates with the month's name ({@link NamedDates}).
     */
    static boolean dayDigits(Line line, int index) {
        List<PrintedWord> words = line.words();
        return index + 1 < words.size() && words.get(index).text().matches("[0-3]")
                && words.get(index + 1).text().matches("[0-9]")
                && words.get(index + 1).left() - words.get(index).right() <= 0.6 * line.height();
    }

    /** A day and month (06.12), then a year of four digits. */
    private static boolean yearAfterDayAndMonth(PrintedWord dayAndMonth, PrintedWord year) {
        return dayAndMonth.text().matches("[0-9]{1,2}[/.\\-][0-9]{2}") && year.text().matches("(19|20)[0-9]{2}");
    }
}
