package dev.avs.reading;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The fields printed on the front of a driving licence or ID card, found in the words the OCR read there by their
 * labels ({@link FrontLabels}: AAMVA's numbered fields and the labels states print, the EU model's numbered fields,
 * European ID cards' labels in their languages, slashed). A value stands right of its label on the same line, or on
 * the line below, starting near the label's left (Alaska's, Colorado's and the District's cards, and European ID
 * cards, print labels above values). Dates: {@link FrontDates}; the number: {@link FrontNumbers}; names by label:
 * {@link FrontNames}, else above the address: {@link FrontNameBlock}.
 */
final class LicenceFront {

    private LicenceFront() {
    }

    /** The fields of the front read in one or more readings of its words: each from the first reading finding it. */
    static FrontFields parse(List<List<PrintedWord>> readings, DateOrder order, LocalDate today) {
        Map<String, FrontFields.Field> found = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder();
        for (List<PrintedWord> words : readings) {
            // a later reading (the lightest channel's) only adds the fields the earlier ones did not find: read in
            // other pixels, it may read a field the first read rightly at another place or value
            for (FrontFields.Field field : fields(words, order, today)) {
                found.putIfAbsent(field.name(), field);
            }
            for (PrintedWord word : words) {
                text.append(text.isEmpty() ? "" : " ").append(word.text());
            }
        }
        return new FrontFields(List.copyOf(found.values()), text.toString());
    }

    /** The fields a front is read again for when its first reading finds one of them in neither order of dates. */
    private static final List<String> KEY_FIELDS = List.of(FrontFields.SURNAME, FrontFields.DATE_OF_BIRTH,
            FrontFields.EXPIRY_DATE, FrontFields.DOCUMENT_NUMBER);

    /**
     * Whether the words miss a key field however the issuing country orders its dates (a reading does not know the
     * country): surname, birth date, expiry or number.
     */
    static boolean missesKeyField(List<PrintedWord> words, LocalDate today) {
        List<FrontFields.Field> us = fields(words, DateOrder.MONTH_DAY_YEAR, today);
        List<FrontFields.Field> europe = fields(words, DateOrder.DAY_MONTH_YEAR, today);
        return KEY_FIELDS.stream().anyMatch(key -> us.stream().noneMatch(f -> f.name().equals(key))
                && europe.stream().noneMatch(f -> f.name().equals(key)));
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
        FrontNumbers.number(lines, labels, order, fields);
        FrontNames.names(lines, labels, fields);
        FrontNameBlock.names(lines, labels, fields);
        FrontNames.surnameAbove(lines, fields);
        FrontNames.namesAboveBirth(lines, order, today, fields);
        FrontNumbers.unlabelled(lines, order, fields);
        if (order == DateOrder.MONTH_DAY_YEAR) {
            StateNumbers.letterBack(words, fields);
        }
        return fields;
    }

