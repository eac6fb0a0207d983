package dev.avs.file;

import dev.avs.image.VideoStructure;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.HostileVideos;
import dev.avs.support.Riff;
import dev.avs.support.SelfieClips;
import dev.avs.support.FaceImages;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The walk of a video at upload: what no clip declares is refused (413, naming the declaration), at once and
 * holding nothing; genuine clips, and clips merely cut short, pass (the attach rules refuse those).
 */
class VideoStructureTest {

    private static final FileInspector INSPECTOR = new FileInspector(40_000_000);

    private static ApiException refusal(byte[] video) {
        try {
            INSPECTOR.inspect(video);
        } catch (ApiException refused) {
            return refused;
        }
        return null;
    }

    @Test
    void sampleTablesStreamsAndElementsNoClipDeclaresAreRefused() {
        Map<String, byte[]> bombs = new LinkedHashMap<>();
        bombs.put("mp4, 20 million samples", HostileVideos.mp4DeclaringSamples(20_000_000));
        bombs.put("mp4, 40 million samples", HostileVideos.mp4DeclaringSamples(40_000_000));
        bombs.put("mp4, 170 million samples", HostileVideos.mp4DeclaringSamples(170_000_000));
        bombs.put("mov, 40 million samples", HostileVideos.movDeclaringSamples(40_000_000));
        bombs.put("fragmented mp4, 40 million samples", HostileVideos.fragmentedDeclaring(40_000_000));
        bombs.put("mp4, 17 tracks", HostileVideos.mp4WithTracks(17, 8192));
        bombs.put("webm, a frame of 200 MB", HostileVideos.webmBlockDeclaring(200_000_000L));
        bombs.put("webm, a cluster of a terabyte", HostileVideos.webmClusterDeclaring(1L << 40));
        bombs.put("avi, 20 million frames", HostileVideos.aviDeclaringFrames(20_000_000));
        bombs.put("avi, an index of 100 million entries", HostileVideos.aviIndexDeclaring(100_000_000));
        bombs.put("avi, codec data of a gigabyte", HostileVideos.aviFormatDeclaring(1_000_000_000));
        bombs.put("avi, 17 streams", Riff.withStreams(HostileVideos.avi(), 17));
        bombs.forEach((name, bomb) -> {
            long started = System.nanoTime();
            ApiException refused = refusal(bomb);
            assertThat(refused).as(name).isNotNull();
            assertThat(refused.type()).as(name).isEqualTo(ErrorType.PAYLOAD_TOO_LARGE);
            assertThat(refused.getMessage()).as(name).startsWith("The video");
            assertThat((System.nanoTime() - started) / 1_000_000).as(name + " ms").isLessThan(2_000);
        });
    }

    @Test
    void genuineClipsAndClipsCutShortPass() {
        byte[] mp4 = HostileVideos.mp4();
        List<byte[]> passing = List.of(mp4, HostileVideos.fragmented(), HostileVideos.mp4WithTracks(4, 8192),
                SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 5, 1), 10),
                HostileVideos.mp4IndexFirstCut(mp4, 0.5), Arrays.copyOf(mp4, mp4.length - 100),
                HostileVideos.webmLasting(25), HostileVideos.webmSoundOnly(), HostileVideos.webmDamagedInside(),
                HostileVideos.avi(), Riff.withStreams(HostileVideos.avi(), 3));
        for (byte[] video : passing) {
            assertThatCode(() -> INSPECTOR.inspect(video)).doesNotThrowAnyException();
        }
    }

    @Test
    void listsNestedDeeperThanAnyClipsAreRefused() {
        // an AVI of header lists each holding the next, 14 deep
        byte[] inner = new byte[0];
        for (int i = 0; i < 14; i++) {
            inner = chunk("LIST", concat("hdrl".getBytes(java.nio.charset.StandardCharsets.US_ASCII), inner));
        }
        byte[] avi = chunk("RIFF", concat("AVI ".getBytes(java.nio.charset.StandardCharsets.US_ASCII), inner));
        assertThatThrownBy(() -> VideoStructure.check(new java.io.ByteArrayInputStream(avi), avi.length,
                "video/x-msvideo")).isInstanceOf(VideoStructure.Refused.class)
                .hasMessageContaining("nested more than 12 deep");
    }

    private static byte[] chunk(String id, byte[] data) {
        return concat(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .put(id.getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(data.length).array(), data);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void anAviIsTakenForOneAndOneCutShortIsKnownAsCut() {
        byte[] avi = HostileVideos.avi();
        assertThat(INSPECTOR.inspect(avi).contentType()).isEqualTo("video/x-msvideo");
        assertThat(VideoStructure.cutShort(avi, "video/x-msvideo")).isFalse();
        byte[] cut = Arrays.copyOf(avi, avi.length * 2 / 3);
        assertThat(INSPECTOR.inspect(cut).contentType()).isEqualTo("video/x-msvideo");
        assertThat(VideoStructure.cutShort(cut, "video/x-msvideo")).isTrue();
    }

    @Test
    void compressedMatroskaTracksAreNotAccepted() {
        byte[] webm = {
            0x1A, 0x45, (byte) 0xDF, (byte) 0xA3, (byte) 0x84, 0x42, (byte) 0x82, (byte) 0x81, 'w',  // EBML, DocType
            0x18, 0x53, (byte) 0x80, 0x67, 0x01, -1, -1, -1, -1, -1, -1, -1,                       // Segment, unknown size
            0x16, 0x54, (byte) 0xAE, 0x6B, (byte) 0x85,                                             // Tracks
            (byte) 0xAE, (byte) 0x83,                                                               // TrackEntry
            0x6D, (byte) 0x80, (byte) 0x80};                                                        // ContentEncodings
        assertThatThrownBy(() -> VideoStructure.check(new java.io.ByteArrayInputStream(webm), webm.length,
                FileInspector.WEBM)).isInstanceOf(VideoStructure.Refused.class).hasMessageContaining("compressed")
                .satisfies(e -> assertThat(((VideoStructure.Refused) e).unsupported()).isTrue());
    }
}
