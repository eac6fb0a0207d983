package dev.avs.face;

/**
 * The geometry between the landmark model and the embedding model: the five points ArcFace aligns on (eye centres,
 * nose tip, mouth corners) from the 68 landmarks, the similarity transform (scale, rotation, shift) that maps them
 * best, by least squares, onto the standard 112x112 template, and the warp that applies it.
 */
final class FaceAlignment {

    /** ArcFace's five-point template in a 112x112 crop. */
    static final double[][] TEMPLATE = {
            {38.2946, 51.6963}, {73.5318, 51.5014}, {56.0252, 71.7366}, {41.5493, 92.3655}, {70.7299, 92.2041}};
    static final int SIZE = 112;

    private FaceAlignment() {
    }

    /**
     * The five points from 68 landmarks (x, y interleaved, image pixels): each eye's centre from its four
     * lid points, the nose tip, and each mouth corner averaged with the inner lip's corner.
     */
    static double[][] fivePoints(double[] landmarks) {
        if (landmarks.length != 136) {
            throw new IllegalArgumentException("68 landmarks are 136 values");
        }
        return new double[][] {
                mean(landmarks, 37, 38, 40, 41), mean(landmarks, 43, 44, 46, 47), mean(landmarks, 30),
                mean(landmarks, 48, 60), mean(landmarks, 54, 64)};
    }

    private static double[] mean(double[] landmarks, int... points) {
        double x = 0;
        double y = 0;
        for (int p : points) {
            x += landmarks[2 * p];
            y += landmarks[2 * p + 1];
        }
        return new double[] {x / points.length, y / points.length};
    }

    /**
     * The similarity transform {@code x' = a x - b y + tx, y' = b x + a y + ty} that maps {@code from} onto
     * {@code to} with the least squared error; returns {a, b, tx, ty}.
     */
    static double[] similarity(double[][] from, double[][] to) {
        int n = from.length;
        double fx = 0;
        double fy = 0;
        double tx = 0;
        double ty = 0;
        for (int i = 0; i < n; i++) {
            fx += from[i][0] / n;
            fy += from[i][1] / n;
            tx += to[i][0] / n;
            ty += to[i][1] / n;
        }
        double dot = 0;
        double cross = 0;
        double norm = 0;
        for (int i = 0; i < n; i++) {
            double px = from[i][0] - fx;
            double py = from[i][1] - fy;
            double qx = to[i][0] - tx;
            double qy = to[i][1] - ty;
            dot += px * qx + py * qy;
            cross += px * qy - py * qx;
            norm += px * px + py * py;
        }
        if (norm == 0) {
            throw new IllegalArgumentException("The points coincide");
        }
        double a = dot / norm;
        double b = cross / norm;
        return new double[] {a, b, tx - (a * fx - b * fy), ty - (b * fx + a * fy)};
    }

    /** Applies a transform to a point. */
    static double[] apply(double[] t, double x, double y) {
        return new double[] {t[0] * x - t[1] * y + t[2], t[1] * x + t[0] * y + t[3]};
    }

    /** The 112x112 face: each output pixel sampled where the inverse transform puts it in the image. */
    static Pixels warp(Pixels image, double[] t) {
        double det = t[0] * t[0] + t[1] * t[1];
        int[] out = new int[SIZE * SIZE];
        for (int v = 0; v < SIZE; v++) {
            for (int u = 0; u < SIZE; u++) {
                double dx = u - t[2];
                double dy = v - t[3];
                double x = (t[0] * dx + t[1] * dy) / det;
                double y = (-t[1] * dx + t[0] * dy) / det;
                out[v * SIZE + u] = image.bilinear(x, y);
            }
        }
        return new Pixels(SIZE, SIZE, out);
    }

    /** The aligned face for the embedding model. */
    static Pixels align(Pixels image, double[] landmarks) {
        return warp(image, similarity(fivePoints(landmarks), TEMPLATE));
    }
}
