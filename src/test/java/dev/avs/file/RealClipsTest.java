package dev.avs.file;

import dev.avs.image.VideoStructure;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Genuine clips from phones and browsers (src/test/resources/clips, PROVENANCE.md): each passes the upload's walk,
 * the attach rules' first look and a full decode in a decoder process; the genuine clips that are not selfie clips
 * are refused for their own reason. The real material caught what the project's own clips did not: iPhone clips
 * with five tracks, a 3GP brand, and a conversion that corrupted memory only at some picture widths.
 */
class RealClipsTest {

    private static final Path CLIPS = Path.of("src/test/resources/clips");
    private static final Decoders DECODERS = Decoders.standalone();
    private static final FileInspector INSPECTOR = new FileInspector(40_000_000);

    @AfterAll
    static void stop() {
        DECODERS.close();
    }

    private static List<Path> clips(boolean genuine) throws IOException {
        try (Stream<Path> files = Files.list(CLIPS)) {
            return files.filter(p -> !p.toString().endsWith(".md"))
                    .filter(p -> p.getFileName().toString().startsWith("NEG_") != genuine).sorted().toList();
        }
    }

    /** Phones' and FFmpeg's MP4s (brands isom, mp42, 3gp5) are MP4s; only iPhones' .mov (brand "qt  ") QuickTime. */
    @Test
    void reportsAnMp4AsMp4AndAQuickTimeFileAsQuickTime() throws Exception {
        for (Path path : clips(true)) {
            String name = path.getFileName().toString();
            if (name.endsWith(".mp4") || name.endsWith(".mov")) {
                assertThat(INSPECTOR.inspect(Files.readAllBytes(path)).contentType()).as(name)
                        .isEqualTo(name.endsWith(".mov") ? "video/quicktime" : "video/mp4");
            }
        }
    }

    @Test
    void everyGenuineClipIsAcceptedLookedAtAndDecodedToItsEnd() throws Exception {
        List<Path> genuine = clips(true);
        assertThat(genuine).hasSizeGreaterThanOrEqualTo(15);
        for (Path path : genuine) {
            byte[] bytes = Files.readAllBytes(path);
            FileInspector.Inspection inspection = INSPECTOR.inspect(bytes);
            assertThat(inspection.contentType()).as(path.toString()).startsWith("video/");
            Clip look = DECODERS.look(bytes, inspection.contentType());
            Clip clip = DECODERS.clip(bytes, inspection.contentType(), 12);
            assertThat(look.frames()).isEmpty();
            assertThat(clip.frames()).as(path.toString()).isNotEmpty();
            assertThat(clip.seconds()).as(path.toString()).isEqualTo(look.seconds()).isBetween(0.0, 20.0);
            assertThat(clip.cut()).as(path.toString()).isFalse();
            assertThat((long) clip.width() * clip.height()).as(path.toString()).isPositive()
                    .isLessThanOrEqualTo(1920L * 1920);
            assertThat(clip.frames().getFirst().getWidth()).isLessThanOrEqualTo(640);
        }
    }

    @Test
    void genuineFilesThatAreNoSelfieClipAreRefusedForTheirReason() throws Exception {
        byte[] soundOnly = Files.readAllBytes(CLIPS.resolve("NEG_audioonly_aac_coremedia_editlist.mp4"));
        assertThatThrownBy(() -> DECODERS.look(soundOnly, INSPECTOR.inspect(soundOnly).contentType()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("no video stream");
    }

    @Test
    void aMinuteOfARealWebcamRecordingIsReadAsFarAsItsTwentiethSecond() throws Exception {
        byte[] minute = dev.avs.support.Footage.recording();
        Clip look = DECODERS.look(minute, "video/webm");
        Clip clip = DECODERS.clip(minute, "video/webm", 12);
        assertThat(look.cut()).isTrue();
        assertThat(clip.cut()).isTrue();
        assertThat(clip.seconds()).isEqualTo(look.seconds()).isBetween(19.5, 20.0);
        assertThat(clip.frames()).hasSize(12);
    }

    /**
     * The case on real clips: the first half of a clip whose index is at its front decoded 2.7 of its 5.8 s
     * and was approved. Every genuine MP4 with its index in front, and every genuine WebM, cut in half is found cut
     * short by its walk or refused by the first look, as it is when attached; none whole is found cut short.
     */
    @Test
    void genuineClipsCutInHalfAreRefusedAsDamaged() throws Exception {
        List<String> judged = new java.util.ArrayList<>();
        int cut = 0;
        for (Path path : clips(true)) {
            byte[] bytes = Files.readAllBytes(path);
            String type = INSPECTOR.inspect(bytes).contentType();
            if (type.equals(FileInspector.WEBM) || indexFirst(bytes)) {
                byte[] half = java.util.Arrays.copyOf(bytes, bytes.length / 2);
                if (VideoStructure.cutShort(half, type)) {
                    cut++;
                    continue;
                }
                try {
                    Clip clip = DECODERS.look(half, type);
                    judged.add(path.getFileName() + " (" + clip.seconds() + " s)");
                } catch (Undecodable refused) {
                    // cut before its first picture ended, a clip has no frames at all
                    assertThat(refused.getMessage()).as(path.toString()).containsAnyOf("damaged", "no frames");
                }
                cut++;
            }
            assertThat(VideoStructure.cutShort(bytes, type)).as(path + " whole").isFalse();
        }
        assertThat(judged).as("cut in half, yet judged").isEmpty();
        assertThat(cut).isGreaterThanOrEqualTo(5);
    }

    /** Whether the MP4's index (moov) comes before its media data (mdat) among its top-level boxes. */
    private static boolean indexFirst(byte[] mp4) {
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(mp4);
        for (int at = 0; at + 8 <= mp4.length; ) {
            long size = Integer.toUnsignedLong(bytes.getInt(at));
            String type = new String(mp4, at + 4, 4, java.nio.charset.StandardCharsets.US_ASCII);
            if (type.equals("moov")) {
                return true;
            }
            if (type.equals("mdat") || size < 8) {
                return false;
            }
            at += (int) size;
        }
        return false;
    }
}
