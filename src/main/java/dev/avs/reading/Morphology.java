package dev.avs.reading;

import dev.avs.image.GreyImage;

/**
 * The grey-level morphology the MRZ search needs. Every operation is linear in the number of pixels: rectangle
 * minimum and maximum filters take three comparisons a pixel whatever the kernel (van Herk and Gil-Werman), so a
 * large kernel costs no more than a small one.
 */
final class Morphology {

    private Morphology() {
    }

    static GreyImage dilated(GreyImage image, int kw, int kh) {
        return filtered(image, kw, kh, true);
    }

    static GreyImage eroded(GreyImage image, int kw, int kh) {
        return filtered(image, kw, kh, false);
    }

    /** Morphological closing: dark gaps narrower than the kernel fill with their light surroundings. */
    static GreyImage closed(GreyImage image, int kw, int kh) {
        return eroded(dilated(image, kw, kh), kw, kh);
    }

    /** Dark details smaller than the kernel, bright on black: closing minus the image. */
    static GreyImage blackHat(GreyImage image, int kw, int kh) {
        float[] out = closed(image, kw, kh).pixels();   // a fresh array of its own: taken over
        float[] pixels = image.pixels();
        for (int i = 0; i < pixels.length; i++) {
            out[i] -= pixels[i];
        }
        return new GreyImage(image.width(), image.height(), out);
    }

    /**
     * The image's dark details smaller than the kernel as black ink on white paper: the background under them (its
     * tint, a shadow, glare) taken away, and their contrast stretched region by region, so that the deepest details
     * within {@code window} pixels are black. Faint print in a glare band or on a tinted ground comes out as dark as
     * print elsewhere; where there is no print, the texture stays pale (the stretch is at most that of a region
     * whose details are a third as deep as the page's darkest hundredth).
     */
    static GreyImage inkOnWhite(GreyImage image, int kernel, int window) {
        GreyImage details = blackHat(image, kernel, kernel);
        float[] depth = details.pixels();
        // the depth a hundredth of the pixels reach, to a sixteenth of a grey level (a histogram, not a sort)
        int[] histogram = new int[256 * 16];
        for (float d : depth) {
            histogram[Math.clamp((int) (d * 16), 0, histogram.length - 1)]++;
        }
        int bin = histogram.length - 1;
        for (int seen = histogram[bin]; bin > 16 && seen < depth.length / 100; seen += histogram[--bin]) {
            // from the deepest detail down
        }
        float palest = 0.3f * bin / 16f;
        float[] out = dilated(details, window, window).pixels();   // the region's deepest detail, then the ink
        for (int i = 0; i < out.length; i++) {
            // black from 70 % of the region's deepest detail: a stroke is rarely as deep along all its width
            out[i] = 255f - Math.min(255f, depth[i] * 255f / Math.max(palest, 0.7f * out[i]));
        }
        return new GreyImage(image.width(), image.height(), out);
    }

    /** The absolute horizontal Sobel gradient, scaled to 0 - 255. */
    static GreyImage horizontalGradient(GreyImage image) {
        float[] pixels = image.pixels();
        int width = image.width();
        int height = image.height();
        float[] out = new float[pixels.length];
        float max = 1e-6f;
        for (int y = 1; y < height - 1; y++) {
            for (int x = 1; x < width - 1; x++) {
                int i = y * width + x;
                float g = Math.abs(pixels[i - width + 1] + 2 * pixels[i + 1] + pixels[i + width + 1]
                        - pixels[i - width - 1] - 2 * pixels[i - 1] - pixels[i + width - 1]);
                out[i] = g;
                max = Math.max(max, g);
            }
        }
        float scale = 255f / max;
        for (int i = 0; i < out.length; i++) {
            out[i] *= scale;
        }
        return new GreyImage(width, height, out);
    }

    /** Otsu's threshold over 256 bins of 0 - 255 values. */
    static float otsu(GreyImage image) {
        float[] pixels = image.pixels();
        int[] histogram = new int[256];
        for (float value : pixels) {
            histogram[Math.max(0, Math.min(255, (int) value))]++;
        }
        long total = pixels.length;
        double sum = 0;
        for (int i = 0; i < 256; i++) {
            sum += (double) i * histogram[i];
        }
        double sumBelow = 0;
        long below = 0;
        double best = -1;
        int threshold = 127;
        for (int t = 0; t < 256; t++) {
            below += histogram[t];
            if (below == 0 || below == total) {
                continue;
            }
            sumBelow += (double) t * histogram[t];
            double meanBelow = sumBelow / below;
            double meanAbove = (sum - sumBelow) / (total - below);
            double between = (double) below * (total - below) * (meanBelow - meanAbove) * (meanBelow - meanAbove);
            if (between > best) {
                best = between;
                threshold = t;
            }
        }
        return threshold + 0.5f;
    }

