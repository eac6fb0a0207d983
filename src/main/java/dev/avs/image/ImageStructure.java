package dev.avs.image;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The bounds an image is held to before any parser or decoder sees it. Image libraries take what a header claims
 * on trust: metadata-extractor inflates a PNG text chunk whole and allocates an extended XMP buffer as long as the
 * header says; a progressive JPEG's decoder holds every coefficient of the full-size image; a WebP decoder the whole
 * canvas. So every file is first walked here, front to back in linear time (JPEG segments and the entropy-coded
 * data up to the end, PNG and RIFF chunks): each length is checked against the bytes really there, compressed
 * metadata is inflated only while the metadata budget lasts, and the memory a decode will need is worked out from
 * the header. Parsers then only ever see files that passed, and the metadata the service uses is read here, from
 * the bounded copies ({@link ImageMetadata}).
 * <p>
 * An {@code OutOfMemoryError} is never caught and carried on from: the bounds come first.
 */
public final class ImageStructure {

    /** Metadata (EXIF, XMP, ICC profiles, text chunks and comments) held or inflated per file, at most. */
    public static final long MAX_METADATA_BYTES = 8L * 1024 * 1024;
    /**
     * Memory a decoder may need beyond its reduced output: a progressive JPEG's coefficients, a WebP's canvas.
     * A 24-megapixel progressive JPEG needs 72 MB; a phone photo fits several times over.
     */
    public static final long MAX_DECODE_BYTES = 160L * 1024 * 1024;
    /** Scans of a progressive JPEG: encoders write about ten; each further one is a pass over every coefficient. */
    static final int MAX_SCANS = 100;
    /** Frames of an animated WebP: only the first is ever decoded. */
    static final int MAX_FRAMES = 1000;

    public enum Format { JPEG, PNG, WEBP }

    /**
     * What the walk found: the format, the size the header declares, what a decode needs beyond its reduced
     * output, and the metadata.
     */
    public record Facts(Format format, int width, int height, long decodeBytes, ImageMetadata metadata) {
    }

    /** A length or offset the file does not hold: the file is broken or cut short; no parser should read it. */
    static final class Malformed extends RuntimeException {
        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    /** Over a bound: refused at upload (413), never decoded. The message is for the person who uploaded it. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /** The outcome for a content: facts when it is sound, else why not (refused, or null when just malformed). */
    public record Verdict(Facts facts, String refusal) {

        public boolean sound() {
            return facts != null;
        }
    }

    private ImageStructure() {
    }

    /** The verdict on a content held in memory. */
    public static Verdict of(byte[] content) {
        return of(new ByteArrayInputStream(content), content.length);
    }

    /** The verdict on a content read once from {@code in}, which holds {@code length} bytes. */
    public static Verdict of(InputStream in, long length) {
        try (in) {
            StructureReader reader = new StructureReader(in, length, MAX_METADATA_BYTES);
            Facts facts = walk(reader);
            if (facts == null) {
                return new Verdict(null, null);
            }
            if (facts.decodeBytes() > MAX_DECODE_BYTES) {
                return new Verdict(null, "The image needs " + facts.decodeBytes() / (1024 * 1024)
                        + " MiB to decode; at most " + MAX_DECODE_BYTES / (1024 * 1024) + " MiB are allowed");
            }
            return new Verdict(facts, null);
        } catch (Refused e) {
            return new Verdict(null, e.getMessage());
        } catch (Malformed e) {
            return new Verdict(null, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Facts walk(StructureReader reader) {
        if (reader.remaining() < 12) {
            return null;
        }
        int first = reader.u8();
        int second = reader.u8();
        if (first == 0xFF && second == 0xD8) {
            return JpegStructure.walk(reader);
        }
        if (first == 0x89 && second == 'P') {
            return PngStructure.walk(reader);
        }
        if (first == 'R' && second == 'I') {
            return WebpStructure.walk(reader);
        }
        return null;
    }
}
