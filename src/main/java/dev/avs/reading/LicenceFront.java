package dev.avs.reading;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The fields printed on the front of a driving licence or ID card, found in the words the OCR read there by their
 * labels: AAMVA's numbered fields (1 family name, 2 given names, 3 birth date, 4a issue, 4b expiry, 4d number), the
 * labels states print (DOB, EXP, ISS, LN, FN, DL, DLN, LIC NO, NO.), the EU model's numbered fields (1, 2, 3, 4a,
 * 4b, 5). A value stands right of its label on the same line, or on the line below, starting near the label's left
 * (Alaska's, Colorado's and the District's cards print labels above values). Dates: {@link FrontDates}; the
 * number: {@link FrontNumbers}; names by label: {@link FrontNames}, else above the address: {@link FrontNameBlock}.
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

    static List<FrontFields.Field> fields(List<PrintedWord> words, DateOrder order, LocalDate today) {
        List<Line> lines = lines(words);
        List<Label> labels = labels(lines);
        List<FrontFields.Field> fields = new ArrayList<>();
        FrontDates.dates(lines, labels, order, today, fields);
        FrontNumbers.number(lines, labels, fields);
        FrontNames.names(lines, labels, fields);
        FrontNameBlock.names(lines, labels, fields);
        FrontNames.surnameAbove(lines, fields);
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

    static String labelField(String read) {
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
