package dev.avs.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as data pages print them: 12.08.1974, 12/08/74, 1974-08-12, 12 AUG 1974, 12 AUGUST/AOUT 74,
 * 20 FEB/FÉV 1979; month names in the languages of ICAO's specimens (English, French, German, Spanish,
 * Italian, Portuguese, Dutch). An OCR's O for 0 and I or l for 1 in the numbers are read as digits.
 */
final class PrintedDates {

    /**
     * A date as printed: day, month and the year's digits as printed (two or four), and the OCR's least
     * confidence in the words it was read from.
     */
    record Printed(int day, int month, String year, String text, int confidence) {
    }

    private static final String NUMBER = "[0-9OI]";
    /** Day, month and year apart by a dot, slash or dash: digits apart by spaces alone are as often numbers. */
    private static final Pattern NUMERIC = Pattern.compile("(?<![0-9A-Z])(" + NUMBER + "{1,2}) ?[./\\-] ?("
            + NUMBER + "{1,2}) ?[./\\-] ?(" + NUMBER + "{4}|" + NUMBER + "{2})(?![0-9])");
    /**
     * Day, month and a four-digit year apart by spaces alone (07 03 1971, as Qatar's page prints it): a date when it
     * is the MRZ's, but digits in groups are as often a personal number, so never a date printed differently.
     */
    private static final Pattern SPACED = Pattern.compile("(?<![0-9A-Z])(" + NUMBER + "{2}) (" + NUMBER + "{2}) ("
            + NUMBER + "{4})(?! ?[0-9])");
    private static final Pattern ISO = Pattern.compile("(?<![0-9])([12][0-9]{3})[.\\-/]([0-9]{2})[.\\-/]([0-9]{2})(?![0-9])");
    /**
     * A bilingual month whose slash the OCR read as other marks (01 JAN/JAN 85 on the Canadian page read JAN-73IAN
     * and JAN“7IAN): its first month is read, but the marks may be any print, so it is never evidence of a
     * difference.
     */
    private static final String MARKED_SLASH = "\\p{L}{3}[^\\p{L}\\s]{1,3}\\p{L}{2,3}";
    /** One month's name, or two apart by a slash or spaces (AUGUST/AOUT, APR AVR). */
    private static final Pattern MONTH_NAMES = Pattern.compile("\\p{L}{3,}[.]?(?:[ /]+\\p{L}{3,}[.]?)?");
    private static final Pattern NAMED = Pattern.compile("(?<![0-9A-Z])(" + NUMBER + "{1,2})[ .]{0,2}("
            + MONTH_NAMES.pattern() + "|" + MARKED_SLASH + ")[ .,]{0,3}(" + NUMBER + "{4}|" + NUMBER + "{2})(?![0-9])");
    /** Quotes and commas an OCR reads around a page's words (“APR, 17,): no part of a date. */
    private static final Pattern NOISE = Pattern.compile("^[“”‘’\"'«»,;:*]+|[“”‘’\"'«»,;:*]+$");

    private PrintedDates() {
    }

    static List<Printed> in(List<PrintedWord> words) {
        StringBuilder joined = new StringBuilder();
        int[] confidence = new int[words.stream().mapToInt(w -> w.text().length() + 1).sum()];
        for (PrintedWord word : words) {
            java.util.Arrays.fill(confidence, joined.length(), joined.length() + word.text().length() + 1,
                    word.confidence());
            joined.append(NOISE.matcher(word.text().toUpperCase(Locale.ROOT)).replaceAll("")).append(' ');
        }
        String text = joined.toString();
        List<Printed> dates = new ArrayList<>();
        Matcher numeric = NUMERIC.matcher(text);
        while (numeric.find()) {
            add(dates, digits(numeric.group(1)), digits(numeric.group(2)), numeric.group(3), numeric, confidence, true);
        }
        Matcher iso = ISO.matcher(text);
        while (iso.find()) {
            add(dates, iso.group(3), iso.group(2), iso.group(1), iso, confidence, true);
        }
        Matcher spaced = SPACED.matcher(text);
        while (spaced.find()) {
            add(dates, digits(spaced.group(1)), digits(spaced.group(2)), spaced.group(3), spaced, confidence, false);
        }
        Matcher named = NAMED.matcher(text);
        while (named.find()) {
            Integer month = MonthNames.month(named.group(2));
            if (month != null) {
                boolean marked = !MONTH_NAMES.matcher(named.group(2)).matches();
                add(dates, digits(named.group(1)), String.valueOf(month), named.group(3), named, confidence, !marked);
            } else if ((month = MonthNames.nearest(named.group(2))) != null) {
                // a month name with one letter misread (WAR for MAR): the MRZ's date when day and year are its
                // too, never evidence that the page prints another
                add(dates, digits(named.group(1)), String.valueOf(month), named.group(3), named, confidence, false);
            }
        }
        return dates;
    }

    /** The field's status: the MRZ's YYMMDD printed, printed with one of day, month and year different, or neither. */
    static Viz.Field field(String name, String yymmdd, List<Printed> dates, boolean expiry) {
        if (yymmdd == null || !yymmdd.matches("[0-9]{6}")) {
            return new Viz.Field(name, Viz.NOT_FOUND, null);
        }
        int yy = Integer.parseInt(yymmdd.substring(0, 2));
        int month = Integer.parseInt(yymmdd.substring(2, 4));
        int day = Integer.parseInt(yymmdd.substring(4, 6));
        Printed near = null;
        for (Printed date : dates) {
            int printedYy = Integer.parseInt(date.year().substring(date.year().length() - 2));
            int same = (date.day() == day ? 1 : 0) + (date.month() == month ? 1 : 0) + (printedYy == yy ? 1 : 0);
            if (same == 3) {
                return new Viz.Field(name, Viz.FOUND, null);
            }
            // an expiry's page also prints the issue date, years earlier and often on the same day and month
            boolean earlierYear = expiry && printedYy != yy && (printedYy - yy + 100) % 100 > 50;
            if (same == 2 && !earlierYear && near == null && date.confidence() >= VizCheck.MIN_CONFIDENCE) {
                near = date;
            }
        }
        return near == null ? new Viz.Field(name, Viz.NOT_FOUND, null)
                : new Viz.Field(name, Viz.MISMATCH, near.text().trim());
    }

    /**
     * @param evidence false for a form that shows the date is printed but never that it is printed differently
     *                 (spaced digits, a misread month): its confidence is 0, below every threshold of a difference
     */
    private static void add(List<Printed> dates, String day, String month, String year, Matcher found,
                            int[] confidence, boolean evidence) {
        try {
            int d = Integer.parseInt(day);
            int m = Integer.parseInt(month);
            String y = digits(year);
            int least = evidence ? 100 : 0;
            for (int i = found.start(); i < found.end() && least > 0; i++) {
                least = Math.min(least, confidence[i]);
            }
            if (d >= 1 && d <= 31 && m >= 1 && m <= 12 && y.chars().allMatch(Character::isDigit)) {
                dates.add(new Printed(d, m, y, found.group(), least));
            }
        } catch (NumberFormatException notADate) {
            // an OCR'd letter where a digit belongs that is no look-alike
        }
    }

    private static String digits(String text) {
        return text.replace('O', '0').replace('I', '1');
    }
}
