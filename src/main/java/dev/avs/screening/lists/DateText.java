package dev.avs.screening.lists;

import dev.avs.screening.BirthDate;
import dev.avs.screening.Screening;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;

/** Dates of birth as OFAC and the Consolidated Screening List write them: "12 Mar 1965", "Mar 1965", "1965",
 * "circa 1965", "1960 to 1962", "01 Jan 1960 to 31 Dec 1962", "1965-03-12". */
final class DateText {

    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("jan", 1), Map.entry("feb", 2),
            Map.entry("mar", 3), Map.entry("apr", 4), Map.entry("may", 5), Map.entry("jun", 6), Map.entry("jul", 7),
            Map.entry("aug", 8), Map.entry("sep", 9), Map.entry("oct", 10), Map.entry("nov", 11),
            Map.entry("dec", 12));

    private DateText() {
    }

    /** The date, or null when the text is not one of the known shapes. */
    static BirthDate parse(String raw) {
        String text = raw.strip();
        while (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1).strip();
        }
        try {
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.startsWith("circa ")) {
                BirthDate inner = parse(text.substring(6));
                return inner == null ? null : BirthDate.years(inner.from().getYear(), inner.to().getYear(), true, text);
            }
            int to = lower.indexOf(" to ");
            if (to > 0) {
                BirthDate first = parse(text.substring(0, to));
                BirthDate last = parse(text.substring(to + 4));
                return first == null || last == null ? null
                        : new BirthDate(first.from(), last.to(), false, text);
            }
            if (text.length() == 10 && text.charAt(4) == '-' && text.charAt(7) == '-') {
                return BirthDate.day(LocalDate.parse(text), text);
            }
            String[] parts = text.split("\\s+");
            if (parts.length == 1 && isYear(parts[0])) {
                int year = Integer.parseInt(parts[0]);
                return BirthDate.years(year, year, false, text);
            }
            if (parts.length == 2 && month(parts[0]) != null && isYear(parts[1])) {
                return BirthDate.month(Integer.parseInt(parts[1]), month(parts[0]), text);
            }
            if (parts.length == 3 && parts[0].matches("\\d{1,2}") && month(parts[1]) != null && isYear(parts[2])) {
                return BirthDate.day(LocalDate.of(Integer.parseInt(parts[2]), month(parts[1]),
                        Integer.parseInt(parts[0])), text);
            }
        } catch (DateTimeException | NumberFormatException e) {
            return null;
        }
        return null;
    }

    private static boolean isYear(String text) {
        return text.length() == 4 && text.chars().allMatch(Character::isDigit);
    }

    private static Integer month(String text) {
        return text.length() >= 3 ? MONTHS.get(text.substring(0, 3).toLowerCase(Locale.ROOT)) : null;
    }
}
