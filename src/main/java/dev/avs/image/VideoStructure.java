package dev.avs.image;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * A video's container walked front to back at upload, before any demuxer sees it ({@link Mp4Structure},
 * {@link MatroskaStructure}, {@link AviStructure}): a refusal when it declares what no selfie clip holds and what
 * would make a demuxer allocate beyond the bytes it has (tens of millions of samples in a 64 KB MP4, an element of
 * gigabytes in a WebM, more tracks than a clip has). Linear in the file; holds nothing but counters. A file merely cut short or
 * damaged is not refused here: decoding it to its end, when it is attached as a selfie clip, refuses it with a
 * reason a person understands.
 */
public final class VideoStructure {

    /** The content type a WebM or Matroska clip is stored under (the upload inspector maps its aliases to it). */
    public static final String WEBM = "video/webm";
    /** The content type an AVI clip is stored under (webcam software, OpenCV's VideoWriter). */
    public static final String AVI = "video/x-msvideo";

    /** Samples one track of a clip may declare: 20 s of 48 kHz PCM is 960,000; 20 s of 240 fps video 4,800. */
    static final long MAX_TRACK_SAMPLES = 1_000_000;
    /** Samples of all tracks together (FFmpeg holds about 70 bytes of index a sample). */
    static final long MAX_SAMPLES = 1_500_000;
    /**
     * Tracks a clip may have: a picture and sound, and the timed metadata phones add (an iPhone's clip has five:
     * a picture, sound and three metadata tracks). Each track's samples are bounded besides.
     */
    static final int MAX_TRACKS = 16;
    /** A declared size past the end of the file beyond this is a claim, not a cut: no upload is this large. */
    static final long MAX_CLAIM = 16L * 1024 * 1024;
    /** Boxes or elements nested deeper are not a clip (the formats nest a clip's data five or six levels). */
    static final int MAX_DEPTH = 12;

    /** A declaration no clip makes: refused at upload. {@code unsupported} when the bytes are a kind AVS reads not. */
    public static final class Refused extends RuntimeException {

        private final boolean unsupported;

        Refused(String message, boolean unsupported) {
            super(message, null, false, false);
            this.unsupported = unsupported;
        }

        Refused(String message) {
            this(message, false);
        }

        public boolean unsupported() {
            return unsupported;
        }
    }

    private VideoStructure() {
    }

    /** A box or element whose data is partly missing: the file was cut short (its last part never arrived). */
    static final class CutShort extends RuntimeException {
        CutShort() {
            super("cut short", null, false, false);
        }
    }

    /** Walks the video; throws {@link Refused} when it declares what no clip holds. */
    public static void check(InputStream in, long length, String contentType) {
        try {
            walk(in, length, contentType);
        } catch (CutShort cut) {
            // stored: refused when it is attached as a clip
        }
    }

    /**
     * Whether the video was cut short: a box or element of it declares more data than is left of the file (not a
     * claim: within {@value #MAX_CLAIM} bytes). A header cut in the middle carries nothing and does not count: an
     * early Chrome wrote a lone element id at the end of every recording. An MP4 whose index lists more frames than
     * its data holds is found by decoding it.
     */
    public static boolean cutShort(byte[] video, String contentType) {
        try {
            walk(new java.io.ByteArrayInputStream(video), video.length, contentType);
            return false;
        } catch (CutShort cut) {
            return true;
        } catch (Refused refused) {
            return false;
        }
    }

    private static void walk(InputStream in, long length, String contentType) {
        try (in) {
            StructureReader reader = new StructureReader(in, length, 0);
            if (contentType.equals(WEBM)) {
                new MatroskaStructure(reader).walk();
            } else if (contentType.equals(AVI)) {
                new AviStructure(reader).walk();
            } else {
                new Mp4Structure(reader).walk();
            }
        } catch (ImageStructure.Malformed broken) {
            // the decoding at attachment says so
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A size that runs past what its parent holds ({@code left}): a refusal if it is a claim; the file cut short if
     * it runs past the file's end ({@code fileLeft}); else a broken structure.
     */
    static void within(long size, long left, long fileLeft, String what) {
        if (size <= left) {
            return;
        }
        if (size - left > MAX_CLAIM) {
            throw new Refused("The video declares " + what + " of " + size + " bytes where " + left
                    + " are left; the file is not a video AVS reads");
        }
        if (size > fileLeft) {
            throw new CutShort();
        }
        throw new ImageStructure.Malformed("a length runs past the end of what holds it");
    }

    /** A box, element or list {@code depth} levels down: refused past {@value #MAX_DEPTH}. */
    static void nested(int depth, String what) {
        if (depth > MAX_DEPTH) {
            throw new Refused("The video's " + what + " are nested more than " + MAX_DEPTH + " deep; a clip's are not");
        }
    }

    static void samples(long count, long max, String what) {
        if (count > max) {
            throw new Refused("The video declares " + count + " " + what + "; a selfie clip has at most " + max);
        }
    }
}
