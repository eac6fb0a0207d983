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

    @Test
    void theSameClipDecodesToTheSameFramesEveryTime() throws Exception {
        // a decision is replayed on the same frames: a picture's every pixel written, whatever the process decoded
        // before (a real phone clip's edge line came out black once and grey the next time)
        List<BufferedImage> wide = new java.util.ArrayList<>();
        for (BufferedImage frame : SelfieClips.handHeld(FaceImages.astronaut(), 20, 2)) {
            BufferedImage w = new BufferedImage(852, 480, BufferedImage.TYPE_3BYTE_BGR);
            w.getGraphics().drawImage(frame, 170, 0, 512, 480, null);
            wide.add(w);
        }
        for (String name : List.of("852x480.mp4", "iphone4s_h264_rot90.mov", "chrome_mr_vp8_videoonly.webm")) {
            byte[] bytes = name.equals("852x480.mp4") ? SelfieClips.mp4(wide, 10)
                    : java.nio.file.Files.readAllBytes(java.nio.file.Path.of("src/test/resources/clips", name));
            String type = name.endsWith(".webm") ? "video/webm" : "video/mp4";
            Clip first = DECODERS.clip(bytes, type, 12);
            Clip again = DECODERS.clip(bytes, type, 12);
            for (int i = 0; i < first.frames().size(); i++) {
                BufferedImage a = first.frames().get(i);
                BufferedImage b = again.frames().get(i);
                assertThat(a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth())).as("%s frame %d", name, i)
                        .isEqualTo(b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth()));
            }
        }
    }
}
