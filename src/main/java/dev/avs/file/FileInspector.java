package dev.avs.file;

import dev.avs.image.ImageStructure;
import dev.avs.image.VideoStructure;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.tika.Tika;

/**
 * What an upload really is, judged from its bytes only (the declared part type and the filename extension are
 * ignored): one of the accepted types, and for images the size read from the header without decoding pixels, so
 * that a small file declaring a huge image, or metadata that inflates to gigabytes, is refused before anything
 * allocates memory for it.
 */
final class FileInspector {

    /** The result: a sniffed content type and, for an image whose header was readable, its size. */
    record Inspection(String contentType, Integer width, Integer height) {
    }

    static final String JPEG = "image/jpeg";
    static final String PNG = "image/png";
    static final String WEBP = "image/webp";
    static final String PDF = "application/pdf";
    /** Selfie videos: walked at upload ({@link VideoStructure}), decoded only by decoder processes. */
    static final String WEBM = VideoStructure.WEBM;
    static final String MP4 = "video/mp4";
    static final String QUICKTIME = "video/quicktime";
    static final String AVI = VideoStructure.AVI;
    /** Tika's detected types mapped to the types we accept and report. */
    private static final Map<String, String> ACCEPTED = Map.ofEntries(Map.entry(JPEG, JPEG),
            Map.entry("image/pjpeg", JPEG), Map.entry(PNG, PNG), Map.entry("image/x-png", PNG), Map.entry(WEBP, WEBP),
            Map.entry(PDF, PDF), Map.entry(WEBM, WEBM), Map.entry("video/x-matroska", WEBM),
            Map.entry("application/x-matroska", WEBM), Map.entry(MP4, MP4),
            Map.entry("video/x-m4v", MP4), Map.entry("video/3gpp", MP4), Map.entry("video/3gpp2", MP4),
            Map.entry(QUICKTIME, QUICKTIME), Map.entry(AVI, AVI), Map.entry("video/avi", AVI),
            Map.entry("video/msvideo", AVI));

    private final Tika tika = new Tika();
    private final long maxImagePixels;

    FileInspector(long maxImagePixels) {
        if (maxImagePixels <= 0) {
            throw new IllegalArgumentException("avs.file.max-image-pixels must be positive");
        }
        this.maxImagePixels = maxImagePixels;
        // image readers registered by jars on the class path (TwelveMonkeys WebP), also inside the fat jar
        ImageIO.scanForPlugins();
    }

    /** Where a content can be read from, from its start, as often as needed. */
    @FunctionalInterface
    interface Source {
        InputStream open();
    }

    Inspection inspect(byte[] content) {
        return inspect(() -> new ByteArrayInputStream(content), content.length);
    }

    /**
     * Sniffs the content and, for an image or a video, walks its structure ({@link ImageStructure},
     * {@link VideoStructure}), reading it once: 415 for a type we do not accept; 413 for too many pixels, metadata
     * over its budget, a decode that would need more memory than allowed, or a video declaring what no clip holds.
     * An image whose structure is broken is accepted without a size (the document check reports it as unreadable)
     * and never given to a parser; a broken video is refused when it is attached as a clip.
     */
    Inspection inspect(Source content, long size) {
        String type = sniff(content);
        if (type.startsWith("video/")) {
            try {
                VideoStructure.check(content.open(), size, type);
            } catch (VideoStructure.Refused refused) {
                throw new ApiException(refused.unsupported() ? ErrorType.UNSUPPORTED_MEDIA_TYPE
                        : ErrorType.PAYLOAD_TOO_LARGE, refused.getMessage(), "file");
            }
            return new Inspection(type, null, null);
        }
        if (type.equals(PDF)) {
            return new Inspection(type, null, null);
        }
        ImageStructure.Verdict verdict = ImageStructure.of(content.open(), size);
        if (verdict.refusal() != null) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE, verdict.refusal(), "file");
        }
        if (!verdict.sound()) {
            return new Inspection(type, null, null);
        }
        ImageStructure.Facts facts = verdict.facts();
        long pixels = (long) facts.width() * facts.height();
        if (pixels > maxImagePixels) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE, "The image is " + facts.width() + " x "
                    + facts.height() + " pixels; at most " + maxImagePixels + " pixels are accepted", "file");
        }
        return new Inspection(type, facts.width(), facts.height());
    }

    /** The accepted content type of these bytes, or 415. */
    String sniff(Source content) {
        String detected;
        try (InputStream in = new BufferedInputStream(content.open())) {
            detected = tika.detect(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String type = detected == null ? null : ACCEPTED.get(detected);
        if (type == null) {
            throw new ApiException(ErrorType.UNSUPPORTED_MEDIA_TYPE,
                    "The file is not a JPEG, PNG, WebP or PDF file, or a WebM, MP4 or AVI video", "file");
        }
        return type.equals(QUICKTIME) && !quickTimeBrand(content) ? MP4 : type;
    }

    /**
     * Whether an ISO base media file is QuickTime's own: its first box is not {@code ftyp} (QuickTime's older files)
     * or names the brand {@code qt  }. Tika calls every file of the brand {@code isom} QuickTime, and that is what
     * FFmpeg, Android phones and DASH write: MP4s a client would see reported and served as QuickTime.
     */
    private static boolean quickTimeBrand(Source content) {
        byte[] head = new byte[12];
        try (InputStream in = content.open()) {
            if (in.readNBytes(head, 0, head.length) < head.length) {
                return true;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String box = new String(head, 4, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
        String brand = new String(head, 8, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
        return !box.equals("ftyp") || brand.equals("qt  ");
    }
}
