package dev.avs.reading;

import dev.avs.file.GreyImage;

/**
 * The grey-level morphology the MRZ search needs. Every operation is linear in the number of pixels: rectangle
 * minimum and maximum filters use a sliding window with a monotonic queue, so a large kernel costs no more than a
 * small one.
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
        GreyImage closed = closed(image, kw, kh);
        float[] pixels = image.pixels();
        float[] out = new float[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            out[i] = closed.pixels()[i] - pixels[i];
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
        float[] pixels = image.pixels();
        int width = image.width();
        int height = image.height();
        float[] rows = new float[pixels.length];
        for (int y = 0; y < height; y++) {
            slide(pixels, rows, y * width, width, kw, max);
        }
        // columns as rows of the transposed image: a column walk would miss the cache at every pixel
        float[] transposed = transpose(rows, width, height);
        float[] columns = new float[pixels.length];
        for (int x = 0; x < width; x++) {
            slide(transposed, columns, x * height, height, kh, max);
        }
        return new GreyImage(width, height, transpose(columns, height, width));
    }

    /** The w × h array transposed, in tiles that stay in the cache. */
    private static float[] transpose(float[] in, int w, int h) {
        float[] out = new float[in.length];
        int tile = 32;
        for (int y0 = 0; y0 < h; y0 += tile) {
            for (int x0 = 0; x0 < w; x0 += tile) {
                int y1 = Math.min(h, y0 + tile);
                int x1 = Math.min(w, x0 + tile);
                for (int y = y0; y < y1; y++) {
                    for (int x = x0; x < x1; x++) {
                        out[x * h + y] = in[y * w + x];
                    }
                }
            }
        }
        return out;
    }

    /** The minimum or maximum over a centred window of {@code k} along one row (monotonic queue). */
    private static void slide(float[] in, float[] out, int start, int n, int k, boolean max) {
        int half = k / 2;
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        int next = 0;
        for (int i = 0; i < n; i++) {
            int last = Math.min(n - 1, i + half);
            while (next <= last) {
                float value = in[start + next];
                while (tail > head) {
                    float previous = in[start + queue[tail - 1]];
                    if (max ? previous <= value : previous >= value) {
                        tail--;
                    } else {
                        break;
                    }
                }
                queue[tail++] = next++;
            }
            while (queue[head] < i - half) {
                head++;
            }
            out[start + i] = in[start + queue[head]];
        }
    }
}
