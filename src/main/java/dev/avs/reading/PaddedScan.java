package dev.avs.reading;

import dev.avs.mrz.MrzFormat;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * The second scan of a photo whose best zone runs to its edge and so lost its lines' end characters to the
 * search's margins: the photo inside a margin of its border's own colour, scanned once more; its reading taken only
 * where it restores characters at the lines' ends and changes nothing in between ({@link DocumentReader#scan}).
 */
final class PaddedScan {

    /** How many characters at either end of a line a margin may restore. */
    static final int EDGE = 3;

    private PaddedScan() {
    }

    /**
     * Whether a margin could make the reading valid: not when a check digit fails whose field and digit all lie
     * between the lines' ends, which a second reading taken only where it changes nothing in between keeps as they
     * are (on the real specimens most photos that read nowhere fail the birth or expiry date's check: their second
     * scan, up to a second and a half, could never be taken).
     */
    static boolean mayRestore(String mrz, MrzFormat layout) {
        String[] lines = mrz.split("\n");
        int length = layout.lineLength();
        if (lines.length * length != mrz.length() - (lines.length - 1)) {
            return true;
        }
        char[] text = String.join("", lines).toCharArray();
        for (int c = 0; c < layout.checkCount(); c++) {
            int[] check = layout.check(c);
            if (!MrzCorrection.holds(text, check, layout) && !touchesAnEnd(check, length)) {
                return false;
            }
        }
        return true;
    }

    private static boolean touchesAnEnd(int[] check, int length) {
        int digit = check[check.length - 1];
        if (atAnEnd(digit, length)) {
            return true;
        }
        for (int i = 0; i + 1 < check.length; i += 2) {
            for (int p = check[i]; p < check[i + 1]; p++) {
                if (atAnEnd(p, length)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean atAnEnd(int position, int length) {
        int column = position % length;
        return column < EDGE || column >= length - EDGE;
    }

    /**
     * How far inside the padded photo's border its scan reads zones: as far as the first scan's best zone could lie
     * there, within two margins (a zone farther in was cut whole by the first scan, which read it already).
     */
    static double maxInset(BufferedImage image) {
        return 2 * margin(image);
    }

    /** Whether two readings of a zone have the same lines, alike but for at most {@value #EDGE} characters at either end. */
    static boolean onlyEndsDiffer(String before, String after) {
        String[] a = before.split("\n");
        String[] b = after.split("\n");
        if (a.length != b.length) {
            return false;
        }
        for (int line = 0; line < a.length; line++) {
            if (a[line].length() != b[line].length()) {
                return false;
            }
            for (int i = EDGE; i < a[line].length() - EDGE; i++) {
                if (a[line].charAt(i) != b[line].charAt(i)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The image inside a margin of a twentieth of its longer side, in the mean colour of its outermost pixels. */
    static BufferedImage padded(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        long[] sum = new long[3];
        for (int x = 0; x < w; x++) {
            addRgb(sum, image.getRGB(x, 0));
            addRgb(sum, image.getRGB(x, h - 1));
        }
        for (int y = 0; y < h; y++) {
            addRgb(sum, image.getRGB(0, y));
            addRgb(sum, image.getRGB(w - 1, y));
        }
        int n = 2 * (w + h);
        int margin = margin(image);
        BufferedImage out = new BufferedImage(w + 2 * margin, h + 2 * margin, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = out.createGraphics();
        graphics.setColor(new Color((int) (sum[0] / n), (int) (sum[1] / n), (int) (sum[2] / n)));
        graphics.fillRect(0, 0, out.getWidth(), out.getHeight());
        graphics.drawImage(image, margin, margin, null);
        graphics.dispose();
        return out;
    }

    /** The margin {@link #padded} puts around a photo: a twentieth of its longer side, at least 8 pixels. */
    static int margin(BufferedImage image) {
        return Math.max(8, Math.max(image.getWidth(), image.getHeight()) / 20);
    }

    private static void addRgb(long[] sum, int rgb) {
        sum[0] += (rgb >> 16) & 0xff;
        sum[1] += (rgb >> 8) & 0xff;
        sum[2] += rgb & 0xff;
    }
}
