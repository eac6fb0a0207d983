package dev.avs.reading;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the words of a printed line stand apart: PaddleOCR's Chinese recogniser seldom reads the spaces between Latin
 * words (JANEDIANE, LNSAMPLE), so the line's image is parted where its ink does: the line binarised by Otsu's
 * threshold (print the smaller class, dark or light), a column inked when the print's rows (those holding at least a tenth
 * of the most inked row's print) hold print there, and a run of blank columns between inked ones wider than {@value #GAP} of the
 * print's height (or than {@value #SPACED} times the line's median run, where its letters stand apart) a gap between
 * words. A letter's sides are closer than that; a space is wider.
 */
final class WordGaps {

    /** The blank run that parts two words, as a share of the print's height. */
    static final double GAP = 0.3;

    /** A word's extent along the line, in the line image's pixels. */
    record Span(int left, int right) {
    }

    private WordGaps() {
    }

    /** The inked spans of the line, left to right, parted at blank runs wider than {@value #GAP} of its print's height. */
    static List<Span> spans(BufferedImage line) {
        return of(line).spans();
    }

    /**
     * A line's words by its ink: {@code spans} parted at the runs wide enough to be spaces whatever stands beside
     * them; {@code narrow}, the blank runs (as spans of blank columns) a little narrower than that, at least
     * {@value #NARROW} of the print's height and {@value #NARROW_SPACING} times the line's median run, which are
     * spaces only between two letters: JOHN A's 5 blank columns under a 17-pixel print (its letters 1 - 2 apart), but
     * also the side bearings of a narrow 1 or I (07/11/1988, INOM), which the reader of the glyphs tells apart.
     */
    record Gaps(List<Span> spans, List<Span> narrow) {
    }

    /** The share of the print's height a narrow gap (a space between two letters set tight) is at least. */
    static final double NARROW = 0.2;

    /** How much wider than the line's median blank run a narrow gap is, at least. */
    static final double NARROW_SPACING = 2.5;

    static Gaps of(BufferedImage line) {
        int w = line.getWidth();
        int h = line.getHeight();
        int[] rgb = line.getRGB(0, 0, w, h, null, 0, w);
        int[] grey = new int[rgb.length];
        int[] histogram = new int[256];
        for (int i = 0; i < rgb.length; i++) {
            int p = rgb[i];
            grey[i] = (299 * (p >> 16 & 0xFF) + 587 * (p >> 8 & 0xFF) + 114 * (p & 0xFF)) / 1000;
            histogram[grey[i]]++;
        }
        int threshold = otsu(histogram, rgb.length);
        int dark = 0;
        for (int v = 0; v <= threshold; v++) {
            dark += histogram[v];
        }
        boolean darkPrint = dark <= rgb.length / 2;
        int[] band = band(grey, w, h, threshold, darkPrint);
        int top = band[0];
        int bottom = band[1];
        int printHeight = bottom - top;
        boolean[] inked = new boolean[w];
        for (int x = 0; x < w; x++) {
            int count = 0;
            for (int y = top; y < bottom; y++) {
                int v = grey[y * w + x];
                if (darkPrint ? v <= threshold : v > threshold) {
                    count++;
                }
            }
            inked[x] = count > 0;
        }
        int median = medianRun(inked);
        int gap = Math.max(Math.max(2, (int) Math.round(GAP * printHeight)), (int) Math.ceil(SPACED * median));
        double narrowest = Math.max(Math.max(2, NARROW * printHeight), NARROW_SPACING * median);
        List<Span> spans = new ArrayList<>();
        List<Span> narrow = new ArrayList<>();
        List<Span> blanks = new ArrayList<>();
        int start = -1;
        int last = -1;
        for (int x = 0; x < w; x++) {
            if (!inked[x]) {
                continue;
            }
            int run = x - last - 1;
            if (start < 0) {
                start = x;
            } else if (run > gap) {
                spans.add(new Span(start, last + 1));
                start = x;
            } else if (median > 0 && run >= narrowest) {
                narrow.add(new Span(last + 1, x));
            } else if (run > 0) {
                blanks.add(new Span(last + 1, x));
            }
            last = x;
        }
        if (start >= 0) {
            spans.add(new Span(start, last + 1));
        }
        return new Gaps(spans, narrow.stream().filter(run -> apartFromLetters(run, spans, blanks)).toList());
    }

    /**
     * Whether a narrow gap stands out of its word's letter spacing: at least twice the widest blank between the
     * letters around it, and two such blanks at least to tell (a label's D L has none).
     */
    private static boolean apartFromLetters(Span gap, List<Span> spans, List<Span> blanks) {
        Span word = spans.stream().filter(s -> s.left() <= gap.left() && s.right() >= gap.right()).findFirst()
                .orElse(null);
        if (word == null) {
            return false;
        }
        List<Span> between = blanks.stream().filter(b -> b.left() >= word.left() && b.right() <= word.right()).toList();
        int widest = between.stream().mapToInt(b -> b.right() - b.left()).max().orElse(0);
        return between.size() >= 2 && gap.right() - gap.left() >= 2 * widest;
    }

    /**
     * The line's median blank run between inked columns; 0 with too few. Words in print whose letters stand apart
     * (Germany's ID card, E R I KA at 4 - 6 pixels apart under a 13-pixel print; the Czech card's number) part at
     * {@value #SPACED} times it. Print set tight has runs of a pixel or two between letters, under the share of its
     * height.
     */
    private static int medianRun(boolean[] inked) {
        List<Integer> runs = new ArrayList<>();
        int last = -1;
        for (int x = 0; x < inked.length; x++) {
            if (inked[x]) {
                if (last >= 0 && x - last - 1 > 0) {
                    runs.add(x - last - 1);
                }
                last = x;
            }
        }
        if (runs.size() < 3) {
            return 0;   // too few to tell letters standing apart from words (a field's number beside a speck: 1 8)
        }
        runs.sort(null);
        return runs.get(runs.size() / 2);
    }

    /** How much wider than the line's median blank run a run between words is, at least. */
    static final double SPACED = 1.7;

    /** The rows of the print, first and past the last: those holding at least a tenth of the most inked row's. */
    private static int[] band(int[] grey, int w, int h, int threshold, boolean darkPrint) {
        int[] rows = new int[h];
        int most = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int v = grey[y * w + x];
                rows[y] += darkPrint ? (v <= threshold ? 1 : 0) : (v > threshold ? 1 : 0);
            }
            most = Math.max(most, rows[y]);
        }
        int first = -1;
        int last = -1;
        for (int y = 0; y < h; y++) {
            if (rows[y] * 10 >= most && most > 0) {
                first = first < 0 ? y : first;
                last = y;
            }
        }
        return first < 0 ? new int[] {h / 4, h - h / 4} : new int[] {first, last + 1};
    }

    /** Otsu's threshold: the grey level that best parts the histogram in two classes. */
    static int otsu(int[] histogram, int total) {
        double sum = 0;
        for (int v = 0; v < 256; v++) {
            sum += v * (double) histogram[v];
        }
        double below = 0;
        long weight = 0;
        double best = -1;
        int threshold = 127;
        for (int v = 0; v < 256; v++) {
            weight += histogram[v];
            if (weight == 0 || weight == total) {
                continue;
            }
            below += v * (double) histogram[v];
            double m0 = below / weight;
            double m1 = (sum - below) / (total - weight);
            double between = (double) weight * (total - weight) * (m0 - m1) * (m0 - m1);
            if (between > best) {
                best = between;
                threshold = v;
            }
        }
        return threshold;
    }
}
