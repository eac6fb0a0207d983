package dev.avs.support;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every crafted video and PDF of the tests, with what AVS must do with it: refused at upload (its walk finds a
 * declaration no clip makes), refused when attached as a selfie clip (a clip no check would judge), refused when a
 * check reads it (a statement over a bound, a clip damaged inside), or read. Made once per test JVM: the videos are
 * encoded with FFmpeg.
 */
public final class HostileFiles {

    /** What AVS does with the file. */
    public enum Fate {
        /** 413 (or 415) at upload, on every path. */
        REFUSED_AT_UPLOAD,
        /** Stored; 422 naming the side when attached to a document. */
        REFUSED_WHEN_ATTACHED,
        /** Stored and attached; the check that reads it ends with a reason for a person or a decline. */
        REFUSED_WHEN_READ,
        /** Stored, attached and read (its claims are not believed, but it harms nothing). */
        READ
    }

    /** A crafted file, its sniffed content type and its fate. */
    public record Hostile(byte[] content, String contentType, Fate fate) {

        public boolean isPdf() {
            return contentType.equals("application/pdf");
        }
    }

    private static Map<String, Hostile> all;

    private HostileFiles() {
    }

    public static synchronized Map<String, Hostile> all() {
        if (all == null) {
            all = make();
        }
        return all;
    }

    private static Map<String, Hostile> make() {
        Map<String, Hostile> files = new LinkedHashMap<>();
        String mp4 = "video/mp4";
        String webm = "video/webm";
        String avi = "video/x-msvideo";
        String pdf = "application/pdf";
        files.put("mp4 declaring 20 million samples",
                new Hostile(HostileVideos.mp4DeclaringSamples(20_000_000), mp4, Fate.REFUSED_AT_UPLOAD));
        files.put("mp4 declaring 170 million samples",
                new Hostile(HostileVideos.mp4DeclaringSamples(170_000_000), mp4, Fate.REFUSED_AT_UPLOAD));
        files.put("mov declaring 40 million samples",
                new Hostile(HostileVideos.movDeclaringSamples(40_000_000), "video/quicktime", Fate.REFUSED_AT_UPLOAD));
        files.put("fragmented mp4 declaring 40 million samples",
                new Hostile(HostileVideos.fragmentedDeclaring(40_000_000), mp4, Fate.REFUSED_AT_UPLOAD));
        files.put("mp4 of 17 tracks declaring 8192 x 8192",
                new Hostile(HostileVideos.mp4WithTracks(17, 8192), mp4, Fate.REFUSED_AT_UPLOAD));
        files.put("webm with a frame declaring 200 MB",
                new Hostile(HostileVideos.webmBlockDeclaring(200_000_000L), webm, Fate.REFUSED_AT_UPLOAD));
        files.put("webm with a cluster declaring a terabyte",
                new Hostile(HostileVideos.webmClusterDeclaring(1L << 40), webm, Fate.REFUSED_AT_UPLOAD));
        files.put("avi declaring 20 million frames", new Hostile(HostileVideos.aviDeclaringFrames(20_000_000), avi,
                Fate.REFUSED_AT_UPLOAD));
        files.put("avi with an index declaring 100 million entries",
                new Hostile(HostileVideos.aviIndexDeclaring(100_000_000), avi, Fate.REFUSED_AT_UPLOAD));
        files.put("avi cut short", new Hostile(java.util.Arrays.copyOf(HostileVideos.avi(),
                HostileVideos.avi().length * 2 / 3), avi, Fate.REFUSED_WHEN_ATTACHED));
        // read as far as its 20th second, no further, and judged on that
        files.put("webm of 25 seconds", new Hostile(HostileVideos.webmLasting(25), webm, Fate.READ));
        files.put("webm of 4000 x 4000", new Hostile(HostileVideos.webmOfSide(4000), webm, Fate.REFUSED_WHEN_ATTACHED));
        files.put("webm of sound only", new Hostile(HostileVideos.webmSoundOnly(), webm, Fate.REFUSED_WHEN_ATTACHED));
        files.put("mp4 with its index in front, cut in half",
                new Hostile(HostileVideos.mp4IndexFirstCut(HostileVideos.mp4(), 0.5), mp4, Fate.REFUSED_WHEN_ATTACHED));
        files.put("a real browser's webm cut in half",
                new Hostile(half("src/test/resources/clips/chrome_mr_vp8_videoonly.webm"), webm,
                        Fate.REFUSED_WHEN_ATTACHED));
        files.put("webm whole but damaged inside",
                new Hostile(HostileVideos.webmDamagedInside(), webm, Fate.REFUSED_WHEN_READ));
        files.put("mp4 of 4 tracks declaring 8192 x 8192",
                new Hostile(HostileVideos.mp4WithTracks(4, 8192), mp4, Fate.READ));
        files.put("webm whose timestamps start at 100,000 s",
                new Hostile(HostileVideos.webmStartingAt(100_000), webm, Fate.READ));
        files.put("pdf of 40 MB of text operations", new Hostile(HostilePdfs.textOperations(40), pdf,
                Fate.REFUSED_WHEN_READ));
        files.put("pdf of 7 MB of drawing operations", new Hostile(HostilePdfs.drawingOperations(7), pdf,
                Fate.REFUSED_WHEN_READ));
        files.put("pdf of forms drawing each other 4^10 times", new Hostile(HostilePdfs.formFanOut(10, 4), pdf,
                Fate.REFUSED_WHEN_READ));
        files.put("pdf of forms nested 40 deep", new Hostile(HostilePdfs.formFanOut(40, 1), pdf,
                Fate.REFUSED_WHEN_READ));
        files.put("pdf with an image declaring 100000 x 100000", new Hostile(HostilePdfs.imageDeclaring(100_000), pdf,
                Fate.READ));
        files.put("pdf of 20,000 pages", new Hostile(HostilePdfs.pages(20_000), pdf, Fate.READ));
        return files;
    }

    private static byte[] half(String path) {
        try {
            byte[] whole = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(path));
            return java.util.Arrays.copyOf(whole, whole.length / 2);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
