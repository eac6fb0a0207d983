package dev.avs.decoding;

import dev.avs.image.ExifOrientation;
import java.awt.image.BufferedImage;

/**
 * How a video's pictures are turned to be shown upright. Phones store what the sensor saw and say in the container
 * how to turn it (an MP4's display matrix): a portrait selfie from an iPhone or a Pixel is stored on its side. Read
 * as stored, the face lies on its side, where the face detector finds it badly, the head's pose reads across the
 * face instead of along it, and a turn of the head is a nod. FFmpeg's own player turns the picture; this does the
 * same, case for case as its {@code autorotate} does (quarter turns, with the mirrorings a matrix may add), on the
 * frames kept, which are small. The eight turns are a photo's EXIF orientations, named by their numbers.
 *
 * @param exif the EXIF orientation that turns the picture upright: 1 as it is, 2 mirrored, 3 a half turn, 4 mirrored
 *             top to bottom, 5 transposed, 6 a quarter turn clockwise, 7 transverse, 8 a quarter turn anticlockwise
 */
record Orientation(int exif) {

    static final Orientation UPRIGHT = new Orientation(1);

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
            return new Orientation(matrix[3] > 0 ? 5 : 6);
        }
        if (Math.abs(theta - 180) < 1) {
            boolean h = matrix[0] < 0;
            boolean v = matrix[4] < 0;
            return new Orientation(h && v ? 3 : h ? 2 : v ? 4 : 1);
        }
        if (Math.abs(theta - 270) < 1) {
            return new Orientation(matrix[3] < 0 ? 7 : 8);
        }
        return new Orientation(Math.abs(theta) < 1 && matrix[4] < 0 ? 4 : 1);
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
        return exif >= 5;
    }

    /** The picture turned as asked (the same picture when upright). */
    BufferedImage apply(BufferedImage image) {
        return exif == 1 ? image : ExifOrientation.apply(image, exif);
    }
}
