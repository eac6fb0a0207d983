package dev.avs.reading;

import dev.avs.mrz.CheckDigits;
import dev.avs.mrz.MrzFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns OCR lines into the MRZ they most likely show, using what ICAO 9303 fixes about each position: lines of a
 * known length (a filler run lost or doubled by the OCR is restored), digits where only digits may stand, letters
 * where only letters may, and for fields that mix both (document number, optional data) the look-alike swaps
 * (O/0, I/1, B/8, S/5, Z/2, G/6) that make the field's check digit hold. Nothing is changed that the layout or a
 * check digit does not call for.
 */
final class MrzCorrection {

    /**
     * The corrected lines, the layout, how many of its check digits hold, and whether the text is whole: every
     * line had its characters (none made up at a line's end), both state codes are letters, the document code has
     * no digit and starts with a letter its layout allows, and the sex is M, F, X or a filler.
     */
    record Result(List<String> lines, MrzFormat layout, int checksValid, int checks, boolean whole) {
        boolean valid() {
            return whole && checksValid == checks;
        }
    }

    private static final Map<Character, Character> TO_DIGIT = Map.ofEntries(Map.entry('O', '0'), Map.entry('Q', '0'),
            Map.entry('D', '0'), Map.entry('U', '0'), Map.entry('I', '1'), Map.entry('L', '1'), Map.entry('T', '1'),
            Map.entry('Z', '2'), Map.entry('S', '5'), Map.entry('B', '8'), Map.entry('G', '6'), Map.entry('A', '4'));
    private static final Map<Character, Character> TO_LETTER = Map.of('0', 'O', '1', 'I', '2', 'Z', '5', 'S',
            '8', 'B', '6', 'G', '4', 'A', '7', 'T');
    private static final Map<Character, Character> SWAP = Map.ofEntries(Map.entry('O', '0'), Map.entry('0', 'O'),
            Map.entry('I', '1'), Map.entry('1', 'I'), Map.entry('B', '8'), Map.entry('8', 'B'), Map.entry('S', '5'),
            Map.entry('5', 'S'), Map.entry('Z', '2'), Map.entry('2', 'Z'), Map.entry('G', '6'), Map.entry('6', 'G'));
    private static final int MAX_SWAPS = 10;

    private MrzCorrection() {
    }

    /** The best reading of 2 or 3 OCR lines, or null when they fit no layout. */
    static Result correct(List<String> raw) {
        MrzFormat layout = layout(raw);
        if (layout == null) {
            return null;
        }
        char[] text = new char[layout.lineLength() * raw.size()];
        boolean whole = true;
        for (int l = 0; l < raw.size(); l++) {
            whole &= !paddedAtEnd(raw.get(l), layout.lineLength());
            String line = fitted(raw.get(l), layout.lineLength());
            for (int i = 0; i < line.length(); i++) {
                int at = l * layout.lineLength() + i;
                text[at] = forced(line.charAt(i), layout.kind(at));
                // no check digit covers the document code or the sex: a digit read in the code could be any letter
                // (an I at a card's edge read as 4 is no A), and a sex that is none of M, F, X or < was misread
                whole &= !(at < 2 && Character.isDigit(line.charAt(i)))
                        && (layout.kind(at) != 'S' || "MFX<".indexOf(text[at]) >= 0);
            }
        }
        boolean[] held = new boolean[layout.checkCount()];
        for (int c = 0; c < layout.checkCount(); c++) {
            held[c] = holds(text, layout.check(c), layout);
        }
        for (int c = 0; c < layout.checkCount(); c++) {
            if (!held[c]) {
                held[c] = repaired(text, c, layout, held);
            }
        }
        digitsBetweenDigits(text, layout);
        zerosBesideDigits(text, layout, held);
        for (int at : layout.stateCodes()) {
            whole &= StateCodes.corrected(text, at);
        }
        // nor the document code's first letter, which the layout fixes (a passport's P faded to an F is no F)
        whole &= layout.allowsDocumentCode(text[0]);
        int valid = 0;
        for (int c = 0; c < layout.checkCount(); c++) {
            if (holds(text, layout.check(c), layout)) {
                valid++;
            }
        }
        List<String> lines = new ArrayList<>();
        for (int l = 0; l < raw.size(); l++) {
            lines.add(new String(text, l * layout.lineLength(), layout.lineLength()));
        }
        return new Result(lines, layout, valid, layout.checkCount(), whole);
    }

