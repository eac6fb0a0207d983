package dev.avs.reading;

import dev.avs.reading.LicenceFront.Line;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates a card's front prints with the month's name, in one word or up to four: 1982-Jan-04 (British Columbia),
 * 14 MAR 1987 (Sweden), 04JAN82, JAN 04, 1982. The month names the order, so the country's does not matter.
 */
final class NamedDates {

    /** A month's name, or two in two languages with a slash between (Norway's 23 APR /APR 56). */
    private static final String MONTH = "(\\p{L}{3,}(?: ?/ ?\\p{L}{3,})?)\\.?";
    private static final Pattern YEAR_FIRST = Pattern.compile(
            "(?<![0-9])([12][0-9]{3})[-/. ]{0,2}" + MONTH + "[-/. ]{0,2}([0-9]{1,2})(?![0-9])");
    private static final Pattern DAY_FIRST = Pattern.compile(
            "(?<![0-9])([0-9]{1,2})[-/. ]{0,2}" + MONTH + "[-/., ]{0,2}([0-9]{4}|[0-9]{2})(?![0-9])");
    private static final Pattern MONTH_FIRST = Pattern.compile(
            "(?<!\\p{L})" + MONTH + " ?([0-9]{1,2}), ?([12][0-9]{3})(?![0-9])");

    private NamedDates() {
    }

    private record Found(LocalDate date, int start, int end, boolean guessed) {
    }

    /** The date the text prints with a month's name, null when it prints none. */
    static LocalDate date(String text, LocalDate today) {
        Found found = find(text, today);
        return found == null ? null : found.date();
    }

    /** Where in the text that date starts, -1 when it prints none. */
    static int start(String text, LocalDate today) {
        Found found = find(text, today);
        return found == null ? -1 : found.start();
    }

    /**
     * Whether the month was read a letter off (2004-Oet-28): the date is shown, less sure, since a misread month
     * is a guess.
     */
    static boolean guessed(String text, LocalDate today) {
        Found found = find(text, today);
        return found != null && found.guessed();
    }

    /**
     * The word at {@code index} and up to three after it, close together, joined with spaces when together they
     * print a date with its month's name starting in the first (14 MAR 1987, 23 APR /APR 56); null when they do not.
     * A day's two digits read as two words, side by side, are one day (the Permanent Resident Card's 1 7 AUG 1958:
     * a 1's side bearings read as a gap), and its second digit starts no date.
     */
    static PrintedWord joined(Line line, int index, LocalDate today) {
        if (index > 0 && dayInTwoWords(line, index - 1, today) != null) {
            return null;
        }
        PrintedWord day = dayInTwoWords(line, index, today);
        return day != null ? day : joined(line, index, index + 1, line.words().get(index).text(), today);
    }

    private static PrintedWord dayInTwoWords(Line line, int index, LocalDate today) {
        List<PrintedWord> words = line.words();
        return DateWords.dayDigits(line, index)
                ? joined(line, index, index + 2, words.get(index).text() + words.get(index + 1).text(), today) : null;
    }

    /** The words from {@code index} on as one date: {@code first} (the words before {@code from}), up to three more. */
    private static PrintedWord joined(Line line, int index, int from, String first, LocalDate today) {
        List<PrintedWord> words = line.words();
        StringBuilder text = new StringBuilder(first);
        // a day, its month in one or two languages, a year: four words at most
        for (int end = from; end < Math.min(words.size(), from + 3); end++) {
            if (words.get(end).left() - words.get(end - 1).right() > 1.2 * line.height()) {
                return null;
            }
            text.append(' ').append(words.get(end).text());
            Found found = find(text.toString(), today);
            if (found != null && found.start() < first.length() && found.end() > first.length() && !found.guessed()) {
                return PrintedWord.spanning(text.toString(), words.subList(index, end + 1));
            }
        }
        return null;
    }

    private static Found find(String text, LocalDate today) {
        Matcher m = YEAR_FIRST.matcher(text);
        while (m.find()) {
            Found found = found(m, m.group(3), m.group(2), m.group(1), today);
            if (found != null) {
                return found;
            }
        }
        m = DAY_FIRST.matcher(text);
        while (m.find()) {
            Found found = found(m, m.group(1), m.group(2), m.group(3), today);
            if (found != null) {
                return found;
            }
        }
        m = MONTH_FIRST.matcher(text);
        while (m.find()) {
            Found found = found(m, m.group(2), m.group(1), m.group(3), today);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static Found found(Matcher m, String day, String monthName, String year, LocalDate today) {
        Integer month = MonthNames.month(monthName);
        boolean guessed = false;
        if (month == null && !m.group().contains(" ")) {
            // a letter of the month misread, in a word of its own (2004-Oet-28): the nearest month, if only one
            month = MonthNames.nearest(monthName);
            guessed = true;
        }
        if (month == null) {
            return null;
        }
        int y = Integer.parseInt(year);
        if (year.length() == 2) {
            y += y <= today.getYear() % 100 + 20 ? 2000 : 1900;
        }
        if (y < 1900 || y > today.getYear() + 30) {
            return null;
        }
        try {
            return new Found(LocalDate.of(y, month, Integer.parseInt(day)), m.start(), m.end(), guessed);
        } catch (DateTimeException e) {
            return null;
        }
    }
}
