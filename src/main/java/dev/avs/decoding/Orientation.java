package dev.avs.decoding;

import java.awt.image.BufferedImage;

/**
 * How a video's pictures are turned to be shown upright. Phones store what the sensor saw and say in the container
 * how to turn it (an MP4's display matrix): a portrait selfie from an iPhone or a Pixel is stored on its side. Read
 * as stored, the face lies on its side, where the face detector finds it badly, the head's pose reads across the
 * face instead of along it, and a turn of the head is a nod. FFmpeg's own player turns the picture; this does the
 * same, case for case as its {@code autorotate} does (quarter turns, with the mirrorings a matrix may add), on the
 * frames kept, which are small.
 *
 * @param quarterTurns clockwise quarter turns, 0 to 3
 * @param mirrored flipped left to right after the turn
 */
record Orientation(int quarterTurns, boolean mirrored) {

    static final Orientation UPRIGHT = new Orientation(0, false);

    /**
     * The orientation a display matrix asks for (nine 32-bit values, row by row, as FFmpeg gives them; the first two
     * rows' first two values are 16.16 fixed point); a rotation that is not a quarter turn is left alone.
     */
    static Orientation of(int[] matrix) {
        if (matrix == null || matrix.length < 9) {
            return UPRIGHT;
        }
        double theta = -Math.round(rotation(matrix));
        theta -= 360 * Math.floor(theta / 360 + 0.9 / 360);
        if (Math.abs(theta - 90) < 1) {
            // FFmpeg's transpose (x and y trade places) is a clockwise turn, then mirrored
            return new Orientation(1, matrix[3] > 0);
        }
        if (Math.abs(theta - 180) < 1) {
            boolean h = matrix[0] < 0;
            boolean v = matrix[4] < 0;
            // both flips are a half turn; one vertical flip is a half turn mirrored
            return h && v ? new Orientation(2, false) : h ? new Orientation(0, true) : v ? new Orientation(2, true)
                    : UPRIGHT;
        }
        if (Math.abs(theta - 270) < 1) {
            return new Orientation(3, matrix[3] < 0);
        }
        if (Math.abs(theta) < 1 && matrix[4] < 0) {
            return new Orientation(2, true);
        }
        return UPRIGHT;
    }

    /** The matrix's anticlockwise rotation in degrees, as FFmpeg's {@code av_display_rotation_get} reads it. */
    private static double rotation(int[] m) {
        double scale0 = Math.hypot(m[0], m[3]);
        double scale1 = Math.hypot(m[1], m[4]);
        if (scale0 == 0 || scale1 == 0) {
            return 0;
        }
        return -Math.toDegrees(Math.atan2(m[1] / scale1, m[0] / scale0));
    }

    /** Whether width and height trade places. */
    boolean sideways() {
        return quarterTurns % 2 == 1;
    }

    /** The picture turned and mirrored as asked (the same picture when upright). */
    BufferedImage apply(BufferedImage image) {
        if (quarterTurns == 0 && !mirrored) {
            return image;
        }
        int w = image.getWidth();
        int h = image.getHeight();
        int ow = sideways() ? h : w;
        int oh = sideways() ? w : h;
        BufferedImage out = new BufferedImage(ow, oh, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int tx;
                int ty;
                switch (quarterTurns) {
                    case 1 -> { tx = h - 1 - y; ty = x; }
                    case 2 -> { tx = w - 1 - x; ty = h - 1 - y; }
                    case 3 -> { tx = y; ty = w - 1 - x; }
                    default -> { tx = x; ty = y; }
                }
                out.setRGB(mirrored ? ow - 1 - tx : tx, ty, image.getRGB(x, y));
            }
        }
        return out;
    }
}
