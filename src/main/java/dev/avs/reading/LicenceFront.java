package dev.avs.reading;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fields printed on the front of a driving licence or ID card, found in the words the OCR read there by their
 * labels: AAMVA's numbered fields (1 family name, 2 given names, 3 birth date, 4a issue, 4b expiry, 4d number), the
 * labels states print (DOB, EXP, ISS, LN, FN, DL, DLN, LIC NO, NO.), the EU model's numbered fields (1, 2, 3, 4a,
 * 4b, 5). A value stands right of its label on the same line, or on the line below, starting near the label's left
 * (Alaska's, Colorado's and the District's cards print labels above values). A card that prints its names
 * unlabelled (Alabama's CONNOR / SAMPLE) gives no names: which is the surname is not printed.
 */
final class LicenceFront {

    private static final Set<String> DOB = Set.of("DOB", "3DOB", "DOB3", "D0B", "DATEOFBIRTH", "BIRTH", "3",
            "BIRTHDATE", "3DATEOFBIRTH");
    private static final Set<String> EXPIRY = Set.of("EXP", "4BEXP", "EXPIRES", "4BEXPIRES", "EXPIRATION",
            "EXPIRATIONDATE", "EXPIRY", "4B", "DATEOFEXP", "EXPDATE", "4BEXPIRY");
    private static final Set<String> ISSUE = Set.of("ISS", "4AISS", "ISSUED", "4AISSUED", "ISSUE", "ISSUEDATE",
            "4A", "DATEOFISSUE", "ISSDATE");
    private static final Set<String> NUMBER = Set.of("DL", "DLN", "4DDLN", "4D", "LIC", "LICNO", "4DLICNO", "NO",
            "NUMBER", "4DNUMBER", "IDNO", "4DIDNO", "DLNO", "4DDLNO", "CUSTOMERIDENTIFIER", "LICENSEIDNO",
            "LICENSENO", "DLNUMBER", "LICENSENUMBER", "4DLIC", "5", "ID", "4DID");
    private static final Set<String> SURNAME = Set.of("LN", "1LN", "FAMILYNAME", "1FAMILYNAME", "LASTNAME",
            "1LASTNAME", "SURNAME", "1SURNAME");
    private static final Set<String> GIVEN = Set.of("FN", "2FN", "GIVENNAMES", "2GIVENNAMES", "GIVENNAME",
            "FIRSTNAME", "2FIRSTNAME", "FIRSTMIDDLENAME", "2FIRSTMIDDLENAME", "FIRSTANDMIDDLENAME");
    /** Words that are labels of other fields: a name ends before them. */
    static final Set<String> OTHER_LABELS = Set.of("SEX", "DOB", "EXP", "ISS", "CLASS", "END", "REST",
            "HGT", "WGT", "EYES", "HAIR", "DD", "DL", "DLN", "ID", "NO", "DONOR", "VETERAN", "ADDRESS");

    private static final String DIGIT = "[0-9OoIl|SB]";
    private static final Pattern NUMERIC_DATE = Pattern.compile(
            "(?<!\\d)(" + DIGIT + "{1,2})[/.\\-](" + DIGIT + "{1,2})[/.\\-](" + DIGIT + "{4}|" + DIGIT + "{2})(?![0-9])");
    private static final Pattern YEAR_FIRST = Pattern.compile(
            "(?<!\\d)(" + DIGIT + "{4})[/.\\-](" + DIGIT + "{1,2})[/.\\-](" + DIGIT + "{1,2})(?![0-9])");
    /** One to three digits before a date's own two, at the word's start or after its label. */
    private static final Pattern STRAY_DIGITS = Pattern.compile("^[^0-9]*?[0-9]{1,3}(?=[0-9]{2}[/.\\-][0-9])");
    /** Unlabelled dates are shown but never contradict a typed one: their field is only guessed. */
    private static final double UNLABELLED = 0.75;

    private LicenceFront() {
    }

    /** The fields of the front read in one or more readings of its words: each from the surest reading. */
    static FrontFields parse(List<List<PrintedWord>> readings, DateOrder order, LocalDate today) {
        Map<String, FrontFields.Field> best = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder();
        for (List<PrintedWord> words : readings) {
            for (FrontFields.Field field : fields(words, order, today)) {
                FrontFields.Field before = best.get(field.name());
                if (before == null || field.confidence() > before.confidence()) {
                    best.put(field.name(), field);
                }
            }
            for (PrintedWord word : words) {
                text.append(text.isEmpty() ? "" : " ").append(word.text());
            }
        }
        return new FrontFields(List.copyOf(best.values()), text.toString());
    }

    record Line(List<PrintedWord> words, double centre, int height) {
    }

    record Label(String field, Line line, int from, int to) {

        PrintedWord first() {
            return line.words().get(from);
        }

        PrintedWord last() {
            return line.words().get(to);
        }
    }

    private record DateAt(LocalDate date, Line line, int index, double confidence, String labelled) {
    }

    static List<FrontFields.Field> fields(List<PrintedWord> words, DateOrder order, LocalDate today) {
        List<Line> lines = lines(words);
        List<Label> labels = labels(lines);
        List<FrontFields.Field> fields = new ArrayList<>();
        dates(lines, labels, order, today, fields);
        FrontNumbers.number(lines, labels, fields);
        FrontNames.names(lines, labels, fields);
        FrontNameBlock.names(lines, labels, fields);
        FrontNumbers.unlabelled(lines, fields);
        return fields;
    }

    /** Words grouped into lines by their vertical centres, top to bottom, each left to right. */
    private static List<Line> lines(List<PrintedWord> words) {
        List<List<PrintedWord>> groups = new ArrayList<>();
        List<double[]> centres = new ArrayList<>();
        words.stream().filter(PrintedWord::placed).filter(w -> !w.text().isBlank())
                .sorted(Comparator.comparingDouble(w -> (w.top() + w.bottom()) / 2.0)).forEach(w -> {
                    double c = (w.top() + w.bottom()) / 2.0;
                    for (int i = 0; i < groups.size(); i++) {
                        double h = Math.max(w.height(), centres.get(i)[1]);
                        if (Math.abs(centres.get(i)[0] - c) < Math.max(2, h * 0.45)) {
                            groups.get(i).add(w);
                            return;
                        }
                    }
                    groups.add(new ArrayList<>(List.of(w)));
                    centres.add(new double[] {c, w.height()});
                });
        List<Line> lines = new ArrayList<>();
        for (List<PrintedWord> group : groups) {
            group.sort(Comparator.comparingInt(PrintedWord::left));
            int height = (int) Math.round(group.stream().mapToInt(PrintedWord::height).average().orElse(1));
            lines.add(new Line(group, group.stream().mapToDouble(w -> (w.top() + w.bottom()) / 2.0).average()
                    .orElse(0), Math.max(1, height)));
        }
        lines.sort(Comparator.comparingDouble(Line::centre));
        return lines;
    }

    /** Labels of one to four words (Date of birth, 1. Family name, 4d DLN); the longest first. */
    private static List<Label> labels(List<Line> lines) {
        List<Label> labels = new ArrayList<>();
        for (Line line : lines) {
            for (int from = 0; from < line.words().size(); from++) {
                StringBuilder key = new StringBuilder();
                Label found = null;
                for (int to = from; to < Math.min(line.words().size(), from + 4); to++) {
                    key.append(key(line.words().get(to).text()));
                    String field = labelField(key.toString());
                    // three or more single letters are a title printed spaced out (D R I V E R  L I C E N S E)
                    if (field != null && !(to - from >= 2 && line.words().subList(from, to + 1).stream()
                            .allMatch(w -> w.text().length() == 1))) {
                        found = new Label(field, line, from, to);
                    }
                }
                if (found != null) {
                    labels.add(found);
                    from = found.to();
                }
            }
        }
        return labels;
    }

    private static String labelField(String read) {
        // I read as l (4a lss, 4alssued); a number's 4d read as 4 (4IDNO, 4LIC.NO.)
        String key = read.replaceFirst("^([0-9A-Z]{0,2})LSS", "$1ISS");
        if (key.startsWith("4") && !key.startsWith("4D") && NUMBER.contains("4D" + key.substring(1))) {
            return FrontFields.DOCUMENT_NUMBER;
        }
        // small coloured print read loosely: 3 DOB as VOS, 4a ISS as AAISS, 4b EXP as AVEXP
        // ... and with a stray letter and O read as 0 (3 DOB as 3pDo0B)
        if (DOB.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}(DOB|VOS|VOB|DOS|D0B|D08|DO8)")
                || key.length() <= 6 && key.replace('0', 'O').matches("[0-9][A-Z]?DO{1,2}[B8]")) {
            return FrontFields.DATE_OF_BIRTH;
        } else if (EXPIRY.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}EXP")) {
            return FrontFields.EXPIRY_DATE;
        } else if (ISSUE.contains(key) || key.length() <= 5 && key.matches("[0-9A-Z]{0,2}ISS")
                || key.matches("[0-9A-Z]?[5S][5S]")) {   // ISS read as 5s or 2SS, 4a ISS as 455
            return FrontFields.ISSUE_DATE;
        } else if (NUMBER.contains(key)) {
            return FrontFields.DOCUMENT_NUMBER;
        } else if (SURNAME.contains(key) || "1".equals(key)) {
            return FrontFields.SURNAME;
        } else if (GIVEN.contains(key) || "2".equals(key)) {
            return FrontFields.GIVEN_NAMES;
        }
        return key.length() >= 10 ? longLabel(key) : null;
    }

    /** A long label (2.First&middlename, 1.FAMILY NAME) with one character read wrong, lost or added. */
    private static String longLabel(String key) {
        for (Map.Entry<String, Set<String>> labels : Map.of(FrontFields.SURNAME, SURNAME, FrontFields.GIVEN_NAMES,
                GIVEN, FrontFields.DOCUMENT_NUMBER, NUMBER, FrontFields.DATE_OF_BIRTH, DOB, FrontFields.EXPIRY_DATE,
                EXPIRY, FrontFields.ISSUE_DATE, ISSUE).entrySet()) {
            for (String label : labels.getValue()) {
                if (label.length() >= 10 && oneEditApart(key, label)) {
                    return labels.getKey();
                }
            }
        }
        return null;
    }

    /** Whether one substitution, insertion or deletion makes one string the other. */
    static boolean oneEditApart(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (a.length() == b.length()) {
            return a.substring(Math.min(a.length(), i + 1)).equals(b.substring(Math.min(b.length(), i + 1)));
        }
        return a.length() > b.length() ? a.substring(i + 1).equals(b.substring(i))
                : b.substring(i + 1).equals(a.substring(i));
    }

    private static void dates(List<Line> lines, List<Label> labels, DateOrder order, LocalDate today,
                              List<FrontFields.Field> fields) {
        List<DateAt> dates = new ArrayList<>();
        for (Line line : lines) {
            for (int i = 0; i < line.words().size(); i++) {
                PrintedWord word = line.words().get(i);
                LocalDate date = date(word.text(), order, today);
                PrintedWord next = i + 1 < line.words().size() ? line.words().get(i + 1) : null;
                if (date == null && next != null && next.left() - word.right() < 0.6 * line.height()
                        && date(next.text(), order, today) == null) {
                    // a date the recogniser parted (07/1 5/1958)
                    PrintedWord joined = new PrintedWord(word.text() + next.text(),
                            Math.min(word.confidence(), next.confidence()), word.left(), Math.min(word.top(),
                            next.top()), next.right(), Math.max(word.bottom(), next.bottom()));
                    date = date(joined.text(), order, today);
                    word = date == null ? word : joined;
                }
                if (date == null || key(word.text()).startsWith("REV")
                        || i > 0 && key(line.words().get(i - 1).text()).startsWith("REV")) {
                    continue;   // the card design's revision date (Rev 01-21-2011), no field of the holder's
                }
                String prefix = key(word.text().substring(0, Math.max(0, dateStart(word.text()))));
                String labelled = labelField(prefix);
                if (labelled == null || !labelled.endsWith("date") && !labelled.equals(FrontFields.DATE_OF_BIRTH)) {
                    labelled = labelOf(line, i, lines, labels, true);
                }
                dates.add(new DateAt(date, line, i, word.confidence() / 100.0, labelled));
            }
        }
        List<DateAt> unlabelled = new ArrayList<>();
        for (DateAt d : dates) {
            if (d.labelled() != null && (d.labelled().equals(FrontFields.DATE_OF_BIRTH)
                    || d.labelled().equals(FrontFields.EXPIRY_DATE) || d.labelled().equals(FrontFields.ISSUE_DATE))) {
                put(fields, new FrontFields.Field(d.labelled(), d.date().toString(), d.confidence()));
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
                        put(fields, new FrontFields.Field(FrontFields.DATE_OF_BIRTH, d.date().toString(),
                                d.confidence() * (sure ? 1 : UNLABELLED)));
                        unlabelled.remove(d);
                    });
        }
        if (fields.stream().noneMatch(f -> f.name().equals(FrontFields.EXPIRY_DATE))) {
            unlabelled.stream().filter(d -> d.date().isAfter(today.minusYears(15)))
                    .max(Comparator.comparing(DateAt::date)).ifPresent(d -> {
                        put(fields, new FrontFields.Field(FrontFields.EXPIRY_DATE, d.date().toString(),
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
                    .max(Comparator.comparing(DateAt::date)).ifPresent(d -> put(fields, new FrontFields.Field(
                            FrontFields.ISSUE_DATE, d.date().toString(), d.confidence() * UNLABELLED)));
        }
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
        if (left == null) {
            // a label the line grouping put on another line (a bold value beside small print, two columns offset)
            double gap = Double.MAX_VALUE;
            for (Label label : labels) {
                double g = word.left() - label.last().right();
                if (label.line() != line && sameRow(label.last(), word) && g > -0.5 * h && g < 4 * h && g < gap) {
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
                    && (!dates || isDateField(label.field())) && g < gap) {
                above = label;
                gap = g;
            }
        }
        return above == null ? null : above.field();
    }

    /** Whether two words stand on one row: their boxes overlap by at least half the lower one's height. */
    static boolean sameRow(PrintedWord a, PrintedWord b) {
        int overlap = Math.min(a.bottom(), b.bottom()) - Math.max(a.top(), b.top());
        return overlap >= 0.5 * Math.min(a.height(), b.height());
    }

    /** The words right of a label on its row, whichever line the grouping put them on, left to right. */
    static Line rowAfter(Label label, List<Line> lines) {
        PrintedWord last = label.last();
        List<PrintedWord> row = lines.stream().flatMap(l -> l.words().stream())
                .filter(w -> w.left() > last.right() - last.height() / 2 && sameRow(last, w))
                .sorted(Comparator.comparingInt(PrintedWord::left)).toList();
        return new Line(row, (last.top() + last.bottom()) / 2.0, Math.max(1, label.line().height()));
    }

    /** Whether a word (as {@link #key}) is a label of the card's number. */
    static boolean numberLabel(String key) {
        return NUMBER.contains(key);
    }

    private static boolean isDateField(String field) {
        return field.equals(FrontFields.DATE_OF_BIRTH) || field.equals(FrontFields.EXPIRY_DATE)
                || field.equals(FrontFields.ISSUE_DATE);
    }

    static void put(List<FrontFields.Field> fields, FrontFields.Field field) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(field.name())) {
                if (field.confidence() > fields.get(i).confidence()) {
                    fields.set(i, field);
                }
                return;
            }
        }
        fields.add(field);
    }

    private static int dateStart(String text) {
        Matcher m = YEAR_FIRST.matcher(text);
        if (m.find()) {
            return m.start();
        }
        m = NUMERIC_DATE.matcher(text);
        if (m.find()) {
            return m.start();
        }
        Matcher stray = STRAY_DIGITS.matcher(text);
        return stray.find() ? stray.end() + dateStart(text.substring(stray.end())) : 0;
    }

    /** The date a word prints in the country's order (year-first dates in any), null when it prints none. */
    static LocalDate date(String text, DateOrder order, LocalDate today) {
        Matcher m = YEAR_FIRST.matcher(text);
        if (m.find()) {
            return valid(n(m.group(1)), n(m.group(2)), n(m.group(3)), today);
        }
        m = NUMERIC_DATE.matcher(text);
        if (!m.find()) {
            // a stray digit or two run into the date's front (Georgia's 3 DOB read 802/22/1954)
            Matcher stray = STRAY_DIGITS.matcher(text);
            return stray.find() ? date(text.substring(stray.end()), order, today) : null;
        }
        int a = n(m.group(1));
        int b = n(m.group(2));
        int year = n(m.group(3));
        if (m.group(3).length() == 2) {
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
        return Integer.parseInt(digitsFolded(digits));
    }

    /** The text with the letters OCR reads for digits in print (O, I, l, |, S, B) as those digits. */
    static String digitsFolded(String text) {
        return text.replace('O', '0').replace('o', '0').replace('I', '1').replace('l', '1').replace('|', '1')
                .replace('S', '5').replace('B', '8');
    }

    /** Letters and digits only, upper case, look-alikes folded to digits: how numbers are compared. */
    static String numberFolded(String text) {
        return digitsFolded(numberText(text).replace("-", "")).replace('Z', '2');
    }

    /**
     * A number's characters as printed: upper case, letters, digits and hyphens; a dollar or section sign is the S
     * the OCR took it for (S12345678 read $12345678).
     */
    static String numberText(String text) {
        return text.replace('$', 'S').replace('§', 'S').toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9\\-]", "");
    }

    /** Upper-case letters, every other run of characters one space. */
    static String letters(String text) {
        return java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toUpperCase(Locale.ROOT).replaceAll("[^A-Z]+", " ").trim();
    }

    /** The same word, or one letter substituted in a word of six or more. */
    static boolean near(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        if (a.length() != b.length() || a.length() < 6) {
            return false;
        }
        int differ = 0;
        for (int i = 0; i < a.length(); i++) {
            differ += a.charAt(i) == b.charAt(i) ? 0 : 1;
        }
        return differ <= 1;
    }

    /** A word as a label is compared: upper-case letters and digits only. */
    static String key(String text) {
        return text.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }
}