    private static GreyImage filtered(GreyImage image, int kw, int kh, boolean max) {
        int width = image.width();
        int height = image.height();
        float[] rows = new float[width * height];
        float[] padded = new float[width + 2 * (kw / 2)];
        float[] prefix = new float[padded.length];
        float[] suffix = new float[padded.length];
        for (int y = 0; y < height; y++) {
            alongRow(image.pixels(), rows, y * width, width, kw / 2, max, padded, prefix, suffix);
        }
        alongColumns(rows, width, height, kh / 2, max);
        return new GreyImage(width, height, rows);
    }

    /**
     * The minimum or maximum over the window from {@code half} before to {@code half} after each pixel of a row,
     * clipped to the row (van Herk and Gil-Werman: blocks of the window's length, each with its running extreme
     * from the left and from the right; a window spans at most two blocks, so two look-ups answer it, with no
     * branch on the data).
     */
    private static void alongRow(float[] in, float[] out, int start, int n, int half, boolean max, float[] padded,
                                 float[] prefix, float[] suffix) {
        int window = 2 * half + 1;
        int m = n + 2 * half;
        float neutral = max ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
        java.util.Arrays.fill(padded, 0, half, neutral);
        System.arraycopy(in, start, padded, half, n);
        java.util.Arrays.fill(padded, half + n, m, neutral);
        // block by block: the blocks found with a remainder per pixel cost about 3 % of a passport page's reading
        for (int block = 0; block < m; block += window) {
            int end = Math.min(block + window, m);
            prefix[block] = padded[block];
            suffix[end - 1] = padded[end - 1];
            for (int j = block + 1; j < end; j++) {
                prefix[j] = extreme(prefix[j - 1], padded[j], max);
            }
            for (int j = end - 2; j >= block; j--) {
                suffix[j] = extreme(suffix[j + 1], padded[j], max);
            }
        }
        for (int i = 0; i < n; i++) {
            out[start + i] = extreme(suffix[i], prefix[i + 2 * half], max);
        }
    }

    /**
     * Columns are filtered in strips of this many, each with buffers of its own width: whole-width buffers (the
     * window's blocks from the left and from the right, 4 bytes a pixel each) made a page's ink reading allocate
     * about twice the page's grey image per filter.
     */
    static final int STRIP = 256;

    /**
     * The same along the columns, a strip's row at a time: each step is an element-wise operation on two rows of
     * the strip, which walks memory in order (a column walk would miss the cache at every pixel). In place: a
     * strip's pixels are all read into its buffers before any is written.
     */
    private static void alongColumns(float[] pixels, int width, int height, int half, boolean max) {
        int window = 2 * half + 1;
        int m = height + 2 * half;
        float neutral = max ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
        int strip = Math.min(STRIP, width);
        float[] prefix = new float[m * strip];
        float[] suffix = new float[m * strip];
        for (int left = 0; left < width; left += strip) {
            int sw = Math.min(strip, width - left);
            for (int p = 0; p < m; p++) {
                int y = p - half;
                int row = p * sw;
                int source = y * width + left;
                if (p % window == 0) {
                    for (int x = 0; x < sw; x++) {
                        prefix[row + x] = y < 0 || y >= height ? neutral : pixels[source + x];
                    }
                } else if (y < 0 || y >= height) {
                    System.arraycopy(prefix, row - sw, prefix, row, sw);
                } else {
                    for (int x = 0; x < sw; x++) {
                        prefix[row + x] = extreme(prefix[row - sw + x], pixels[source + x], max);
                    }
                }
            }
            for (int p = m - 1; p >= 0; p--) {
                int y = p - half;
                int row = p * sw;
                int source = y * width + left;
                if (p % window == window - 1 || p == m - 1) {
                    for (int x = 0; x < sw; x++) {
                        suffix[row + x] = y < 0 || y >= height ? neutral : pixels[source + x];
                    }
                } else if (y < 0 || y >= height) {
                    System.arraycopy(suffix, row + sw, suffix, row, sw);
                } else {
                    for (int x = 0; x < sw; x++) {
                        suffix[row + x] = extreme(suffix[row + sw + x], pixels[source + x], max);
                    }
                }
            }
            for (int y = 0; y < height; y++) {
                int top = y * sw;
                int bottom = (y + 2 * half) * sw;
                int target = y * width + left;
                for (int x = 0; x < sw; x++) {
                    pixels[target + x] = extreme(suffix[top + x], prefix[bottom + x], max);
                }
            }
        }
    }

    private static float extreme(float a, float b, boolean max) {
        return max ? (a >= b ? a : b) : (a <= b ? a : b);
    }
}
