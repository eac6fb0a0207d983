package dev.avs.document;

import dev.avs.image.GreyImage;
import java.util.Arrays;

/**
 * pHash: the grey image area-averaged to 32×32, a 2-D DCT-II, then the 8×8 lowest frequencies without the DC
 * row and column (u, v = 1..8): bit set where the coefficient is above their median. Brightness, re-encoding and
 * scaling barely move it; unrelated images differ in about half of the 64 bits.
 */
final class PerceptualHash {

    private static final int SIZE = 32;
    private static final int LOW = 8;
    private static final double[][] COSINES = new double[LOW + 1][SIZE];

    static {
        for (int u = 0; u <= LOW; u++) {
            for (int x = 0; x < SIZE; x++) {
                COSINES[u][x] = Math.cos((2 * x + 1) * u * Math.PI / (2 * SIZE));
            }
        }
    }

    private PerceptualHash() {
    }

    static long of(GreyImage image) {
        float[] p = image.resized(SIZE, SIZE).pixels();
        // Only the needed coefficients: first along x for u = 1..8, then along y for v = 1..8.
        double[][] rows = new double[SIZE][LOW];
        for (int y = 0; y < SIZE; y++) {
            for (int u = 1; u <= LOW; u++) {
                double sum = 0;
                for (int x = 0; x < SIZE; x++) {
                    sum += p[y * SIZE + x] * COSINES[u][x];
                }
                rows[y][u - 1] = sum;
            }
        }
        double[] coefficients = new double[LOW * LOW];
        for (int v = 1; v <= LOW; v++) {
            for (int u = 0; u < LOW; u++) {
                double sum = 0;
                for (int y = 0; y < SIZE; y++) {
                    sum += rows[y][u] * COSINES[v][y];
                }
                coefficients[(v - 1) * LOW + u] = sum;
            }
        }
        double[] sorted = coefficients.clone();
        Arrays.sort(sorted);
        double median = (sorted[31] + sorted[32]) / 2;
        long hash = 0;
        for (int i = 0; i < coefficients.length; i++) {
            if (coefficients[i] > median) {
                hash |= 1L << i;
            }
        }
        return hash;
    }
}
