package dev.avs.reading;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A card photographed sideways (a quarter turn either way: the card held upright beside a passport, a scan turned):
 * the detector's boxes of its lines stand on end, and the recogniser, which reads lines left to right, reads none of
 * them. Such a photo is read turned a quarter; upside down (the wrong quarter) its words read unsure.
 */
final class Sideways {

    private Sideways() {
    }

    /** Fewer boxes than this standing on end is some upright print on a card that lies level (a number along its side). */
    private static final int LINES = 5;

    /** The words' mean confidence at which a turned photo reads the right way up; upside down reads under half. */
    private static final double SURE = 70;

    /** Whether the text boxes stand on end: five or more twice as high as wide, twice as many as lie level. */
    static boolean standsOnEnd(List<TextDetector.TextBox> boxes) {
        long onEnd = boxes.stream().filter(b -> b.box().height >= 2 * b.box().width).count();
        long level = boxes.stream().filter(b -> b.box().width >= 2 * b.box().height).count();
        return onEnd >= LINES && onEnd > 2 * level;
    }

    /** The image turned a quarter, clockwise or counter-clockwise. */
    static BufferedImage quarterTurn(BufferedImage image, boolean clockwise) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] from = image.getRGB(0, 0, w, h, null, 0, w);
        int[] to = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                // clockwise, (x, y) goes to (h - 1 - y, x); counter-clockwise to (y, w - 1 - x), in an h-wide image
                int at = clockwise ? x * h + (h - 1 - y) : (w - 1 - x) * h + y;
                to[at] = from[y * w + x];
            }
        }
        BufferedImage turned = new BufferedImage(h, w, BufferedImage.TYPE_INT_RGB);
        turned.setRGB(0, 0, h, w, to, 0, h);
        return turned;
    }

    /** The words' mean confidence, 0 - 100 (0 for none). */
    static double surety(List<PrintedWord> words) {
        return words.stream().mapToInt(PrintedWord::confidence).average().orElse(0);
    }

    /** Whether the words read sure enough to be the right way up. */
    static boolean sure(List<PrintedWord> words) {
        return surety(words) >= SURE;
    }
}
