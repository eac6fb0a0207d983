package dev.avs.document;

import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import dev.avs.image.ImageStructure;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The image rules of the document check (CHECKS.md: {@code FILE_UNREADABLE}, {@code IMAGE_TOO_SMALL},
 * {@code IMAGE_BLURRY}, {@code IMAGE_EDITED}, {@code DUPLICATE_IMAGE}) as measurements on a file's bytes.
 * Never throws on bad input: an undecodable file is {@code decodable = false}.
 * <p>
 * Sharpness and the perceptual hash are computed on the grey image area-averaged down so that its longer side
 * is {@value #NORMALISED_SIDE} px, so a photo's sharpness does not depend on the camera's resolution. Smaller
 * images are measured as they are: upscaling would only add blur, and {@code IMAGE_TOO_SMALL} handles them.
 * Cost (measured on a loaded 2-core machine, warm JVM): a 640×480 JPEG in a few milliseconds, most of it the
 * JPEG decoder; a 7000×5000 JPEG in about 0.4 s, decoded subsampled.
 */
public final class ImageAnalysis {

    public static final int NORMALISED_SIDE = 1024;
    /** How far from the end of a PDF the {@code %%EOF} marker may be (trailing whitespace, incremental saves). */
    static final int PDF_EOF_WINDOW = 1024;

    private ImageAnalysis() {
    }

    /**
     * @param content     the file's bytes
     * @param contentType the sniffed type ({@code image/jpeg}, {@code image/png}, {@code image/webp},
     *                    {@code application/pdf}); images are recognised from their bytes, so only "PDF or not"
     *                    is taken from it; null: PDF when the bytes start with {@code %PDF-}
     */
    public static AnalysedImage analyse(byte[] content, String contentType) {
        if (content == null || content.length == 0) {
            return AnalysedImage.undecodable(null, null);
        }
        if (isPdf(content, contentType)) {
            return AnalysedImage.pdf(pdfLooksComplete(content));
        }
        // one walk of the structure serves the decode and the metadata
        ImageStructure.Verdict verdict = ImageStructure.of(content);
        ImageDecoder.Decoded decoded = ImageDecoder.decode(content, verdict, ImageDecoder.MAX_DECODED_SIDE);
        if (decoded.image() == null) {
            return AnalysedImage.undecodable(decoded.width(), decoded.height());
        }
        GreyImage normalised = GreyImage.of(decoded.image()).normalised(NORMALISED_SIDE);
        return new AnalysedImage(true, false, decoded.width(), decoded.height(),
                Sharpness.laplacianVariance(normalised), PerceptualHash.of(normalised), EditorTraces.find(verdict));
    }

    /** The number of differing bits of two perceptual hashes (0 = same image, about 32 = unrelated). */
    public static int hammingDistance(long a, long b) {
        return Long.bitCount(a ^ b);
    }

    private static boolean isPdf(byte[] content, String contentType) {
        if (contentType != null) {
            return contentType.toLowerCase(Locale.ROOT).strip().startsWith("application/pdf");
        }
        return startsWith(content, "%PDF-");
    }

    static boolean pdfLooksComplete(byte[] content) {
        if (!startsWith(content, "%PDF-")) {
            return false;
        }
        int from = Math.max(0, content.length - PDF_EOF_WINDOW);
        String tail = new String(content, from, content.length - from, StandardCharsets.ISO_8859_1);
        return tail.contains("%%EOF");
    }

    private static boolean startsWith(byte[] content, String prefix) {
        byte[] bytes = prefix.getBytes(StandardCharsets.US_ASCII);
        if (content.length < bytes.length) {
            return false;
        }
        for (int i = 0; i < bytes.length; i++) {
            if (content[i] != bytes[i]) {
                return false;
            }
        }
        return true;
    }
}
