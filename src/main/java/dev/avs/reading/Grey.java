package dev.avs.reading;

import java.awt.image.BufferedImage;

/**
 * A grey image as floats (0 black to 255 white) and the few operations the MRZ search needs. Every operation is
 * linear in the number of pixels: rectangle minimum and maximum filters use a sliding window with a monotonic
 * queue, so a large kernel costs no more than a small one.
 */
record Grey(int width, int height, float[] v) {

    static Grey of(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] rgb = image.getRGB(0, 0, w, h, null, 0, w);
        float[] v = new float[w * h];
        for (int i = 0; i < v.length; i++) {
            int p = rgb[i];
            v[i] = 0.299f * (p >> 16 & 0xFF) + 0.587f * (p >> 8 & 0xFF) + 0.114f * (p & 0xFF);
        }
        return new Grey(w, h, v);
    }

    float at(int x, int y) {
        return v[y * width + x];
    }

    /** Bilinear sample; outside the image, the nearest edge pixel. */
    float sample(double x, double y) {
        double cx = Math.max(0, Math.min(width - 1.001, x));
        double cy = Math.max(0, Math.min(height - 1.001, y));
        int x0 = (int) cx;
        int y0 = (int) cy;
        double fx = cx - x0;
        double fy = cy - y0;
        int i = y0 * width + x0;
        double top = v[i] + (v[i + 1] - v[i]) * fx;
        double bottom = v[i + width] + (v[i + width + 1] - v[i + width]) * fx;
        return (float) (top + (bottom - top) * fy);
    }

    /** Reduced by an integer factor, each output pixel the mean of the block it covers. */
    Grey shrunk(int factor) {
        if (factor <= 1) {
            return this;
        }
        int w = width / factor;
        int h = height / factor;
        float[] out = new float[w * h];
        float norm = 1f / (factor * factor);
        for (int y = 0; y < h; y++) {
            for (int dy = 0; dy < factor; dy++) {
                int row = (y * factor + dy) * width;
                for (int x = 0; x < w; x++) {
                    float sum = 0;
                    int from = row + x * factor;
                    for (int dx = 0; dx < factor; dx++) {
                        sum += v[from + dx];
                    }
                    out[y * w + x] += sum * norm;
                }
            }
        }
        return new Grey(w, h, out);
    }

    /** Turned by a multiple of 90 degrees clockwise. */
    Grey turned(int quarters) {
        int q = Math.floorMod(quarters, 4);
        if (q == 0) {
            return this;
        }
        int w = q == 2 ? width : height;
        int h = q == 2 ? height : width;
        float[] out = new float[v.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int nx = q == 1 ? height - 1 - y : q == 2 ? width - 1 - x : y;
                int ny = q == 1 ? x : q == 2 ? height - 1 - y : width - 1 - x;
                out[ny * w + nx] = v[y * width + x];
            }
        }
        return new Grey(w, h, out);
    }

    Grey dilated(int kw, int kh) {
        return filtered(kw, kh, true);
    }

    Grey eroded(int kw, int kh) {
        return filtered(kw, kh, false);
    }

    /** Morphological closing: dark gaps narrower than the kernel fill with their light surroundings. */
    Grey closed(int kw, int kh) {
        return dilated(kw, kh).eroded(kw, kh);
    }

    /** Dark details smaller than the kernel, bright on black: closing minus the image. */
    Grey blackHat(int kw, int kh) {
        Grey closed = closed(kw, kh);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = closed.v[i] - v[i];
        }
        return new Grey(width, height, out);
    }

    /** The absolute horizontal Sobel gradient, scaled to 0 - 255. */
    Grey horizontalGradient() {
        float[] out = new float[v.length];
        float max = 1e-6f;
        for (int y = 1; y < height - 1; y++) {
            for (int x = 1; x < width - 1; x++) {
                int i = y * width + x;
                float g = Math.abs(v[i - width + 1] + 2 * v[i + 1] + v[i + width + 1]
                        - v[i - width - 1] - 2 * v[i - 1] - v[i + width - 1]);
                out[i] = g;
                max = Math.max(max, g);
            }
        }
        float scale = 255f / max;
        for (int i = 0; i < out.length; i++) {
            out[i] *= scale;
        }
        return new Grey(width, height, out);
    }

    /** Otsu's threshold over 256 bins of 0 - 255 values. */
    float otsu() {
        int[] histogram = new int[256];
        for (float value : v) {
            histogram[Math.max(0, Math.min(255, (int) value))]++;
        }
        long total = v.length;
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

    private Grey filtered(int kw, int kh, boolean max) {
        float[] rows = new float[v.length];
        for (int y = 0; y < height; y++) {
            slide(v, rows, y * width, width, kw, max);
        }
        // columns as rows of the transposed image: a column walk would miss the cache at every pixel
        float[] transposed = transpose(rows, width, height);
        float[] columns = new float[v.length];
        for (int x = 0; x < width; x++) {
            slide(transposed, columns, x * height, height, kh, max);
        }
        return new Grey(width, height, transpose(columns, height, width));
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
