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
 * photo takes 100 - 400 ms, and a photo with no barcode found takes about a second). When a barcode was found but
 * none of these reads it, the largest scale is sharpened ({@link #sharpened}) and tried again in half degrees: bars a
 * pixel and a half wide blur into each other until their edges are strengthened.
 */
final class Pdf417Decoder {

    /** ZXing's version (pom.xml) and this class's way of trying: part of a stored reading's model id. */
    static final String MODEL_ID = "zxing-3.5.4:pdf417:3";
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
        boolean glimpsed = false;
        for (GreyImage scaled : scales) {
            for (double tilt : TILTS) {
                Attempt attempt = attempt(scaled, tilt, tilt == 0 ? THRESHOLDS : THRESHOLDS.subList(0, 1), deadline);
                if (attempt.text().isPresent() || attempt.outOfTime()) {
                    return attempt.text();
                }
                glimpsed |= attempt.glimpsed();
            }
        }
        if (!glimpsed || System.nanoTime() > deadline) {
            // no barcode found at all: a photo of another side, or of no card (sharpening one costs half a second)
            return Optional.empty();
        }
        // found but not read: the bars may be thin and blurred into each other (a phone photo of a whole card 900
        // pixels wide, bars 1.5 pixels: ZXing finds the barcode but misreads its codewords)
        GreyImage sharp = sharpened(scales.getLast(), (int) Math.round(SHARPENED_RADIUS * scales.size()));
        for (double tilt : SHARPENED_TILTS) {
            Attempt attempt = attempt(sharp, tilt, THRESHOLDS.subList(0, 1), deadline);
            if (attempt.text().isPresent() || attempt.outOfTime()) {
                return attempt.text();
            }
        }
        return Optional.empty();
    }

    /**
     * A try at one scale and tilt: the text; or whether a barcode was found whose codewords failed their check; or
     * that the budget has passed.
     */
    private record Attempt(Optional<String> text, boolean glimpsed, boolean outOfTime) {
    }

    private static Attempt attempt(GreyImage scaled, double tilt, List<Function<LuminanceSource, BinaryBitmap>> thresholds,
                                   long deadline) {
        LuminanceSource source = new GreyLuminance(tilt == 0 ? scaled : turned(scaled, tilt));
        boolean glimpsed = false;
        for (Function<LuminanceSource, BinaryBitmap> threshold : thresholds) {
            if (System.nanoTime() > deadline) {
                return new Attempt(Optional.empty(), glimpsed, true);
            }
            try {
                return new Attempt(Optional.of(new PDF417Reader().decode(threshold.apply(source), HINTS).getText()),
                        true, false);
            } catch (ChecksumException misread) {
                glimpsed = true;
            } catch (NotFoundException | FormatException none) {
                // not found this way: the next
            }
        }
        return new Attempt(Optional.empty(), glimpsed, false);
    }

    /**
     * The image with its edges strengthened (an unsharp mask: each pixel plus {@value #SHARPENING} times its
     * difference from the mean of the pixels {@code radius} around it), so that a thin bar blurred to grey is dark
     * again.
     */
    static GreyImage sharpened(GreyImage image, int radius) {
        int w = image.width();
        int h = image.height();
        float[] pixels = image.pixels();
        float[] across = boxMean(pixels, w, h, radius, 1, w);
        float[] mean = boxMean(across, h, w, radius, w, 1);
        float[] out = new float[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            out[i] = pixels[i] + SHARPENING * (pixels[i] - mean[i]);
        }
        return new GreyImage(w, h, out);
    }

    /**
     * How much a sharpened pixel's difference from its neighbours' mean is strengthened, and over how many of the
     * photo's pixels around it. Chosen on the two real photos of backs that read at no scale and tilt unsharpened,
     * enlarged twice and turned 0 - 2 degrees either way by half degrees, amounts 1 - 6 over 1 - 3 enlarged pixels:
     * one whose bars are 1.5 pixels wide read at 3 - 4 of 9 turns with 3 or 4 over 2 or 3, the one out of focus only
     * over 3 (1 - 2 turns with 3 - 6); 4 over 3 reads both.
     */
    static final float SHARPENING = 4f;
    static final double SHARPENED_RADIUS = 1.5;
    /** Degrees a sharpened photo is turned, in turn: in half degrees, as those photos read only at some of them. */
    static final double[] SHARPENED_TILTS = {0, 0.5, -0.5, 1, -1, 1.5, -1.5};

    /**
     * The mean of each pixel's 2 {@code radius} + 1 neighbours along one direction ({@code step} apart), edges
     * repeated: {@code length} pixels along each of {@code lines} lines that start {@code lineStep} apart.
     */
    private static float[] boxMean(float[] pixels, int length, int lines, int radius, int step, int lineStep) {
        float[] out = new float[pixels.length];
        for (int line = 0; line < lines; line++) {
            int base = line * lineStep;
            for (int i = 0; i < length; i++) {
                float sum = 0;
                for (int k = -radius; k <= radius; k++) {
                    sum += pixels[base + Math.max(0, Math.min(length - 1, i + k)) * step];
                }
                out[base + i * step] = sum / (2 * radius + 1);
            }
        }
        return out;
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
