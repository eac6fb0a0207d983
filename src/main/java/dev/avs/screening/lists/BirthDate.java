package dev.avs.screening.lists;

import java.time.LocalDate;
import org.springframework.modulith.NamedInterface;

/**
 * A date of birth as lists state it: a day, a month, a year, a range of years or "circa", kept as the earliest
 * and latest possible day plus the original text.
 */
@NamedInterface("lists")
public record BirthDate(LocalDate from, LocalDate to, boolean approximate, String text) {

    /** Years either side of a "circa" year that still count as compatible. */
    static final int CIRCA_YEARS = 2;

    public static BirthDate day(LocalDate day, String text) {
        return new BirthDate(day, day, false, text);
    }

    public static BirthDate month(int year, int month, String text) {
        LocalDate first = LocalDate.of(year, month, 1);
        return new BirthDate(first, first.withDayOfMonth(first.lengthOfMonth()), false, text);
    }

    public static BirthDate years(int fromYear, int toYear, boolean approximate, String text) {
        int widen = approximate ? CIRCA_YEARS : 0;
        return new BirthDate(LocalDate.of(fromYear - widen, 1, 1), LocalDate.of(toYear + widen, 12, 31),
                approximate, text);
    }

    public boolean exactDay() {
        return from.equals(to);
    }

    /** Whether a person born on a day within {@code [queryFrom, queryTo]} could be the one listed. */
    public boolean overlaps(LocalDate queryFrom, LocalDate queryTo) {
        return !queryTo.isBefore(from) && !queryFrom.isAfter(to);
    }
}
