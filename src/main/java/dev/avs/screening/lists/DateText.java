package dev.avs.screening.lists;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Dates of birth as lists write them: "12 Mar 1965", "Mar 1965", "1965", "circa 1965", "Approximately 1965",
 * "1960 to 1962", "1960-1962", "01 Jan 1960 to 31 Dec 1962", "1965-03-12", "1965-03", and day first
 * "12/03/1965", "3/1965" or with unknown parts as zeros, "00/00/1965" (the UK, Australia).
 */
final class DateText {

    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("jan", 1), Map.entry("feb", 2),
            Map.entry("mar", 3), Map.entry("apr", 4), Map.entry("may", 5), Map.entry("jun", 6), Map.entry("jul", 7),
            Map.entry("aug", 8), Map.entry("sep", 9), Map.entry("oct", 10), Map.entry("nov", 11),
            Map.entry("dec", 12));

    private static final List<String> CIRCA = List.of("circa ", "approximately ", "approx. ", "about ", "c. ",
            "ca. ");
    private static final Pattern SEPARATORS = Pattern.compile("[,;]|\\s+or\\s+", Pattern.CASE_INSENSITIVE);

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
            for (String circa : CIRCA) {
                if (lower.startsWith(circa)) {
                    BirthDate inner = parse(text.substring(circa.length()));
                    return inner == null ? null
                            : BirthDate.years(inner.from().getYear(), inner.to().getYear(), true, text);
                }
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
            if (text.length() == 7 && text.charAt(4) == '-' && isYear(text.substring(0, 4))) {
                return BirthDate.month(Integer.parseInt(text.substring(0, 4)), Integer.parseInt(text.substring(5)),
                        text);
            }
            if (text.length() == 9 && text.charAt(4) == '-' && isYear(text.substring(0, 4))
                    && isYear(text.substring(5))) {
                return BirthDate.years(Integer.parseInt(text.substring(0, 4)), Integer.parseInt(text.substring(5)),
                        false, text);
            }
            if (text.indexOf('/') > 0) {
                return dayFirst(text);
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

    /** "12/03/1965", "3/1965", "00/00/1965", "00/03/1965": day first, zeros or dashes for an unknown part. */
    private static BirthDate dayFirst(String text) {
        String[] parts = text.split("/");
        if (!isYear(parts[parts.length - 1]) || parts.length > 3) {
            return null;
        }
        int year = Integer.parseInt(parts[parts.length - 1]);
        int month = parts.length >= 2 ? number(parts[parts.length - 2]) : 0;
        int day = parts.length == 3 ? number(parts[0]) : 0;
        return parts(year, month, day, false, text);
    }

    private static int number(String part) {
        return part.matches("\\d{1,2}") ? Integer.parseInt(part) : 0;
    }

    /** A date from its parts as XML lists give them; 0 for an unknown month or day. */
    static BirthDate parts(int year, int month, int day, boolean circa, String text) {
        if (year < 1000 || year > 2999 || month < 0 || month > 12) {
            return null;
        }
        try {
            if (circa || month == 0) {
                return BirthDate.years(year, year, circa, text);
            }
            if (day == 0) {
                return BirthDate.month(year, month, text);
            }
            return BirthDate.day(LocalDate.of(year, month, day), text);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /**
     * Every date in a field that holds several ("1945, 1946", "01/01/1969, 1971", "1965-04-29 or 1966-04-29",
     * "12/03/1965 14/03/1966"); the ones that read as none of the known shapes are left out.
     */
    static List<BirthDate> all(String field) {
        List<BirthDate> dates = new ArrayList<>();
        if (field == null) {
            return dates;
        }
        for (String part : SEPARATORS.split(field.replace('\u00a0', ' '))) {
            if (part.isBlank()) {
                continue;
            }
            BirthDate date = parse(part);
            if (date != null) {
                dates.add(date);
                continue;
            }
            for (String word : part.strip().split("\\s+")) {
                BirthDate single = word.indexOf('/') > 0 || word.indexOf('-') > 0 ? parse(word) : null;
                if (single != null) {
                    dates.add(single);
                }
            }
        }
        return dates;
    }

    private static boolean isYear(String text) {
        return text.length() == 4 && text.chars().allMatch(Character::isDigit);
    }

    private static Integer month(String text) {
        return text.length() >= 3 ? MONTHS.get(text.substring(0, 3).toLowerCase(Locale.ROOT)) : null;
    }
}
