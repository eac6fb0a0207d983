package dev.avs.financial;

import com.ibm.icu.text.Transliterator;
import dev.avs.reference.CardNumbers;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a financial document's text says, free of I/O: whether it shows the applicant's name, the dates it prints
 * (the statement's period and issue), and who issued it (its first line). The text itself is kept nowhere: what
 * becomes a detail is masked here ({@link CardNumbers}), where text becomes facts; the dates and the name are read
 * from the text as it is, since masking could take a date's digits.
 */
final class StatementFacts {

    /** How the name was found: the first name in full, or its initial beside the surname ("J. NOWAK"). */
    enum NameMatch { FULL, INITIAL, NONE }

    private static final Object LOCK = new Object();
    private static Transliterator ascii;

    private static final Pattern ISO = Pattern.compile("(?<![0-9])(\\d{4})-(\\d{2})-(\\d{2})(?![0-9])");
    /** 31/10/2026, 31.10.2026, 31-10-2026 (day first: the form banks outside the US print). */
    private static final Pattern NUMERIC = Pattern.compile("(?<![0-9])(\\d{1,2})[./-](\\d{1,2})[./-](\\d{4})(?![0-9])");
    /** 31 Oct 2026, 31 October 2026. */
    private static final Pattern DAY_MONTH = Pattern.compile("(?<![0-9])(\\d{1,2})\\.? ([A-Za-z]{3,9})\\.?,? (\\d{4})(?![0-9])");
    /** Oct 31, 2026, October 31 2026. */
    private static final Pattern MONTH_DAY = Pattern.compile("(?<![A-Za-z])([A-Za-z]{3,9})\\.? (\\d{1,2}),? (\\d{4})(?![0-9])");
    private static final Map<String, Integer> MONTHS = Map.ofEntries(Map.entry("JAN", 1), Map.entry("FEB", 2),
            Map.entry("MAR", 3), Map.entry("APR", 4), Map.entry("MAY", 5), Map.entry("JUN", 6), Map.entry("JUL", 7),
            Map.entry("AUG", 8), Map.entry("SEP", 9), Map.entry("OCT", 10), Map.entry("NOV", 11),
            Map.entry("DEC", 12));

    private StatementFacts() {
    }

    /**
     * Whether every word of the surname and the first given name (or its initial) appear among the text's words,
     * both folded to ASCII capitals (ICU's Any-Latin, Latin-ASCII: "Łukasz Żółć" is "LUKASZ ZOLC").
     */
    static NameMatch name(String text, String firstName, String lastName) {
        List<String> surname = words(lastName);
        List<String> given = words(firstName);
        if (surname.isEmpty() || given.isEmpty()) {
            return NameMatch.NONE;
        }
        Set<String> shown = new HashSet<>(words(text));
        if (!shown.containsAll(surname)) {
            return NameMatch.NONE;
        }
        if (shown.contains(given.getFirst())) {
            return NameMatch.FULL;
        }
        return shown.contains(given.getFirst().substring(0, 1)) ? NameMatch.INITIAL : NameMatch.NONE;
    }

    /** Every date the text prints, in the order found; impossible ones (31/02) left out. */
    static List<LocalDate> dates(String text) {
        List<LocalDate> dates = new ArrayList<>();
        collect(ISO.matcher(text), 1, 2, 3, dates);
        collect(NUMERIC.matcher(text), 3, 2, 1, dates);
        for (Matcher m = DAY_MONTH.matcher(text); m.find(); ) {
            add(m.group(3), month(m.group(2)), m.group(1), dates);
        }
        for (Matcher m = MONTH_DAY.matcher(text); m.find(); ) {
            add(m.group(3), month(m.group(1)), m.group(2), dates);
        }
        return dates;
    }

    /**
     * The first line with a letter in it, at most 80 characters: a statement's header names its bank. It goes into
     * the check's details (stored, shown, sent in callbacks), so a card number printed in it is masked, before the
     * line is cut: a number cut in two would be no card number any more, yet most of one.
     */
    static String issuer(String text) {
        return Arrays.stream(text.split("\\R")).map(String::strip).filter(line -> line.chars().anyMatch(Character::isLetter))
                .findFirst().map(CardNumbers::masked).map(line -> line.length() > 80 ? line.substring(0, 80) : line)
                .orElse(null);
    }

    private static void collect(Matcher m, int year, int month, int day, List<LocalDate> dates) {
        while (m.find()) {
            add(m.group(year), Integer.parseInt(m.group(month)), m.group(day), dates);
        }
    }

    private static void add(String year, Integer month, String day, List<LocalDate> dates) {
        if (month == null) {
            return;
        }
        try {
            LocalDate date = LocalDate.of(Integer.parseInt(year), month, Integer.parseInt(day));
            if (date.getYear() >= 1900) {
                dates.add(date);
            }
        } catch (DateTimeException impossible) {
            // 31/02 or month 13: not a date
        }
    }

    private static Integer month(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return upper.length() < 3 ? null : MONTHS.get(upper.substring(0, 3));
    }

    /** The text's words as ASCII capitals. */
    static List<String> words(String text) {
        if (text == null) {
            return List.of();
        }
        String folded;
        synchronized (LOCK) {
            if (ascii == null) {
                ascii = Transliterator.getInstance("Any-Latin; Latin-ASCII");
            }
            folded = ascii.transliterate(text);
        }
        return Arrays.stream(folded.toUpperCase(Locale.ROOT).split("[^A-Z]+")).filter(w -> !w.isEmpty()).toList();
    }
}
