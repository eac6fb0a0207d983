package dev.avs.mrz;

import java.time.LocalDate;
import java.time.YearMonth;

/**
 * The two-digit years of MRZ dates ({@code YYMMDD}), resolved against a given "today".
 * <ul>
 * <li>Birth dates: the most recent past century: {@code 20YY} (in today's century) unless that is after today,
 * then a century earlier. A holder aged 100 or more is therefore read as a child; compare birth dates with
 * {@link ParsedMrz#birthDateMatches}, which ignores the century.</li>
 * <li>Expiry dates: the year in the window (today − 50 years, today + 50 years]. Documents are valid for at most
 * about ten years, so any real expiry (past or future) lands in its true century.</li>
 * </ul>
 * An unreadable date (a month 13, a 30 February, fillers or letters) is a {@link MrzFieldProblem}, never an
 * exception.
 */
final class MrzDates {

    /** Either a date or why there is none. */
    record Resolved(LocalDate date, String problem) {
    }

    static final int EXPIRY_WINDOW_YEARS = 50;

    private MrzDates() {
    }

    static Resolved birth(String yymmdd, LocalDate today) {
        return resolve(yymmdd, today, true);
    }

    static Resolved expiry(String yymmdd, LocalDate today) {
        return resolve(yymmdd, today, false);
    }

    private static Resolved resolve(String text, LocalDate today, boolean birth) {
        if (text.chars().anyMatch(c -> c == '<')) {
            return problem("The date " + text + " is (partly) unknown.");
        }
        if (!text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return problem("The date " + text + " is not in the form YYMMDD.");
        }
        int yy = Integer.parseInt(text.substring(0, 2));
        int month = Integer.parseInt(text.substring(2, 4));
        int day = Integer.parseInt(text.substring(4, 6));
        if (month < 1 || month > 12) {
            return problem("The date " + text + " has month " + month + ".");
        }
        if (day < 1 || day > 31) {
            return problem("The date " + text + " has day " + day + ".");
        }
        int year = today.getYear() / 100 * 100 + yy;
        if (birth) {
            YearMonth candidate = YearMonth.of(year, month);
            if (candidate.atDay(Math.min(day, candidate.lengthOfMonth())).isAfter(today)) {
                year -= 100;
            }
        } else {
            while (year > today.getYear() + EXPIRY_WINDOW_YEARS) {
                year -= 100;
            }
            while (year <= today.getYear() - EXPIRY_WINDOW_YEARS) {
                year += 100;
            }
        }
        YearMonth yearMonth = YearMonth.of(year, month);
        if (day > yearMonth.lengthOfMonth()) {
            return problem("The date " + text + " has day " + day + ", which " + yearMonth + " does not have.");
        }
        return new Resolved(yearMonth.atDay(day), null);
    }

    private static Resolved problem(String message) {
        return new Resolved(null, message);
    }
}
