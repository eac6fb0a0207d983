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
        double[] eyes = eyeLine(landmarks);
        if (eyes == null) {
            return Double.NaN;
        }
        double nose = along(landmarks, NOSE_TIP, eyes[0], eyes[1]);
        double left = nose - along(landmarks, JAW_LEFT, eyes[0], eyes[1]);
        double right = along(landmarks, JAW_RIGHT, eyes[0], eyes[1]) - nose;
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
        double[] eyes = eyeLine(landmarks);
        if (eyes == null) {
            return Double.NaN;
        }
        // down the face: the eye line turned a quarter, clockwise in image coordinates (y grows downwards)
        double dx = -eyes[1];
        double dy = eyes[0];
        double middle = eyes[2] * dx + eyes[3] * dy;
        double chin = along(landmarks, CHIN, dx, dy) - middle;
        if (chin <= 0) {
            return Double.NaN;
        }
        return (along(landmarks, NOSE_TIP, dx, dy) - middle) / chin;
    }

    /**
     * The unit vector from the image's left eye to its right one and the point between them ({dx, dy, x, y}), or
     * null when the two eyes are one point.
     */
    private static double[] eyeLine(double[] landmarks) {
        if (landmarks.length != 136) {
            throw new IllegalArgumentException("68 landmarks are 136 values");
        }
        double[][] five = FaceAlignment.fivePoints(landmarks);
        double ex = five[1][0] - five[0][0];
        double ey = five[1][1] - five[0][1];
        double norm = Math.hypot(ex, ey);
        if (norm == 0) {
            return null;
        }
        return new double[] {ex / norm, ey / norm, (five[0][0] + five[1][0]) / 2, (five[0][1] + five[1][1]) / 2};
    }

    private static double along(double[] landmarks, int point, double ex, double ey) {
        return landmarks[2 * point] * ex + landmarks[2 * point + 1] * ey;
    }
}
