package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a straightened zone into its text lines by the rows' share of dark pixels, and cuts each line out
 * straight again (its own slope, which perspective makes differ from line to line), scaled so that its characters
 * are {@value #TEXT_HEIGHT} pixels high, with a light margin: what Tesseract reads best. The lines are cut from the
 * zone's ink (black-hat: dark strokes smaller than a character's height, on white), so that a table's edge, a
 * shadow or uneven light around the zone neither counts as a line nor reaches the OCR.
 */
final class MrzLines {

    static final int TEXT_HEIGHT = 36;
    /** OCR-B's pitch is about its height: 30 to 44 characters make a line 30 to 44 heights long, plus margins. */
    private static final double MIN_ASPECT = 20;
    static final double MAX_ASPECT = 60;
    /**
     * What the search for whole lines allows: a line's height is taken from its band of inked rows, which is short
     * of the characters' height where a long line's fillers make its top and bottom rows sparse.
     */
    static final double MAX_ASPECT_WHOLE_LINES = 70;

    private MrzLines() {
    }

    static List<GreyImage> split(GreyImage photographed) {
        return split(photographed, false);
    }

    /**
     * The lines, cut where the ink says; with {@code asPhotographed}, out of the zone as photographed rather than
     * out of its ink: a second look for zones whose ink the stretching got wrong (a guilloche through the
     * characters, a tinted band), which the scanner takes when the first fails its check digits.
     */
    static List<GreyImage> split(GreyImage photographed, boolean asPhotographed) {
        return split(photographed, asPhotographed, MAX_ASPECT);
    }

    static List<GreyImage> split(GreyImage photographed, boolean asPhotographed, double maxAspect) {
        GreyImage zone = ink(photographed);
        float threshold = Morphology.otsu(zone);
        GreyImage source = asPhotographed ? stretched(photographed) : zone;
        List<GreyImage> lines = new ArrayList<>();
        for (int[] band : bands(zone, threshold)) {
            GreyImage line = line(source, band[0], band[1], slope(zone, band, threshold));
            double aspect = (double) line.width() / TEXT_HEIGHT;
            if (aspect >= MIN_ASPECT && aspect <= maxAspect) {
                lines.add(line);
            }
        }
        return lines;
    }