    /** Words grouped into lines by their vertical centres, top to bottom, each left to right. */
    private static List<Line> lines(List<PrintedWord> words) {
        List<List<PrintedWord>> groups = new ArrayList<>();
        List<double[]> centres = new ArrayList<>();
        // the MRZ's words (a card's back or an ID card's front beside it) are the MRZ reader's, never a field's
        words.stream().filter(PrintedWord::placed).filter(w -> !w.text().isBlank() && !w.text().contains("<<"))
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
            // a box the detector found inside another word's, read less sure, is a piece of it (Kansas' 0 inside
            // CARON, from the field number 2 beside it): it would part the words around it
            group.removeIf(w -> group.stream().anyMatch(o -> o != w && o.confidence() > w.confidence()
                    && o.left() <= w.left() && o.right() >= w.right()));
            group.sort(Comparator.comparingInt(PrintedWord::left));
            withoutTitles(group);
            if (group.isEmpty()) {
                continue;
            }
            int height = (int) Math.round(group.stream().mapToInt(PrintedWord::height).average().orElse(1));
            lines.add(new Line(group, group.stream().mapToDouble(w -> (w.top() + w.bottom()) / 2.0).average()
                    .orElse(0), Math.max(1, height)));
        }
        lines.sort(Comparator.comparingDouble(Line::centre));
        return lines;
    }

    /**
     * Academic and other titles printed before a name (Austria's MAG. DR. MUSTERFRAU, 1. Mag. MUSTERFRAU): no part
     * of it. With their period, at a line's start or after its field number or another title.
     */
    private static final java.util.regex.Pattern TITLE = java.util.regex.Pattern.compile(
            "(?i)(MAG|DR|DI|ING|DIPL\\.?-ING|PROF|MMAG|DKFM|BSC|MSC|BA|MA|PHD|MBA)\\.");

    private static void withoutTitles(List<PrintedWord> line) {
        int at = !line.isEmpty() && line.getFirst().text().matches("[0-9]{1,2}[.,]?") ? 1 : 0;
        while (at < line.size() && TITLE.matcher(line.get(at).text()).matches()) {
            line.remove(at);
        }
    }

    /**
     * Labels of one to four words (Date of birth, 1. Family name, 4d DLN), the slashes between their languages
     * aside; the longest first.
     */
    private static List<Label> labels(List<Line> lines) {
        List<Label> labels = new ArrayList<>();
        for (Line line : lines) {
            for (int from = 0; from < line.words().size(); from++) {
                StringBuilder run = new StringBuilder();
                Label found = null;
                int words = 0;
                // a label's words, six at most, and the slashes or dots between its languages (Name / Surname /
                // Nom; Switzerland's Name · Nom · Cognome · Num · Surname)
                for (int to = from; to < line.words().size() && words < 6; to++) {
                    int gap = to > from ? line.words().get(to).left() - line.words().get(to - 1).right() : 0;
                    if (gap > 2 * line.height()) {
                        break;   // another column's label (Croatia's SPOL/ ... DRZAVLJANSTVO/ ... DATUM RODENJA/)
                    }
                    words += FrontLabels.LANGUAGES_APART.matcher(line.words().get(to).text()).matches() ? 0 : 1;
                    run.append(run.isEmpty() ? "" : " ").append(line.words().get(to).text());
                    String field = FrontLabels.labelOf(run.toString());
                    if (FrontLabels.anotherName(run.toString())) {
                        found = null;   // NOM D'USAGE: not the surname's NOM
                        break;
                    }
                    if (FrontLabels.personalNumber(run.toString())) {
                        found = null;   // Personal No.: not the card's No., nor any of its words
                        from = to;
                        break;
                    }
                    // three or more single letters are a title printed spaced out (D R I V E R  L I C E N S E);
                    // nor is a card's kind a label (REAL ID)
                    if (field != null && !(to - from >= 2 && line.words().subList(from, to + 1).stream()
                            .allMatch(w -> w.text().length() == 1))
                            && !(from > 0 && FrontLabels.kindOfCard(line.words().get(from - 1).text()))) {
                        found = new Label(field, line, from, to);
                    }
                }
                if (found != null) {
                    labels.add(found);
                    from = found.to();
                }
            }
        }
        givenNamesLabelledName(lines, labels);
        return labels;
    }

    /**
     * NAME first on its line, where the card labels its surname SURNAME and no given names' label was found: the
     * given names' label (Bulgaria's Име / Name below Фамилия / Surname; alone, NAME may label the whole
     * name).
     */
    private static void givenNamesLabelledName(List<Line> lines, List<Label> labels) {
        boolean surname = labels.stream().anyMatch(l -> l.field().equals(FrontFields.SURNAME) && l.line().words()
                .subList(l.from(), l.to() + 1).stream().anyMatch(w -> key(w.text()).equals("SURNAME")));
        if (!surname || labels.stream().anyMatch(l -> l.field().equals(FrontFields.GIVEN_NAMES))) {
            return;
        }
        for (Line line : lines) {
            if (key(line.words().getFirst().text()).equals("NAME")
                    && labels.stream().noneMatch(l -> l.line() == line && l.from() == 0)) {
                labels.add(new Label(FrontFields.GIVEN_NAMES, line, 0, 0));
            }
        }
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

    /** The capitals a recogniser reads for digits in print, and the digit each stands for. */
    static final Map<Character, Character> DIGIT_LOOK_ALIKES = Map.of('O', '0', 'I', '1', 'S', '5', 'B', '8', 'Z', '2');

    /** The text with the letters OCR reads for digits in print (O, I, l, |, S, B) as those digits. */
    static String digitsFolded(String text) {
        StringBuilder folded = new StringBuilder(text.replace('o', '0').replace('l', '1').replace('|', '1'));
        for (int i = 0; i < folded.length(); i++) {
            char c = folded.charAt(i);
            folded.setCharAt(i, c == 'Z' ? c : DIGIT_LOOK_ALIKES.getOrDefault(c, c));
        }
        return folded.toString();
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
        return java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }
}
