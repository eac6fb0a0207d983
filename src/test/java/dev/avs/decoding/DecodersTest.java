package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FaceImages;
import dev.avs.support.SelfieClips;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Decoding in a decoder process gives what decoding in this JVM gives, frame for frame. */
class DecodersTest {

    private static final Decoders DECODERS = Decoders.standalone();

    @AfterAll
    static void stop() {
        DECODERS.close();
    }

    @Test
    void aClipDecodedInADecoderProcessIsTheClipDecodedHere() throws Exception {
        List<BufferedImage> clip = SelfieClips.handHeld(FaceImages.astronaut(), 30, 1);
        byte[] webm = SelfieClips.webm(clip, 10);
        Clip there = DECODERS.clip(webm, "video/webm", 12);
        Clip here = VideoDecoder.sample(webm, "video/webm", 12);
        assertThat(there.frames()).hasSize(12);
        assertThat(there.seconds()).isEqualTo(here.seconds());
        assertThat(DECODERS.look(webm, "video/webm").seconds()).isEqualTo(here.seconds());
        for (int i = 0; i < 12; i++) {
            BufferedImage a = there.frames().get(i);
            BufferedImage b = here.frames().get(i);
            assertThat(a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth()))
                    .isEqualTo(b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth()));
        }
        // the process stays for the next file
        assertThat(DECODERS.idleProcessIds()).hasSize(1);
    }
}
