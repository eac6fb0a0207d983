package dev.avs.reading;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.ChecksumException;
import com.google.zxing.DecodeHintType;
import com.google.zxing.FormatException;
import com.google.zxing.LuminanceSource;
import com.google.zxing.NotFoundException;
import com.google.zxing.common.GlobalHistogramBinarizer;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.pdf417.PDF417Reader;
import dev.avs.image.GreyImage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Finds and decodes the PDF417 barcode of a photo with ZXing (TRY_HARDER; its detector tries the four quarter
 * turns itself), as photographed and, when that finds none, at twice its size: web-sized photos of a card (700 to
 * 900 pixels wide) print the barcode's narrowest bars a pixel or two wide, too thin for the detector until they are
 * enlarged. Each scale is tried with ZXing's local (hybrid) threshold and then its global one, which reads barcodes
 * under uneven light that the local one breaks up, and then turned a few degrees either way ({@link #TILTS}) with
 * the local one: ZXing follows a barcode's rows only within a degree or two of level, and a card held by hand is
 * seldom that straight (on 21 real photos of licence backs, a card 2 degrees off read turned 2 degrees back but not
 * 3, and one 8 degrees off read turned 9 degrees back: 16 read with 0 and 3 degrees, 18 with these). The attempts
 * stop at the first text or when {@code budget} has passed (checked between attempts; one attempt on a 1,400-pixel
 * photo takes 100 - 400 ms, and a photo with no barcode found takes about a second).
 */
final class Pdf417Decoder {

    /** ZXing's version (pom.xml) and this class's way of trying: part of a stored reading's model id. */
    static final String MODEL_ID = "zxing-3.5.4:pdf417:2";
    /** Photos larger than this are not enlarged: their bars are wide enough, and twice the pixels cost 4x. */
    private static final int ENLARGE_BELOW = 1400;
    /** Degrees a photo is turned when it does not read as taken, in turn: the likeliest first. */
    static final double[] TILTS = {0, 3, -3, 2, -2, 6, -6, 9, -9};
    private static final Map<DecodeHintType, Object> HINTS = Map.of(DecodeHintType.TRY_HARDER, Boolean.TRUE);
    private static final List<Function<LuminanceSource, BinaryBitmap>> THRESHOLDS = List.of(
            source -> new BinaryBitmap(new HybridBinarizer(source)),
            source -> new BinaryBitmap(new GlobalHistogramBinarizer(source)));

    private final Duration budget;

    Pdf417Decoder(Duration budget) {
        this.budget = budget;
    }

    /** The text of the first PDF417 found; empty when none is found within the budget. */
    Optional<String> decode(GreyImage image) {
        long deadline = System.nanoTime() + budget.toNanos();
        List<GreyImage> scales = Math.max(image.width(), image.height()) < ENLARGE_BELOW
                ? List.of(image, image.resized(image.width() * 2, image.height() * 2)) : List.of(image);
        for (GreyImage scaled : scales) {
            for (double tilt : TILTS) {
                if (System.nanoTime() > deadline) {
                    return Optional.empty();
                }
                LuminanceSource source = new GreyLuminance(tilt == 0 ? scaled : turned(scaled, tilt));
                for (Function<LuminanceSource, BinaryBitmap> threshold : tilt == 0 ? THRESHOLDS
                        : THRESHOLDS.subList(0, 1)) {
                    if (System.nanoTime() > deadline) {
                        return Optional.empty();
                    }
                    try {
                        return Optional.of(new PDF417Reader().decode(threshold.apply(source), HINTS).getText());
                    } catch (NotFoundException | FormatException | ChecksumException none) {
                        // not found this way: the next
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The image turned about its centre, the same size, white where the turn uncovers no pixel. */
    static GreyImage turned(GreyImage image, double degrees) {
        double cos = Math.cos(Math.toRadians(degrees));
        double sin = Math.sin(Math.toRadians(degrees));
        double cx = image.width() / 2.0;
        double cy = image.height() / 2.0;
        float[] pixels = new float[image.width() * image.height()];
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                double sx = cos * (x - cx) + sin * (y - cy) + cx;
                double sy = -sin * (x - cx) + cos * (y - cy) + cy;
                pixels[y * image.width() + x] = sx < 0 || sy < 0 || sx > image.width() - 1 || sy > image.height() - 1
                        ? 255f : image.sample(sx, sy);
            }
        }
        return new GreyImage(image.width(), image.height(), pixels);
    }

    /** A grey image as ZXing's luminance bytes. */
    private static final class GreyLuminance extends LuminanceSource {

        private final byte[] luminance;

        GreyLuminance(GreyImage image) {
            super(image.width(), image.height());
            float[] pixels = image.pixels();
            luminance = new byte[pixels.length];
            for (int i = 0; i < pixels.length; i++) {
                luminance[i] = (byte) Math.max(0, Math.min(255, Math.round(pixels[i])));
            }
        }

        @Override
        public byte[] getRow(int y, byte[] row) {
            byte[] out = row == null || row.length < getWidth() ? new byte[getWidth()] : row;
            System.arraycopy(luminance, y * getWidth(), out, 0, getWidth());
            return out;
        }

        @Override
        public byte[] getMatrix() {
            return luminance;
        }
    }
}
