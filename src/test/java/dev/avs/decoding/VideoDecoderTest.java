package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.HostileVideos;
import dev.avs.support.FaceImages;
import dev.avs.support.SelfieClips;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Decoding selfie videos in this JVM (as a decoder process does): an even sample, and refusals that say why. */
class VideoDecoderTest {

    private static List<BufferedImage> frames(int count, int side) {
        return Collections.nCopies(count, new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR));
    }

    @Test
    void samplesFramesEvenlyOverAWebmAndAnMp4() throws Exception {
        List<BufferedImage> clip = SelfieClips.handHeld(FaceImages.astronaut(), 30, 1);
        for (var video : List.of(new Object[] {SelfieClips.webm(clip, 10), "video/webm"},
                new Object[] {SelfieClips.mp4(clip, 10), "video/mp4"})) {
            Clip decoded = VideoDecoder.sample((byte[]) video[0], (String) video[1], 12);
            assertThat(decoded.frames()).hasSize(12);
            assertThat(decoded.width()).isEqualTo(512);
            assertThat(decoded.frames().getFirst().getWidth()).isEqualTo(512);
            assertThat(decoded.seconds()).isBetween(2.5, 3.0);
        }
    }

    @Test
    void refusesLongLargeTruncatedAndOtherFiles() {
        byte[] long21s = SelfieClips.webm(frames(42, 64), 2);
        assertThatThrownBy(() -> VideoDecoder.sample(long21s, "video/webm", 12))
                .isInstanceOf(Undecodable.class).hasMessageContaining("longer than 20 seconds");
        byte[] large = SelfieClips.webm(frames(2, 2000), 2);
        assertThatThrownBy(() -> VideoDecoder.sample(large, "video/webm", 12))
                .isInstanceOf(Undecodable.class).hasMessageContaining("2000 x 2000 pixels");
        byte[] cut = Arrays.copyOf(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 20, 2), 10), 3000);
        assertThatThrownBy(() -> VideoDecoder.sample(cut, "video/webm", 12)).isInstanceOf(Undecodable.class);
        byte[] noise = new byte[50_000];
        new java.util.Random(3).nextBytes(noise);
        assertThatThrownBy(() -> VideoDecoder.sample(noise, "video/mp4", 12)).isInstanceOf(Undecodable.class);
        assertThatThrownBy(() -> VideoDecoder.sample(noise, "image/jpeg", 12))
                .isInstanceOf(Undecodable.class).hasMessageContaining("not a WebM or MP4");
    }

    @Test
    void aClipWholeButDamagedInsidePassesAFirstLookAndIsRefusedWhenDecoded() throws Exception {
        byte[] damaged = HostileVideos.webmDamagedInside();
        assertThat(VideoDecoder.sample(damaged, "video/webm", 0).frames()).isEmpty();
        assertThatThrownBy(() -> VideoDecoder.sample(damaged, "video/webm", 12)).isInstanceOf(Undecodable.class)
                .hasMessageContaining("damaged");
    }

    @Test
    void aClipIsAsLongAsItsFramesSpanWhereverItsTimestampsStart() throws Exception {
        Clip late = VideoDecoder.sample(HostileVideos.webmStartingAt(100_000), "video/webm", 12);
        assertThat(late.seconds()).isBetween(2.5, 3.0);
        assertThat(late.frames()).hasSize(12);
    }

    @Test
    void aClipCutShortWithItsIndexInFrontIsDamagedNotJudgedInPart() {
        byte[] cut = HostileVideos.mp4IndexFirstCut(HostileVideos.mp4(), 0.5);
        assertThatThrownBy(() -> VideoDecoder.sample(cut, "video/mp4", 0)).isInstanceOf(Undecodable.class)
                .hasMessageContaining("damaged");
        assertThatThrownBy(() -> VideoDecoder.sample(cut, "video/mp4", 12)).isInstanceOf(Undecodable.class)
                .hasMessageContaining("damaged");
    }
}
