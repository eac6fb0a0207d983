package dev.avs.image;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.event.IIOReadWarningListener;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;

/**
 * Decodes JPEG (also CMYK, through TwelveMonkeys), PNG and WebP at a reduced size: the reader subsamples while
 * decoding, so a 40-megapixel photo never exists in memory at full size. Only a content whose structure passed
 * {@link ImageStructure} reaches a decoder, and only the decoder of the format it is (never one chosen by probing
 * every installed reader). A truncated file is undecodable even where the reader would fill the missing part with
 * grey and only warn. For the modules that look at what a photo shows (faces, documents), {@link #decodeUpright}
 * also turns it as its EXIF orientation says: phones store portraits sideways and only tag them.
 */
public final class ImageDecoder {

    /** The decoded image's longer side stays at most this, before normalisation. */
    public static final int MAX_DECODED_SIDE = 2048;
    /** Larger claims are decompression bombs or nothing a camera produces. */
    static final long MAX_PIXELS = 200_000_000L;

    /** The original dimensions (null when the header was unreadable) and the image, null when undecodable. */
    public record Decoded(Integer width, Integer height, BufferedImage image) {
    }

    private ImageDecoder() {
    }

    public static Decoded decode(byte[] content) {
        return decode(content, MAX_DECODED_SIDE);
    }

    /**
     * Decoded at a reduced size and turned upright as its EXIF orientation tag says; {@code width} and
     * {@code height} are then those of the upright original. A JPEG is scaled while it is decoded by the largest
     * of 1/2, 1/4, 1/8 that keeps its longer side at {@code maxSide} or more ({@link ReducedJpeg}); other formats,
     * and JPEGs that do not decode cleanly that way, are subsampled by ImageIO to at most {@code maxSide}.
     */
    public static Decoded decodeUpright(byte[] content, int maxSide) {
        ImageStructure.Verdict verdict = ImageStructure.of(content);
        Decoded decoded = decode(content, verdict, maxSide, true);
        int orientation = verdict.sound() ? verdict.facts().metadata().orientation() : 1;
        if (decoded.image() == null || orientation <= 1) {
            return decoded;
        }
        boolean sideways = orientation >= 5;
        return new Decoded(sideways ? decoded.height() : decoded.width(), sideways ? decoded.width() : decoded.height(),
                ExifOrientation.apply(decoded.image(), orientation));
    }

    /** Decoded as stored, subsampled by ImageIO to at most {@code maxSide}. */
    public static Decoded decode(byte[] content, int maxSide) {
        return decode(content, ImageStructure.of(content), maxSide, false);
    }

    /** The same, for a caller that walked the content already (and reads its metadata from the same verdict). */
    public static Decoded decode(byte[] content, ImageStructure.Verdict verdict, int maxSide) {
        return decode(content, verdict, maxSide, false);
    }

    private static Decoded decode(byte[] content, ImageStructure.Verdict verdict, int maxSide, boolean dctScaling) {
        if (!verdict.sound()) {
            return new Decoded(null, null, null);
        }
        ImageStructure.Facts facts = verdict.facts();
        if ((long) facts.width() * facts.height() > MAX_PIXELS) {
            return new Decoded(facts.width(), facts.height(), null);
        }
        try (DecodeMemory.Lease lease = DecodeMemory.lease(facts, maxSide)) {
            if (dctScaling && facts.format() == ImageStructure.Format.JPEG) {
                BufferedImage reduced = reduced(content, facts, maxSide);
                if (reduced != null) {
                    return new Decoded(facts.width(), facts.height(), reduced);
                }
            }
            return new Decoded(facts.width(), facts.height(), subsampled(content, facts, maxSide));
        }
    }

    /** The JPEG decoded scaled in the DCT domain, or null to let ImageIO decide. */
    private static BufferedImage reduced(byte[] content, ImageStructure.Facts facts, int maxSide) {
        int step = (int) Math.ceil((double) Math.max(facts.width(), facts.height()) / maxSide);
        int reduction = step >= 8 ? 8 : step >= 4 ? 4 : step >= 2 ? 2 : 1;
        return ReducedJpeg.decode(content, reduction);
    }

    /** Decoded by the format's own ImageIO reader, subsampled to at most {@code maxSide}; null when it fails. */
    private static BufferedImage subsampled(byte[] content, ImageStructure.Facts facts, int maxSide) {
        // Straight from memory: ImageIO.createImageInputStream would cache the stream in a temporary file.
        try (ImageInputStream input = new MemoryCacheImageInputStream(new ByteArrayInputStream(content))) {
            Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(
                    facts.format().name().toLowerCase(Locale.ROOT));
            while (readers.hasNext()) {
                ImageReader reader = readers.next();
                List<String> warnings = new ArrayList<>();
                try {
                    input.seek(0);
                    reader.setInput(input, true, true);
                    reader.addIIOReadWarningListener(collect(warnings));
                    int step = (int) Math.ceil((double) Math.max(facts.width(), facts.height()) / maxSide);
                    ImageReadParam param = reader.getDefaultReadParam();
                    param.setSourceSubsampling(step, step, 0, 0);
                    BufferedImage image = reader.read(0, param);
                    if (image == null || warnings.stream().anyMatch(ImageDecoder::isTruncation)) {
                        return null;
                    }
                    return image;
                } catch (IOException | RuntimeException e) {
                    // Try the next reader; if none decodes, the file is undecodable.
                } finally {
                    reader.dispose();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Undecodable.
        }
        return null;
    }

    private static boolean isTruncation(String warning) {
        String message = warning.toLowerCase(Locale.ROOT);
        return message.contains("truncated") || message.contains("premature end") || message.contains("missing eoi");
    }

    private static IIOReadWarningListener collect(List<String> warnings) {
        return (source, warning) -> warnings.add(warning == null ? "" : warning);
    }
}
