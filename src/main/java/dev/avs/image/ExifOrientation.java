package dev.avs.image;

import java.awt.image.BufferedImage;

/**
 * The turn the EXIF orientation tag (1-8, read by {@link ImageStructure}) asks for. Phones store a portrait photo as
 * the sensor saw it and tag it "rotate 90 degrees" (6) or similar; a viewer, and anything that looks for a face or
 * a line of text, must turn it first. A video's display matrix asks for the same eight turns (the decoding module's
 * {@code Orientation} names them by these numbers).
 */
public final class ExifOrientation {

    private ExifOrientation() {
    }

    /**
     * The image as it should be seen: 2 mirror, 3 rotate 180, 4 mirror vertically, 5 transpose, 6 rotate 90
     * clockwise, 7 transverse, 8 rotate 90 counter-clockwise.
     */
    public static BufferedImage apply(BufferedImage image, int orientation) {
        int w = image.getWidth();
        int h = image.getHeight();
        boolean sideways = orientation >= 5;
        BufferedImage out = new BufferedImage(sideways ? h : w, sideways ? w : h, BufferedImage.TYPE_INT_RGB);
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int tx;
                int ty;
                switch (orientation) {
                    case 2 -> { tx = w - 1 - x; ty = y; }
                    case 3 -> { tx = w - 1 - x; ty = h - 1 - y; }
                    case 4 -> { tx = x; ty = h - 1 - y; }
                    case 5 -> { tx = y; ty = x; }
                    case 6 -> { tx = h - 1 - y; ty = x; }
                    case 7 -> { tx = h - 1 - y; ty = w - 1 - x; }
                    case 8 -> { tx = y; ty = w - 1 - x; }
                    default -> { tx = x; ty = y; }
                }
                out.setRGB(tx, ty, row[x]);
            }
        }
        return out;
    }
}
