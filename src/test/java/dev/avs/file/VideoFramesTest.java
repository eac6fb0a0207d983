package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.FaceImages;
import dev.avs.support.SelfieClips;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Decoding selfie videos: an even sample of frames, and every kind of file that is refused without a crash. */
class VideoFramesTest {

    private static List<BufferedImage> frames(int count, int side) {
        BufferedImage frame = new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR);
        return java.util.Collections.nCopies(count, frame);
    }

    @Test
    void samplesFramesEvenlyOverAWebmAndAnMp4() throws Exception {
        List<BufferedImage> clip = SelfieClips.handHeld(FaceImages.astronaut(), 30, 1);
        for (byte[] video : List.of(SelfieClips.webm(clip, 10), SelfieClips.mp4(clip, 10))) {
            String type = new FileInspector(40_000_000).sniff(() -> new java.io.ByteArrayInputStream(video));
            VideoFrames.Decoded decoded = VideoFrames.sample(video, type, 12);
            assertThat(decoded.frames()).hasSize(12);
            assertThat(decoded.width()).isEqualTo(512);
            assertThat(decoded.seconds()).isBetween(2.5, 3.0);
        }
    }

    @Test
    void refusesLongLargeTruncatedAndOtherFiles() {
        byte[] long21s = SelfieClips.webm(frames(42, 64), 2);
        assertThatThrownBy(() -> VideoFrames.sample(long21s, FileInspector.WEBM, 12))
                .isInstanceOf(VideoFrames.Unreadable.class).hasMessageContaining("longer than 20 seconds");
        byte[] large = SelfieClips.webm(frames(2, 2000), 2);
        assertThatThrownBy(() -> VideoFrames.sample(large, FileInspector.WEBM, 12))
                .isInstanceOf(VideoFrames.Unreadable.class);
        byte[] cut = Arrays.copyOf(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 20, 2), 10), 3000);
        assertThatThrownBy(() -> VideoFrames.sample(cut, FileInspector.WEBM, 12))
                .isInstanceOf(VideoFrames.Unreadable.class);
        byte[] noise = new byte[50_000];
        new java.util.Random(3).nextBytes(noise);
        assertThatThrownBy(() -> VideoFrames.sample(noise, FileInspector.MP4, 12))
                .isInstanceOf(VideoFrames.Unreadable.class);
        assertThatThrownBy(() -> VideoFrames.sample(noise, "image/jpeg", 12))
                .isInstanceOf(VideoFrames.Unreadable.class).hasMessageContaining("not a WebM or MP4");
    }
}
