package dev.avs.document;

import dev.avs.image.GreyImage;

/** Variance of the 3×3 Laplacian (0 1 0 / 1 −4 1 / 0 1 0) over the interior pixels: edges raise it, blur lowers it. */
final class Sharpness {

    private Sharpness() {
    }

    static double laplacianVariance(GreyImage image) {
        int width = image.width();
        int height = image.height();
        if (width < 3 || height < 3) {
            return 0;
        }
        float[] p = image.pixels();
        double sum = 0;
        double sumOfSquares = 0;
        for (int y = 1; y < height - 1; y++) {
            int row = y * width;
            for (int x = 1; x < width - 1; x++) {
                int i = row + x;
                double laplacian = p[i - width] + p[i + width] + p[i - 1] + p[i + 1] - 4 * p[i];
                sum += laplacian;
                sumOfSquares += laplacian * laplacian;
            }
        }
        long n = (long) (width - 2) * (height - 2);
        double mean = sum / n;
        return sumOfSquares / n - mean * mean;
    }
}
