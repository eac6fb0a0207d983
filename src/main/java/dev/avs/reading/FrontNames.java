package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The holder's names on a licence's or ID card's front ({@link LicenceFront}): after a name label (LN, FN, Family
 * name, ...), beside it or below it, run into it (LNSAMPLE), or numbered (AAMVA's 1 and 2, only as a pair: a lone 1
 * is an address's house number), in capitals, a suffix after a comma left out.
 */
final class FrontNames {

    /** Words that start another of the holder's names on the line below one: born (geb., née), married, widowed. */
    private static final Set<String> OTHER_NAMES = Set.of("GEB", "NEE", "EP", "EPOUSE", "VVE", "VEUVE");

    /** A surname's particles, printed in small letters where the name is in mixed case (van Bourgondie). */
    private static final Set<String> PARTICLES = Set.of("van", "von", "der", "den", "de", "da", "di", "du", "del",
            "dos", "das", "le", "la", "ten", "ter", "zu");

    /**
     * A specimen's overprint, no one's name (the US passport card's EXEMPLAR across its Surname label). Not SAMPLE or
     * SPECIMEN: specimens print those as the holder's surname.
     */
    private static final Set<String> OVERPRINTS = Set.of("EXEMPLAR", "VOID");

    /** A name's generational suffix, after a comma. */
    static final Set<String> SUFFIXES = Set.of("JR", "SR", "II", "III", "IV");

    private FrontNames() {
    }

    static void names(List<Line> lines, List<Label> labels, List<FrontFields.Field> fields) {
        for (Label label : labels) {
            String key = LicenceFront.key(label.first().text());
            if (!label.field().equals(FrontFields.SURNAME) && !label.field().equals(FrontFields.GIVEN_NAMES)
                    || label.from() == label.to() && (key.equals("1") || key.equals("2"))) {
                continue;   // bare numbers: below, in pairs
            }
            Line line = label.line();
            List<PrintedWord> value = nameAt(line, label.to() + 1, label.last().right());
            for (Line below : lines) {
                double g = below.centre() - line.centre();
                if (value.isEmpty() && g > 0.3 * line.height() && g < 2.6 * line.height()) {
                    for (int i = 0; i < below.words().size() && value.isEmpty(); i++) {
                        if (Math.abs(below.words().get(i).left() - label.first().left()) < 3 * line.height()) {
                            value = nameAt(below, i, below.words().get(i).left());
                            List<PrintedWord> more = value.isEmpty() ? value : wrapped(value, below, lines, labels);
                            if (FrontLabels.bothNames(label.first().text()) && more.size() > value.size()) {
                                // AAMVA's 1,2 Name: the family name on the first line, the given names below it
                                LicenceFront.put(fields, name(FrontFields.GIVEN_NAMES, "",
                                        more.subList(value.size(), more.size()), 100));
                            } else {
                                value = more;
                            }
                        }
                    }
                }
            }
            value = value.isEmpty() ? MarkedValues.name(label, lines) : value;
            if (!value.isEmpty()) {
                LicenceFront.put(fields, name(label.field(), "", value, 100));
            }
        }
        for (Line line : lines) {
            // a label run into its value (LNSAMPLE, FNALEXANDER: California), or a numbered name (1 SAMPLE, 2NICK)
            PrintedWord first = line.words().getFirst();
            String text = first.text().toUpperCase(Locale.ROOT).replaceAll("^([12])[.,]", "$1");
            for (String[] prefix : new String[][] {{"LN", FrontFields.SURNAME}, {"FN", FrontFields.GIVEN_NAMES},
                    {"1", FrontFields.SURNAME}, {"2", FrontFields.GIVEN_NAMES}}) {
                if (!text.startsWith(prefix[0]) || Character.isDigit(prefix[0].charAt(0)) && !paired(line, lines)) {
                    continue;   // a lone 1 is an address's house number (1 WONDERFUL DRIVE), not field 1
                }
                String rest = text.substring(prefix[0].length()).replace(",", "");
                if (rest.isEmpty() && Character.isDigit(prefix[0].charAt(0))) {
                    // a speck read between the number and the name (France's 1 8 MARTIN: the 8 at 0.36)
                    int start = line.words().size() > 2 && line.words().get(1).text().length() == 1
                            && line.words().get(1).confidence() < 50 ? 2 : 1;
                    List<PrintedWord> value = nameAt(line, start, line.words().get(start - 1).right());
                    if (!value.isEmpty() && prefix[0].equals("2")) {
                        value = wrapped(value, line, lines, List.of());   // the UK's 2. SARAH / MEREDYTH
                    }
                    if (!value.isEmpty()) {
                        LicenceFront.put(fields, name(prefix[1], "", value, 100));
                    }
                } else if (rest.matches("\\p{L}[\\p{L}'\\-]+") && !lowerCase(first.text())) {
                    // (not a label in small letters read after a digit: Delaware's Iss read 1ss)
                    LicenceFront.put(fields, name(prefix[1], rest, nameAt(line, 1, first.right()), first.confidence()));
                }
            }
        }
    }

    /**
     * AAMVA prints the family name (1) just above the given names (2): where the recogniser lost its number
     * (Washington's SAMPLE above 2 JOHN A), the line of a name alone right above the numbered given names, starting
     * where they do, is the surname, a little less sure than its words.
     */
    static void surnameAbove(List<Line> lines, List<FrontFields.Field> fields) {
        if (fields.stream().noneMatch(f -> f.name().equals(FrontFields.GIVEN_NAMES))
                || fields.stream().anyMatch(f -> f.name().equals(FrontFields.SURNAME))) {
            return;
        }
        for (Line given : lines) {
            if (!"2".equals(numbered(given))) {
                continue;
            }
            boolean bare = LicenceFront.key(given.words().getFirst().text()).equals("2");
            if (given.words().size() < 2 && (bare || !paired(given, lines))) {
                continue;   // a 2 alone, or a 2NAME no 1 pairs with: no given names to stand above
            }
            int nameLeft = given.words().get(bare ? 1 : 0).left();
            int h = given.height();
            for (Line above : lines) {
                double g = given.centre() - above.centre();
                // its lost 1 may leave a comma or a dot before it (Massachusetts' 1 SOUZA read , SOUZA)
                int from = above.words().size() > 1 && above.words().getFirst().text().matches("[,.]") ? 1 : 0;
                PrintedWord first = above.words().get(from);
                List<PrintedWord> name = nameAt(above, from, first.left());
                if (g > 0.5 * h && g < 2.2 * h && Math.abs(first.left() - nameLeft) < h
                        && !name.isEmpty() && name.size() == above.words().size() - from) {
                    FrontFields.Field surname = name(FrontFields.SURNAME, "", name, 100);
                    LicenceFront.put(fields, new FrontFields.Field(FrontFields.SURNAME, surname.value(),
                            0.9 * surname.confidence()));
                    return;
                }
            }
        }
    }

    /**
     * The EU licence model prints 1 the surname, 2 the given names and 3 the birth date one above the other,
     * starting at one left: where the field numbers were lost (the Netherlands' van Bourgondie / Tamara D above
     * 19.02.1990 Groningen), the two lines of names just above the birth date's are the surname and the given
     * names, a little less sure than their words. Only on cards whose dates are day first.
     */
    static void namesAboveBirth(List<Line> lines, DateOrder order, LocalDate today,
                                List<FrontFields.Field> fields) {
        String born = fields.stream().filter(f -> f.name().equals(FrontFields.DATE_OF_BIRTH))
                .map(FrontFields.Field::value)
                .findFirst().orElse(null);
        if (order != DateOrder.DAY_MONTH_YEAR || born == null
                || fields.stream().anyMatch(f -> f.name().equals(FrontFields.SURNAME)
                || f.name().equals(FrontFields.GIVEN_NAMES))) {
            return;
        }
        for (int i = 2; i < lines.size(); i++) {
            Line line = lines.get(i);
            PrintedWord date = line.words().getFirst();
            if (!born.equals(String.valueOf(FrontDates.date(date.text(), order, today)))) {
                continue;
            }
            Line given = lines.get(i - 1);
            Line surname = lines.get(i - 2);
            int h = line.height();
            List<PrintedWord> givenNames = nameAt(given, 0, given.words().getFirst().left());
            List<PrintedWord> surnames = nameAt(surname, 0, surname.words().getFirst().left());
            // names alone at the line's start (a SPECIMEN overprint may stand far right), not print guessed at
            if (line.centre() - surname.centre() < 5 * h && !givenNames.isEmpty() && !surnames.isEmpty()
                    && Stream.concat(givenNames.stream(), surnames.stream()).allMatch(w -> w.confidence() >= 50)
                    && Math.abs(given.words().getFirst().left() - date.left()) < 1.5 * h
                    && Math.abs(surname.words().getFirst().left() - date.left()) < 1.5 * h) {
                for (FrontFields.Field name : List.of(name(FrontFields.SURNAME, "", surnames, 100),
                        name(FrontFields.GIVEN_NAMES, "", givenNames, 100))) {
                    LicenceFront.put(fields, new FrontFields.Field(name.name(), name.value(), 0.9 * name.confidence()));
                }
            }
            return;
        }
    }

    /** A name from its words (letters, apostrophes and hyphens), as sure as the least sure of them. */
    static FrontFields.Field name(String field, String start, List<PrintedWord> words, int confidence) {
        if (field.equals(FrontFields.GIVEN_NAMES) && words.size() + (start.isEmpty() ? 0 : 1) > 1
                && SUFFIXES.contains(LicenceFront.key(words.getLast().text()))) {
            // a generational suffix after the given names (CONNOR MICHAEL JR, CONNOR M. JR) is none of them
            words = words.subList(0, words.size() - 1);
        }
        StringBuilder name = new StringBuilder(start);
        // a word ending in a hyphen goes on in the next (MAELIS- GAELLE: a double name the recogniser parted)
        words.forEach(w -> name.append(name.isEmpty() || name.toString().endsWith("-") ? "" : " ")
                .append(w.text().replaceAll("[^\\p{L}'\\-]", "")));
        int lowest = Math.min(confidence, words.stream().mapToInt(PrintedWord::confidence).min().orElse(100));
        return new FrontFields.Field(field, name.toString().toUpperCase(Locale.ROOT), lowest / 100.0);
    }

    /** Whether a word's letters are all small: a label's, never a name's (names print in capitals, or capitalised). */
    private static boolean lowerCase(String word) {
        return word.chars().filter(Character::isLetter).allMatch(Character::isLowerCase);
    }

    /** The number a line starts with when it is a numbered name: 1 or 2 alone or run into letters (2NICK). */
    private static String numbered(Line line) {
        String key = LicenceFront.key(line.words().getFirst().text());
        return key.matches("[12]([A-Z]{2,})?") ? key.substring(0, 1) : null;
    }

    /**
     * Whether a numbered name's line has the other just above or below it, left-aligned: 1 above 2, or 2 above 1
     * (Georgia's 2 IMA GEORGIA above 1 SAMPLE).
     */
    private static boolean paired(Line line, List<Line> lines) {
        String number = numbered(line);
        if (number == null) {
            return false;
        }
        int h = line.height();
        for (Line other : lines) {
            double g = Math.abs(other.centre() - line.centre());
            String key = LicenceFront.key(other.words().getFirst().text());
            // the other name's number, or the birth date's 3 below the given names (an EU licence whose 1. was lost),
            // or AAMVA's address, 8, below them (Massachusetts' 1 read as a comma)
            boolean pairs = numbered(other) != null && !number.equals(numbered(other))
                    || number.equals("2") && other.centre() > line.centre() && key.startsWith("3")
                    && FrontLabels.field(key.length() > 1 && Character.isDigit(key.charAt(1)) ? "3" : key) != null
                    || number.equals("2") && other.centre() > line.centre() && key.equals("8")
                    && other.words().size() > 1;
            if (other != line && g > 0.5 * h && g < 2.8 * h && pairs
                    && Math.abs(other.words().getFirst().left() - line.words().getFirst().left()) < 1.5 * h) {
                return true;
            }
        }
        return false;
    }

    /**
     * A name below its label with the next line below it when that starts where the name does and is a name alone,
     * no label (the District's given names THOMAS / ALEXANDER, one a line).
     */
    private static List<PrintedWord> wrapped(List<PrintedWord> value, Line line, List<Line> lines,
                                             List<Label> labels) {
        int h = line.height();
        Line next = lines.stream().filter(l -> l.centre() - line.centre() > 0.5 * h)
                .min(Comparator.comparingDouble(Line::centre)).orElse(null);
        if (next == null || next.centre() - line.centre() >= 2 * h
                || labels.stream().anyMatch(l -> l.line() == next)) {
            return value;
        }
        PrintedWord first = next.words().getFirst();
        if (OTHER_NAMES.contains(LicenceFront.key(first.text()))) {
            return value;   // Germany's MUSTERMANN / GEB. GABLER: the name at birth, another name
        }
        List<PrintedWord> more = nameAt(next, 0, first.left());
        if (Math.abs(first.left() - value.getFirst().left()) < 0.5 * h && !more.isEmpty()
                && more.size() == next.words().size()) {
            if (least(value) < 50 && least(more) >= 90) {
                return more;   // the name in another script above it, read as look-alike Latin (Ukraine's TKAYEHKO)
            }
            List<PrintedWord> joined = new ArrayList<>(value);
            joined.addAll(more);
            return joined;
        }
        return value;
    }

    private static int least(List<PrintedWord> words) {
        return words.stream().mapToInt(PrintedWord::confidence).min().orElse(0);
    }

    /** The words of a name from {@code from} on: letters only, up to another label or a wide gap. */
    static List<PrintedWord> nameAt(Line line, int from, int after) {
        List<PrintedWord> value = new ArrayList<>();
        int right = after;
        int h = line.height();
        for (int i = from; i < line.words().size(); i++) {
            PrintedWord w = line.words().get(i);
            if (!value.isEmpty() && w.text().matches("[-–]") && i + 1 < line.words().size()
                    && line.words().get(i + 1).text().matches("\\p{Lu}[\\p{L}'\\-]*")) {
                // a double name's hyphen printed with spaces (Poland's KRAWCZYK - NOWAK): one word
                PrintedWord next = line.words().get(++i);
                PrintedWord last = value.removeLast();
                value.add(PrintedWord.spanning(last.text() + "-" + next.text(), List.of(last, w, next)));
                right = next.right();
                continue;
            }
            // a field number's period may be read into the name (Delaware's 1 .SAMPLE)
            String letters = w.text().replaceAll("^[.,]|[,.]$", "");
            // names are printed in capitals; a recogniser may read some of them small (morrIs), but a word without
            // one is print of another kind (Date of birth's of)
            if (w.left() - right > (value.isEmpty() ? 4 : 1.5) * h || !letters.matches("\\p{L}[\\p{L}'\\-]*")
                    || letters.chars().noneMatch(Character::isUpperCase) && !PARTICLES.contains(letters)
                    || FrontLabels.OTHER_LABELS.contains(letters.toUpperCase(Locale.ROOT))
                    || OVERPRINTS.contains(letters.toUpperCase(Locale.ROOT))
                    || FrontLabels.labelWord(letters)   // another language's label, no name (Naam / Name)
                    || letters.length() < (value.isEmpty() && !w.text().endsWith(".") ? 2 : 1)) {   // Q. JOHN
                break;
            }
            if (!value.isEmpty() && value.getLast().text().endsWith(",") && SUFFIXES.contains(letters)) {
                break;   // CONNOR M, JR: the suffix is no given name
            }
            value.add(w);
            right = w.right();
        }
        return value;
    }
}