    static MrzFormat layout(List<String> raw) {
        if (raw.size() == 3) {
            return MrzFormat.TD1;
        }
        if (raw.size() != 2) {
            return null;
        }
        double length = (raw.get(0).length() + raw.get(1).length()) / 2.0;
        if (length < 26 || length > 52) {
            return null;
        }
        boolean visa = raw.get(0).startsWith("V");
        return length >= 40 ? (visa ? MrzFormat.MRV_A : MrzFormat.TD3) : (visa ? MrzFormat.MRV_B : MrzFormat.TD2);
    }

    /** The line at the layout's length: fillers added to (or taken from) its longest filler run, else its end. */
    static String fitted(String line, int length) {
        int[] sources = fittedSources(line, length);
        StringBuilder text = new StringBuilder(length);
        for (int source : sources) {
            text.append(source < 0 ? '<' : line.charAt(source));
        }
        return text.toString();
    }

    /** For each position of the {@link #fitted} line, the OCR character it comes from, or -1 for an added filler. */
    static int[] fittedSources(String line, int length) {
        StringBuilder text = new StringBuilder(line);
        List<Integer> sources = new ArrayList<>();
        for (int i = 0; i < line.length(); i++) {
            sources.add(i);
        }
        while (text.length() != length) {
            int[] run = longestFillerRun(text);
            boolean grow = text.length() < length;
            if (grow) {
                int at = run == null ? text.length() : run[1];
                text.insert(at, '<');
                sources.add(at, -1);
            } else if (run != null && run[1] - run[0] > 1) {
                text.deleteCharAt(run[1] - 1);
                sources.remove(run[1] - 1);
            } else {
                text.setLength(length);
                sources.subList(length, sources.size()).clear();
            }
        }
        return sources.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether fitting the line would add fillers at its end: a line with no filler run that the OCR read short
     * has lost characters (at the photo's edge, under glare) that no check digit may cover; fillers there would
     * be made up.
     */
    static boolean paddedAtEnd(String line, int length) {
        return line.length() < length && longestFillerRun(line) == null;
    }

    /**
     * Whether the character at {@code p} is a letter with a digit on each side within its line: document numbers
     * and optional data put letters in prefixes and suffixes, so a swap that makes one there (EAC97300S3465) is
     * far likelier to make a wrong text fit its check digit than to mend a misreading.
     */
    private static boolean letterAmongDigits(char[] text, int p, MrzFormat layout) {
        return Character.isLetter(text[p]) && betweenDigits(text, p, layout);
    }

    /** Whether the characters on both sides of {@code p}, in its own line, are digits. */
    private static boolean betweenDigits(char[] text, int p, MrzFormat layout) {
        int column = p % layout.lineLength();
        return column > 0 && column + 1 < layout.lineLength() && Character.isDigit(text[p - 1])
                && Character.isDigit(text[p + 1]);
    }

    /**
     * An O beside a digit in a field that mixes letters and digits is read as 0 when every check that held still
     * does: some pairs of O/0 swaps cancel out in a check digit (BAAOO0589 and BAA000589 weigh the same), and
     * documents avoid the letter O in their numbers for exactly that reason.
     */
    private static void zerosBesideDigits(char[] text, MrzFormat layout, boolean[] held) {
        char[] attempt = text.clone();
        boolean changed = false;
        for (int p = 0; p < attempt.length; p++) {
            int column = p % layout.lineLength();
            boolean besideDigit = column > 0 && Character.isDigit(attempt[p - 1])
                    || column + 1 < layout.lineLength() && (Character.isDigit(attempt[p + 1]) || attempt[p + 1] == 'O');
            if (attempt[p] == 'O' && layout.kind(p) == 'X' && besideDigit) {
                attempt[p] = '0';
                changed = true;
            }
        }
        if (changed && stillHold(attempt, layout, held)) {
            System.arraycopy(attempt, 0, text, 0, text.length);
        }
    }

    /**
     * G and 6 weigh the same in a check digit, so no check tells them apart: in a field that mixes letters and
     * digits, a G between two digits is read as the 6 it almost always is.
     */
    private static void digitsBetweenDigits(char[] text, MrzFormat layout) {
        for (int i = 0; i < text.length; i++) {
            if (text[i] == 'G' && layout.kind(i) == 'X' && betweenDigits(text, i, layout)) {
                text[i] = '6';
            }
        }
    }

    private static int[] longestFillerRun(CharSequence text) {
        int[] best = null;
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean filler = i < text.length() && text.charAt(i) == '<';
            if (filler && start < 0) {
                start = i;
            } else if (!filler && start >= 0) {
                if (best == null || i - start >= best[1] - best[0]) {
                    best = new int[] {start, i};
                }
                start = -1;
            }
        }
        return best;
    }

    private static char forced(char c, char kind) {
        return switch (kind) {
            case 'N' -> Character.isDigit(c) ? c : TO_DIGIT.getOrDefault(c, c);
            case 'C' -> c == '<' || Character.isDigit(c) ? c : TO_DIGIT.getOrDefault(c, c);
            case 'A' -> Character.isDigit(c) ? TO_LETTER.getOrDefault(c, c) : c;
            case 'S' -> c == 'M' || c == 'F' || c == '<' || c == 'X' ? c : c == 'H' || c == 'N' ? 'M' : c == 'E' || c == 'P' ? 'F' : c;
            default -> c;
        };
    }

    private static boolean stillHold(char[] text, MrzFormat layout, boolean[] held) {
        for (int c = 0; c < layout.checkCount(); c++) {
            if (held[c] && !holds(text, layout.check(c), layout)) {
                return false;
            }
        }
        return true;
    }

    static boolean holds(char[] text, int[] check, MrzFormat layout) {
        int at = check[check.length - 1];
        char actual = text[at];
        StringBuilder covered = new StringBuilder();
        for (int i = 0; i + 1 < check.length; i += 2) {
            covered.append(text, check[i], check[i + 1] - check[i]);
        }
        if (actual == '<') {
            // an empty optional field (TD3 personal number) or an overflowing document number (TD1, TD2), whose
            // check digit follows the rest of the number in the optional data
            boolean overflow = layout != MrzFormat.TD3
                    && layout.kind(at) == 'C';
            return covered.chars().allMatch(c -> c == '<') || overflow;
        }
        return actual == CheckDigits.computeChar(covered);
    }

    /**
     * Tries the look-alike swaps in the check's alphanumeric positions, fewest first; keeps the first with which
     * this check holds and every check that held still does (a swap that only trades one wrong digit for another
     * would turn two errors into a plausible wrong reading).
     */
    private static boolean repaired(char[] text, int index, MrzFormat layout, boolean[] held) {
        int[] check = layout.check(index);
        List<Integer> ambiguous = new ArrayList<>();
        for (int i = 0; i + 1 < check.length; i += 2) {
            for (int p = check[i]; p < check[i + 1]; p++) {
                char kind = layout.kind(p);
                if (kind == 'X' && SWAP.containsKey(text[p])) {
                    ambiguous.add(p);
                }
            }
        }
        if (ambiguous.isEmpty() || ambiguous.size() > MAX_SWAPS) {
            return false;
        }
        int n = ambiguous.size();
        for (int changes = 1; changes <= n; changes++) {
            for (int mask = 1; mask < 1 << n; mask++) {
                if (Integer.bitCount(mask) != changes) {
                    continue;
                }
                char[] attempt = text.clone();
                boolean plausible = true;
                for (int b = 0; b < n; b++) {
                    if ((mask >> b & 1) == 1) {
                        int p = ambiguous.get(b);
                        attempt[p] = SWAP.get(attempt[p]);
                        plausible &= !letterAmongDigits(attempt, p, layout);
                    }
                }
                if (plausible && holds(attempt, check, layout) && stillHold(attempt, layout, held)) {
                    System.arraycopy(attempt, 0, text, 0, text.length);
                    return true;
                }
            }
        }
        return false;
    }
}