    /**
     * The line with its mid-greys lightened (the sRGB curve: 50 % grey to 74 %), black and white kept: a mark
     * fainter than the print that touches a character (a SPECIMEN overprint, a guilloche line) fades, the
     * character stays.
     */
    static GreyImage lightened(GreyImage line) {
        float[] pixels = line.pixels().clone();
        for (int i = 0; i < pixels.length; i++) {
            double v = Math.max(0, Math.min(255, pixels[i])) / 255;
            pixels[i] = (float) (255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055));
        }
        return new GreyImage(line.width(), line.height(), pixels);
    }

    /** The bands of rows whose ink makes a text line, but for slivers. */
    private static List<int[]> bands(GreyImage zone, float threshold) {
        int w = zone.width();
        int h = zone.height();
        int[] rowInk = new int[h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (zone.at(x, y) < threshold) {
                    rowInk[y]++;
                }
            }
        }
        List<int[]> bands = new ArrayList<>();
        int minInk = Math.max(2, w / 12);
        int start = -1;
        for (int y = 0; y <= h; y++) {
            boolean inked = y < h && rowInk[y] >= minInk;
            if (inked && start < 0) {
                start = y;
            } else if (!inked && start >= 0) {
                bands.add(new int[] {start, y});
                start = -1;
            }
        }
        int tallest = bands.stream().mapToInt(b -> b[1] - b[0]).max().orElse(0);
        bands.removeIf(band -> band[1] - band[0] < Math.max(4, tallest * 0.45));
        return bands;
    }

    /**
     * Dark strokes on white: 255 minus the black-hat, each stroke stretched against the strongest ink around it
     * (about two characters), so that characters a lamp's glare or a shadow has faded come out as black as the
     * rest; where there is no ink nearby, the zone's own strong ink is the scale, so that paper texture stays white.
     */
    static GreyImage ink(GreyImage zone) {
        int k = Math.max(5, zone.height() / 4) | 1;
        GreyImage hat = Morphology.blackHat(zone, k, k);
        int[] histogram = new int[256];
        for (float value : hat.pixels()) {
            histogram[Math.max(0, Math.min(255, (int) value))]++;
        }
        int strong = 255;
        for (int seen = 0; strong > 0 && seen < hat.pixels().length * 0.02; strong--) {
            seen += histogram[strong];
        }
        float floor = Math.max(8, strong * 0.25f);
        GreyImage nearby = Morphology.dilated(hat, 2 * k + 1, k);
        float[] out = new float[hat.pixels().length];
        for (int i = 0; i < out.length; i++) {
            float scale = Math.max(floor, Math.min(strong, nearby.pixels()[i] * 0.85f));
            out[i] = 255 - Math.min(255, hat.pixels()[i] * 255 / scale);
        }
        return new GreyImage(zone.width(), zone.height(), out);
    }

    /**
     * The zone's grey stretched from its darkest hundredth (the print) to its median (the paper) over black to
     * white: pale print (a visa's grey zone) comes out dark enough to be told from the paper at all.
     */
    static GreyImage stretched(GreyImage zone) {
        int[] histogram = new int[256];
        for (float value : zone.pixels()) {
            histogram[Math.max(0, Math.min(255, (int) value))]++;
        }
        int n = zone.pixels().length;
        int dark = -1;
        int paper = -1;
        for (int v = 0, seen = 0; v < 256; v++) {
            seen += histogram[v];
            if (dark < 0 && seen >= n / 100) {
                dark = v;
            }
            if (paper < 0 && seen >= n / 2) {
                paper = v;
            }
        }
        if (paper - dark < 16) {
            return zone;
        }
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = Math.max(0, Math.min(255, (zone.pixels()[i] - dark) * 255f / (paper - dark)));
        }
        return new GreyImage(zone.width(), zone.height(), out);
    }

    /** The line between rows {@code top} and {@code bottom} at the zone's middle, rising by {@code slope}. */
    private static GreyImage line(GreyImage zone, int top, int bottom, double slope) {
        int w = zone.width();
        int h = bottom - top;
        double centre = (top + bottom) / 2.0;
        double scale = (double) h / TEXT_HEIGHT;   // zone pixels per output pixel
        int margin = TEXT_HEIGHT / 2;
        int outW = (int) Math.round(w / scale) + 2 * margin;
        int outH = TEXT_HEIGHT + 2 * margin;
        float paper = 255;
        float[] out = new float[outW * outH];
        for (int y = 0; y < outH; y++) {
            for (int x = 0; x < outW; x++) {
                double zx = (x - margin) * scale;
                double zy = centre + (y - outH / 2.0) * scale + slope * (zx - w / 2.0);
                out[y * outW + x] = zx < 0 || zx > w - 1 || zy < 0 || zy > zone.height() - 1 ? paper
                        : zone.sample(zx, zy);
            }
        }
        return textOnly(new GreyImage(outW, outH, out), margin);
    }

    /**
     * The line cut to its widest run of text: ink separated from it by more than a character's height (a
     * document's edge, a stamp, a hologram's rim) is no MRZ character, whose spacing is even and tight.
     */
    private static GreyImage textOnly(GreyImage line, int margin) {
        int[] columnInk = new int[line.width()];
        for (int y = 0; y < line.height(); y++) {
            for (int x = 0; x < line.width(); x++) {
                if (line.at(x, y) < 128) {
                    columnInk[x]++;
                }
            }
        }
        int bestFrom = 0;
        int bestTo = line.width();
        int bestSpan = -1;
        int from = -1;
        int lastInk = -1;
        for (int x = 0; x <= line.width(); x++) {
            boolean ink = x < line.width() && columnInk[x] > 0;
            if (ink) {
                if (from < 0 || x - lastInk > TEXT_HEIGHT) {
                    from = x;
                }
                lastInk = x;
                if (lastInk - from > bestSpan) {
                    bestSpan = lastInk - from;
                    bestFrom = from;
                    bestTo = lastInk + 1;
                }
            }
        }
        if (bestSpan < 0) {
            return line;
        }
        int left = Math.max(0, bestFrom - margin);
        int right = Math.min(line.width(), bestTo + margin);
        int w = right - left;
        float[] out = new float[w * line.height()];
        for (int y = 0; y < line.height(); y++) {
            System.arraycopy(line.pixels(), y * line.width() + left, out, y * w, w);
        }
        return new GreyImage(w, line.height(), out);
    }

    /** The line's slope from the centres of its ink in the left and right thirds, in and around its band. */
    private static double slope(GreyImage zone, int[] band, float threshold) {
        int w = zone.width();
        int h = band[1] - band[0];
        int top = Math.max(0, band[0] - h / 3);
        int bottom = Math.min(zone.height(), band[1] + h / 3);
        double[] centres = new double[2];
        for (int part = 0; part < 2; part++) {
            int from = part == 0 ? 0 : w * 2 / 3;
            int to = part == 0 ? w / 3 : w;
            double sum = 0;
            long n = 0;
            for (int y = top; y < bottom; y++) {
                for (int x = from; x < to; x++) {
                    if (zone.at(x, y) < threshold) {
                        sum += y;
                        n++;
                    }
                }
            }
            centres[part] = n == 0 ? (top + bottom) / 2.0 : sum / n;
        }
        double slope = (centres[1] - centres[0]) / (w * 2 / 3.0);
        return Math.abs(slope) > 0.1 ? 0 : slope;
    }

    /** Whether the lines hold clearly more ink in their right halves than in their left ones. */
    static boolean rightHeavier(List<GreyImage> lines) {
        long left = 0;
        long right = 0;
        for (GreyImage line : lines) {
            int half = line.width() / 2;
            for (int y = 0; y < line.height(); y++) {
                for (int x = 0; x < line.width(); x++) {
                    if (line.at(x, y) < 128) {
                        if (x < half) {
                            left++;
                        } else {
                            right++;
                        }
                    }
                }
            }
        }
        return right > left * 1.1;
    }
}
