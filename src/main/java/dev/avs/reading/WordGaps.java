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
        int gap = Math.max(Math.max(2, (int) Math.round(GAP * printHeight)), letterSpacing(inked));
        List<Span> spans = new ArrayList<>();
        int start = -1;
        int last = -1;
        for (int x = 0; x < w; x++) {
            if (!inked[x]) {
                continue;
            }
            if (start < 0) {
                start = x;
            } else if (x - last - 1 > gap) {
                spans.add(new Span(start, last + 1));
                start = x;
            }
            last = x;
        }
        if (start >= 0) {
            spans.add(new Span(start, last + 1));
        }
        return spans;
    }

    /**
     * The blank run that parts words in print whose letters stand apart (Germany's ID card, E R I KA at 4 - 6 pixels
     * apart under a 13-pixel print; the Czech card's number): {@value #SPACED} times the line's median blank run
     * between inked columns. Print set tight has runs of a pixel or two between letters, under the share of its
     * height.
     */
    private static int letterSpacing(boolean[] inked) {
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
        return (int) Math.ceil(SPACED * runs.get(runs.size() / 2));
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
