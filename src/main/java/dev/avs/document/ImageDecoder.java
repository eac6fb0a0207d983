package dev.avs.document;

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
 * decoding, so a 40-megapixel photo never exists in memory at full size. A truncated file is undecodable even
 * where the reader would fill the missing part with grey and only warn.
 */
final class ImageDecoder {

    /** The decoded image's longer side stays at most this, before normalisation. */
    static final int MAX_DECODED_SIDE = 2048;
    /** Larger claims are decompression bombs or nothing a camera produces. */
    static final long MAX_PIXELS = 200_000_000L;

    /** The original dimensions (null when the header was unreadable) and the image, null when undecodable. */
    record Decoded(Integer width, Integer height, BufferedImage image) {
    }

    private ImageDecoder() {
    }

    static Decoded decode(byte[] content) {
        Integer width = null;
        Integer height = null;
        // Straight from memory: ImageIO.createImageInputStream would cache the stream in a temporary file.
        try (ImageInputStream input = new MemoryCacheImageInputStream(new ByteArrayInputStream(content))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(input);
            while (readers.hasNext()) {
                ImageReader reader = readers.next();
                List<String> warnings = new ArrayList<>();
                try {
                    input.seek(0);
                    reader.setInput(input, true, true);
                    reader.addIIOReadWarningListener(collect(warnings));
                    width = reader.getWidth(0);
                    height = reader.getHeight(0);
                    if (width <= 0 || height <= 0 || (long) width * height > MAX_PIXELS) {
                        return new Decoded(width, height, null);
                    }
                    int step = (int) Math.ceil((double) Math.max(width, height) / MAX_DECODED_SIDE);
                    ImageReadParam param = reader.getDefaultReadParam();
                    param.setSourceSubsampling(step, step, 0, 0);
                    BufferedImage image = reader.read(0, param);
                    if (image == null || warnings.stream().anyMatch(ImageDecoder::isTruncation)) {
                        return new Decoded(width, height, null);
                    }
                    return new Decoded(width, height, image);
                } catch (IOException | RuntimeException e) {
                    // Try the next reader; if none decodes, the file is undecodable.
                } finally {
                    reader.dispose();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Undecodable.
        }
        return new Decoded(width, height, null);
    }

    private static boolean isTruncation(String warning) {
        String message = warning.toLowerCase(Locale.ROOT);
        return message.contains("truncated") || message.contains("premature end") || message.contains("missing eoi");
    }

    private static IIOReadWarningListener collect(List<String> warnings) {
        return (source, warning) -> warnings.add(warning == null ? "" : warning);
    }
}
