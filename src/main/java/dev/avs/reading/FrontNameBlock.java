package dev.avs.reading;

import dev.avs.reading.LicenceFront.Label;
import dev.avs.reading.LicenceFront.Line;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The holder's names where a card prints them without labels or with field numbers the OCR lost: the one or two
 * lines of capitals just above the address (a street line, then a city line ending in a ZIP or a Canadian postal
 * code), starting where it starts. Every US state card and most Canadian ones print name then address this way.
 * Which line is the surname: the first of two, as AAMVA numbers them (1 family name above 2 given names) and as
 * most states print them even unnumbered (Missouri, New Jersey, New York, Ohio; Alabama and Florida print the given
 * names first); one line is given names then surname (Michigan's JOHN Q. PUBLIC), or surname, given names after a
 * comma (Nebraska's SAMPLE, CARON LYNN). Where no address stands below them (British Columbia), the name lines
 * beside and above the birth date's label, the rows' first parts. A guessed order is
 * safe for the DOCUMENT check: a typed name printed anywhere on the front is never contradicted.
 */
final class FrontNameBlock {

    /**
     * A city line's end: a US state and ZIP (AL 36104-1234, run together or with a digit misread as OCR reads it:
     * LINCOLN.NE685M1-0000) or a Canadian postal code.
     */
    private static final Pattern CITY_LINE = Pattern.compile(
            "([A-Z]{2}[ ,.]{0,2}[0-9][0-9A-Z]{4}(-?[0-9]{4})?|[A-Z][0-9][A-Z]\\s?[0-9][A-Z][0-9])$");
    /** A city line's end as printed: a state of its own and a ZIP or ZIP+4 (OKLAHOMA CITY, OK 73111-0000). */
    private static final Pattern STATE_AND_ZIP = Pattern.compile("(^|[ ,.])[A-Z]{2},? [0-9]{5}(-[0-9]{4})?$");
    /**
     * A street line's start, after the address's field number 8 if read: a house number (its zeros and ones may be
     * read as O, I or B: North Dakota's 6OB for 608), rural route or box.
     */
    private static final Pattern STREET_LINE = Pattern.compile("^(8\\s)?([0-9][0-9OIB]*[A-Z]?\\b|[0-9]+[A-Z]{3,}|RR\\b|PO\\b"
            + "|P\\.?O\\.?\\sBOX|APT|UNIT|SUITE|#)");
    /** A street's type as a line ends with it (123 MAIN ST., 600 NEW LONDON AVE). */
    private static final String STREET_TYPE = "\\b(STREET|ST|AVE|AVENUE|DRIVE|DR|ROAD|RD|LANE|LN|BLVD|WAY|COURT|CT"
            + "|PLACE|PL|HWY|CIRCLE|CIR)\\.?";
    /** A street line that says so itself (the city line below it not read: Tennessee's 123 MAIN STREET). */
    private static final Pattern STREET_NAMED = Pattern.compile("^(8\\s)?[0-9]+\\s?\\p{Lu}.*" + STREET_TYPE
            + "$|^(8\\s)?[0-9]+\\p{Lu}+STREET");
    /**
     * A street line whose house number the OCR lost in the background print (Rhode Island's 600 NEW LONDON AVE read
     * COO NEW LONDON AVE): a street's type last; taken only with the city line right below it.
     */
    private static final Pattern STREET_TYPE_LAST = Pattern.compile(STREET_TYPE + "$");
    private static final Pattern SECOND_STREET_LINE = Pattern.compile("^(APT|UNIT|SUITE|#)");
    /** Below this confidence a word beside a name is no part of it, but print the recogniser guessed at. */
    private static final int JUNK = 30;
    /** A field number read before a name (1, 2, 1., 2,). */
    private static final Pattern FIELD_NUMBER = Pattern.compile("[12][.,]?");
    /** A name's word with one 1 before or among capitals: an I, not a field number (1AM, W1LLIAM; not 1SAMPLE, 12). */
    private static final Pattern ONE_FOR_I = Pattern.compile("(?=[^1]*1[^1]*$)(1\\p{Lu}{1,3}|\\p{Lu}+1\\p{Lu}+)[,.]?");
    /** Both names' field numbers before one line (1,2 or 1.2), alone or run into the name. */
    private static final Pattern BOTH_NUMBERS = Pattern.compile("^1[.,]2[.,]?(?=\\p{Lu}{2,}|$)");

    private FrontNameBlock() {
    }

    /** Adds the names above the address where the labels gave none. */
    static void names(List<Line> lines, List<Label> labels, List<FrontFields.Field> fields) {
        boolean surname = fields.stream().anyMatch(f -> f.name().equals(FrontFields.SURNAME));
        boolean given = fields.stream().anyMatch(f -> f.name().equals(FrontFields.GIVEN_NAMES));
        if (surname && given) {
            return;
        }
        List<List<PrintedWord>> block = block(lines, labels);
        if (block.isEmpty()) {
            return;
        }
        List<List<PrintedWord>> parts = block.size() == 2 ? twoLines(block)
                : oneLine(block.getFirst());
        if (parts.size() == 2 && block.size() == 2 && Signature.endsWithSecond(lines, text(parts.get(0)),
                text(parts.get(1)))) {
            parts = List.of(parts.get(1), parts.get(0));   // the given names printed first, as signed
        }
        if (parts.isEmpty()) {
            return;
        }
        if (!surname) {
            LicenceFront.put(fields, FrontNames.name(FrontFields.SURNAME, "", parts.getFirst(), 100));
        }
        if (!given) {
            List<PrintedWord> names = parts.get(1);
            // a generational suffix after the given names (CONNOR MICHAEL JR) is none of them
            if (names.size() > 1 && FrontNames.SUFFIXES.contains(LicenceFront.key(names.getLast().text()))) {
                names = names.subList(0, names.size() - 1);
            }
            LicenceFront.put(fields, FrontNames.name(FrontFields.GIVEN_NAMES, "", names, 100));
        }
    }

    /** The name lines above the address, top first, their field numbers left out; empty when none is found. */
    private static List<List<PrintedWord>> block(List<Line> lines, List<Label> labels) {
        List<List<PrintedWord>> block = List.of();
        for (int street = 1; street < lines.size() && block.isEmpty(); street++) {
            if (address(lines, street)) {
                block = above(lines, top(lines, street), true, false);
            }
        }
        // a street line that prints no house number (Oklahoma's specimen: SAMPLE CARD/ NOT A DL), the city line
        // below it: the names above them
        for (int street = 1; street + 1 < lines.size() && block.isEmpty(); street++) {
            if (STATE_AND_ZIP.matcher(text(lines.get(street + 1).words())).find()
                    && aligned(lines.get(street), lines.get(street + 1)) && nameWords(lines.get(street)) == null) {
                block = above(lines, street, true, false);
            }
        }
        // no address just below them (British Columbia's cards: the names across the card's top, the address beside
        // the photo or at the card's foot): the names beside the birth date's label or just above it
        for (Label label : labels) {
            if (block.isEmpty() && label.field().equals(FrontFields.DATE_OF_BIRTH)) {
                block = above(lines, lines.indexOf(label.line()), false, true);
            }
        }
        return block;
    }

    /**
     * Whether a street line stands here: the city line right below it, or below a second address line (Vermont's
     * ADDRESS LINE2).
     */
    private static boolean address(List<Line> lines, int street) {
        return STREET_LINE.matcher(text(lines.get(street).words())).find()
                && (cityAt(lines, street + 1) || cityAt(lines, street + 2)
                && !STREET_LINE.matcher(text(lines.get(street + 1).words())).find()
                && !STREET_TYPE_LAST.matcher(text(lines.get(street + 1).words())).find()
                && aligned(lines.get(street), lines.get(street + 1)))
                || STREET_NAMED.matcher(text(lines.get(street).words())).find()
                || STREET_TYPE_LAST.matcher(text(lines.get(street).words())).find() && cityAt(lines, street + 1)
                && aligned(lines.get(street), lines.get(street + 1));
    }

    /** The address's first line: a second street line (APT 1) below the first is part of it. */
    private static int top(List<Line> lines, int street) {
        return SECOND_STREET_LINE.matcher(text(lines.get(street).words())).find()
                && STREET_LINE.matcher(text(lines.get(street - 1).words())).find()
                && aligned(lines.get(street - 1), lines.get(street)) ? street - 1 : street;
    }

    /**
     * The one or two name lines just above line {@code top} (and in its own first part, {@code beside}), top
     * first: {@code withTop} aligned with it, else the rows' first parts aligned with each other.
     */
    private static List<List<PrintedWord>> above(List<Line> lines, int top, boolean withTop, boolean beside) {
        List<List<PrintedWord>> block = new ArrayList<>();
        Line below = lines.get(top);
        for (int i = beside ? top : top - 1; i >= 0 && block.size() < 2; i--) {
            Line line = withTop ? lines.get(i) : firstPart(lines.get(i));
            // the address may stand a blank line below the names (Texas)
            if (below.centre() - line.centre() > (block.isEmpty() ? 3 : 2.4) * below.height()) {
                break;
            }
            if (!aligned(line, below) && (withTop || !block.isEmpty())) {
                continue;   // print elsewhere on the card at about that height (New York's SAMPLE watermark)
            }
            if (block.isEmpty() && line.words().stream().allMatch(w -> w.confidence() < JUNK)) {
                below = line;   // background print guessed at between the names and the address (Virginia's 4AA)
                continue;
            }
            if (block.isEmpty() && line.words().stream()
                    .allMatch(w -> w.text().chars().anyMatch(Character::isLowerCase))) {
                below = line;   // the address's label printed small in mixed case above it (Virginia's Address)
                continue;
            }
            List<PrintedWord> name = nameWords(line);
            if (name == null && withTop) {
                // the name's column of a row whose other column holds labels (Wyoming's 2. TINA A ... 9a. Endors)
                name = nameWords(firstPart(line));
            }
            if (name == null && i == top) {
                continue;   // the label's own row holds no name before it
            }
            if (name == null) {
                break;
            }
            block.addFirst(name);
            below = line;
        }
        return block;
    }

    /** The line's words up to the first wide blank (three print heights): the first column's part of the row. */
    private static Line firstPart(Line line) {
        List<PrintedWord> words = line.words();
        int end = 1;
        while (end < words.size() && words.get(end).left() - words.get(end - 1).right() < 3 * line.height()) {
            end++;
        }
        return end == words.size() ? line : new Line(words.subList(0, end), line.centre(), line.height());
    }

    /** Whether the city line stands here, alone on its row or in its first column (Wyoming's ... 12.Restr beside). */
    private static boolean cityAt(List<Line> lines, int index) {
        return index < lines.size() && (CITY_LINE.matcher(text(lines.get(index).words())).find()
                || CITY_LINE.matcher(text(firstPart(lines.get(index)).words())).find());
    }

    /** The line's words when it is a name alone (capitals, no digit, no label), its field number left out. */
    private static List<PrintedWord> nameWords(Line line) {
        List<PrintedWord> words = new ArrayList<>();
        for (PrintedWord w : line.words()) {
            if (w.confidence() < JUNK && line.words().size() > 1) {
                continue;   // a guess at background print beside the name (Vermont's POEUUR at 0.13)
            }
            // names parted by a comma without a space (Virginia's JUSTIN,WILLIAM)
            String[] parts = w.text().split(",(?=\\p{L})");
            for (int i = 0; i < parts.length; i++) {
                words.add(w.withText(parts[i] + (i < parts.length - 1 ? "," : "")));
            }
        }
        if (words.isEmpty()) {
            return null;   // background print guessed at, every word of it
        }
        String first = words.getFirst().text();
        if (BOTH_NUMBERS.matcher(first).lookingAt() && (words.size() > 1 || first.length() > 4)) {
            // Ohio's 1,2 DOE JANE (read 1.2DOE JANE): the family name's and the given names' numbers together, the
            // family name first, as a comma after it says
            String rest = BOTH_NUMBERS.matcher(first).replaceFirst("");
            if (rest.isEmpty()) {
                words.removeFirst();
            } else {
                words.set(0, words.getFirst().withText(rest));
            }
            if (words.size() > 1 && !words.getFirst().text().endsWith(",")) {
                words.set(0, words.getFirst().withText(words.getFirst().text() + ","));
            }
        } else if (words.size() > 1 && (FIELD_NUMBER.matcher(words.getFirst().text()).matches()
                || words.getFirst().text().length() == 1 && words.getFirst().confidence() < 50)) {
            // a field number, or one the recogniser guessed a letter for (Vermont's 1 read E at 0.40): an initial
            // stands after the given names, never first
            words.removeFirst();
        } else if (words.getFirst().text().matches("[12][.,]?\\p{Lu}{2,}.*")) {
            words.set(0, words.getFirst().withText(words.getFirst().text().replaceFirst("^[12][.,]?", "")));
        }
        for (int i = 0; i < words.size(); i++) {
            if (ONE_FOR_I.matcher(words.get(i).text()).matches()) {
                // an I read as a one beside capitals (Rhode Island's I AM read 1AM)
                words.set(i, words.get(i).withText(words.get(i).text().replace('1', 'I')));
            }
        }
        boolean afterSurname = false;
        for (PrintedWord w : words) {
            String letters = w.text().replaceAll("[,.]$", "");
            // the given names in small letters after the surname in capitals and its comma (Alberta's SAMPLE, Sam)
            boolean given = afterSurname && letters.matches("\\p{Lu}[\\p{Ll}'\\-]+");
            afterSurname |= w.text().matches("\\p{Lu}[\\p{Lu}'\\-]+,");
            if (!given && !letters.matches("\\p{Lu}[\\p{Lu}'\\-]*") || FrontLabels.OTHER_LABELS.contains(letters)
                    || FrontLabels.fieldLabel(letters)) {
                // a line of labels (VORNAME(N) - FIRST NAME(S), DATE OF BIRTH), no name; a specimen's FIRST MIDDLE is
                return null;
            }
        }
        return words.isEmpty() || words.size() > 4 ? null : words;
    }

    /** Whether two lines start within a character or two of each other (a field number may stand before one). */
    private static boolean aligned(Line a, Line b) {
        int h = Math.max(a.height(), b.height());
        return Math.abs(start(a) - start(b)) < 2 * h;
    }

    private static int start(Line line) {
        List<PrintedWord> words = line.words();
        return words.size() > 1 && FIELD_NUMBER.matcher(words.getFirst().text()).matches() ? words.get(1).left()
                : words.getFirst().left();
    }

    /** Surname words, then given names' words: the surname on the first line of two. */
    private static List<List<PrintedWord>> twoLines(List<List<PrintedWord>> block) {
        return block;
    }

    /** JOHN Q. PUBLIC: the last word the surname; PUBLIC, JOHN Q: the words before the comma. */
    private static List<List<PrintedWord>> oneLine(List<PrintedWord> line) {
        for (int i = 0; i < line.size() - 1; i++) {
            if (line.get(i).text().endsWith(",")) {
                return List.of(line.subList(0, i + 1), line.subList(i + 1, line.size()));
            }
        }
        return line.size() < 2 ? List.of() : List.of(line.subList(line.size() - 1, line.size()),
                line.subList(0, line.size() - 1));
    }

    private static String text(List<PrintedWord> words) {
        StringBuilder text = new StringBuilder();
        words.forEach(w -> text.append(text.isEmpty() ? "" : " ").append(w.text()));
        return text.toString().toUpperCase(Locale.ROOT);
    }
}
