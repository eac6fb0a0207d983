package dev.avs.face;

/**
 * How far a head is turned, from its 68 landmarks: the nose tip's place between the two sides of the jaw, measured
 * along the line through the eyes (so a tilted head reads the same). 0 is frontal; positive when the nose is nearer
 * the image's right edge of the face, negative nearer its left; about ±0.5 at a quarter turn. A photo held up to the
 * camera and turned keeps its nose where it was between the jaw's sides: only a head turns this way.
 *
 * <p>How far it is raised or lowered ({@link #pitch}): the nose tip's place between the eyes and the chin, across the
 * eye line. Faces differ in it (0.25 - 0.45 facing the camera), so it is read against the person's own frontal pose.
 */
final class HeadPose {

    private static final int JAW_LEFT = 0;
    private static final int JAW_RIGHT = 16;
    private static final int NOSE_TIP = 30;
    private static final int CHIN = 8;

    private HeadPose() {
    }

    /** The yaw of a face from its landmarks (x, y interleaved), or NaN when the landmarks make no face. */
    static double yaw(double[] landmarks) {
        if (landmarks.length != 136) {
            throw new IllegalArgumentException("68 landmarks are 136 values");
        }
        double[][] five = FaceAlignment.fivePoints(landmarks);
        double ex = five[1][0] - five[0][0];
        double ey = five[1][1] - five[0][1];
        double norm = Math.hypot(ex, ey);
        if (norm == 0) {
            return Double.NaN;
        }
        ex /= norm;
        ey /= norm;
        double nose = along(landmarks, NOSE_TIP, ex, ey);
        double left = nose - along(landmarks, JAW_LEFT, ex, ey);
        double right = along(landmarks, JAW_RIGHT, ex, ey) - nose;
        if (left <= 0 && right <= 0) {
            return Double.NaN;
        }
        return (left - right) / (Math.abs(left) + Math.abs(right));
    }

    /**
     * How far down the face, from the eye line (0) to the chin (1), the nose tip sits, measured across the eye line;
     * NaN when the landmarks make no face. A head raised brings the nose tip up towards the eyes (under half its
     * frontal value with the chin well up), a head lowered takes it down towards the chin.
     */
    static double pitch(double[] landmarks) {
        if (landmarks.length != 136) {
            throw new IllegalArgumentException("68 landmarks are 136 values");
        }
        double[][] five = FaceAlignment.fivePoints(landmarks);
        double ex = five[1][0] - five[0][0];
        double ey = five[1][1] - five[0][1];
        double norm = Math.hypot(ex, ey);
        if (norm == 0) {
            return Double.NaN;
        }
        // down the face: the eye line turned a quarter, clockwise in image coordinates (y grows downwards)
        double dx = -ey / norm;
        double dy = ex / norm;
        double eyes = ((five[0][0] + five[1][0]) / 2) * dx + ((five[0][1] + five[1][1]) / 2) * dy;
        double chin = along(landmarks, CHIN, dx, dy) - eyes;
        if (chin <= 0) {
            return Double.NaN;
        }
        return (along(landmarks, NOSE_TIP, dx, dy) - eyes) / chin;
    }

    private static double along(double[] landmarks, int point, double ex, double ey) {
        return landmarks[2 * point] * ex + landmarks[2 * point + 1] * ey;
    }
}
