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
    void readsALongerVideoOnlyAsFarAsItsTwentiethSecond() throws Exception {
        // 25 seconds at 2 frames a second, each frame one grey brighter than the one before: what is judged ends
        // with the frame at 20 s (level 200), never one after it
        List<BufferedImage> grey = new java.util.ArrayList<>();
        for (int i = 0; i < 50; i++) {
            grey.add(flat(64, 5 * i));
        }
        Clip clip = VideoDecoder.sample(SelfieClips.webm(grey, 2), "video/webm", 12);
        assertThat(clip.cut()).isTrue();
        assertThat(clip.seconds()).isEqualTo(20.0);
        assertThat(clip.frames()).hasSize(12);
        assertThat(level(clip.frames().getFirst())).isLessThan(5);
        assertThat(level(clip.frames().getLast())).isBetween(185, 205);
        Clip look = VideoDecoder.sample(SelfieClips.webm(grey, 2), "video/webm", 0);
        assertThat(look.cut()).isTrue();
        assertThat(look.seconds()).isEqualTo(20.0);
        // an MP4's index lists every frame, more than were read: not taken for a file cut short
        Clip mp4 = VideoDecoder.sample(SelfieClips.mp4(grey, 2), "video/mp4", 12);
        assertThat(mp4.cut()).isTrue();
        assertThat(mp4.seconds()).isEqualTo(20.0);
        assertThat(level(mp4.frames().getLast())).isBetween(185, 205);
        // and the frame count: 1,300 frames at 100 a second, read as far as the 1,200th
        Clip many = VideoDecoder.sample(SelfieClips.webm(frames(1300, 16), 100), "video/webm", 12);
        assertThat(many.cut()).isTrue();
        assertThat(many.seconds()).isBetween(11.9, 12.0);
        Clip whole = VideoDecoder.sample(SelfieClips.webm(grey.subList(0, 41), 2), "video/webm", 12);
        assertThat(whole.cut()).as("twenty seconds from the first frame to the last are whole").isFalse();
        assertThat(whole.seconds()).isEqualTo(20.0);
    }

    private static BufferedImage flat(int side, int grey) {
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR);
        java.awt.Graphics2D g = image.createGraphics();
        g.setColor(new java.awt.Color(grey, grey, grey));
        g.fillRect(0, 0, side, side);
        g.dispose();
        return image;
    }

    private static int level(BufferedImage frame) {
        return frame.getRGB(frame.getWidth() / 2, frame.getHeight() / 2) >> 8 & 0xff;
    }

    @Test
    void refusesLargeTruncatedAndOtherFiles() {
        byte[] large = SelfieClips.webm(frames(2, 2000), 2);
        assertThatThrownBy(() -> VideoDecoder.sample(large, "video/webm", 12))
                .isInstanceOf(Undecodable.class).hasMessageContaining("2000 x 2000 pixels");
        byte[] cut = Arrays.copyOf(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 20, 2), 10), 3000);
        assertThatThrownBy(() -> VideoDecoder.sample(cut, "video/webm", 12)).isInstanceOf(Undecodable.class);
        byte[] noise = new byte[50_000];
        new java.util.Random(3).nextBytes(noise);
        assertThatThrownBy(() -> VideoDecoder.sample(noise, "video/mp4", 12)).isInstanceOf(Undecodable.class);
        assertThatThrownBy(() -> VideoDecoder.sample(noise, "image/jpeg", 12))
                .isInstanceOf(Undecodable.class).hasMessageContaining("not a WebM, MP4 or AVI");
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

    @Test
    void aPhonesPortraitClipStoredOnItsSideComesOutUpright() throws Exception {
        BufferedImage astronaut = FaceImages.astronaut();
        BufferedImage portrait = astronaut.getSubimage(64, 0, 384, 512);
        List<BufferedImage> upright = SelfieClips.handHeld(portrait, 20, 3);
        // an iPhone's sensor holds the picture a quarter turn anticlockwise and says to turn it back (rotation -90)
        List<BufferedImage> stored = upright.stream().map(f -> turned(f, 3)).toList();
        Clip iphone = VideoDecoder.sample(SelfieClips.mp4Turned(stored, 10, 0, 1, -1, 0), "video/mp4", 6);
        assertThat(iphone.width()).isEqualTo(384);
        assertThat(iphone.height()).isEqualTo(512);
        assertThat(iphone.frames().getFirst().getWidth()).isEqualTo(384);
        assertThat(difference(iphone.frames().getFirst(), upright.getFirst())).isLessThan(12);
        // a Pixel's, the other way (rotation 90)
        List<BufferedImage> pixel = upright.stream().map(f -> turned(f, 1)).toList();
        Clip turned = VideoDecoder.sample(SelfieClips.mp4Turned(pixel, 10, 0, -1, 1, 0), "video/mp4", 6);
        assertThat(difference(turned.frames().getFirst(), upright.getFirst())).isLessThan(12);
        // read as stored, the face lies on its side
        Clip asStored = VideoDecoder.sample(SelfieClips.mp4(stored, 10), "video/mp4", 6);
        assertThat(asStored.frames().getFirst().getWidth()).isEqualTo(512);
    }

    @Test
    void aWebcamClipWrittenByOpenCvInMpeg4Part2Decodes() throws Exception {
        List<BufferedImage> frames = SelfieClips.handHeld(FaceImages.astronaut(), 30, 4);
        Clip decoded = VideoDecoder.sample(SelfieClips.mp4v(frames, 10), "video/mp4", 12);
        assertThat(decoded.frames()).hasSize(12);
        assertThat(decoded.width()).isEqualTo(512);
        assertThat(decoded.height()).isEqualTo(512);
        assertThat(decoded.seconds()).isBetween(2.5, 3.0);
        // its size is bounded whether the container states it or only the bitstream does
        assertThatThrownBy(() -> VideoDecoder.sample(SelfieClips.mp4v(frames(3, 2000), 10), "video/mp4", 12))
                .isInstanceOf(Undecodable.class);
        // a codec no browser, phone or webcam software records is refused, and says so
        assertThatThrownBy(() -> VideoDecoder.sample(SelfieClips.encode(frames, 10, "mp4", "mpeg2video"),
                "video/mp4", 12)).isInstanceOf(Undecodable.class).hasMessageContaining("Microsoft MPEG-4 or Motion JPEG");
    }

    @Test
    void aWebcamClipInAnAviDecodesAsOpenCvAndWebcamSoftwareWriteThem() throws Exception {
        List<BufferedImage> frames = SelfieClips.handHeld(FaceImages.astronaut(), 30, 5);
        // OpenCV's VideoWriter: MJPG (what a USB webcam sends), XVID / FMP4 (MPEG-4 Part 2), MP42 and MP43
        // (Microsoft's MPEG-4), H.264
        for (String codec : List.of("mjpeg", "mpeg4", "msmpeg4v2", "msmpeg4", "libopenh264")) {
            Clip decoded = VideoDecoder.sample(SelfieClips.encode(frames, 10, "avi", codec), "video/x-msvideo", 12);
            assertThat(decoded.frames()).as(codec).hasSize(12);
            assertThat(decoded.width()).as(codec).isEqualTo(512);
            assertThat(decoded.seconds()).as(codec).isBetween(2.5, 3.0);
            assertThat(difference(decoded.frames().getFirst(), frames.getFirst())).as(codec).isLessThan(12);
        }
        // Motion JPEG's and Microsoft MPEG-4's pictures are bounded as any codec's
        for (String codec : List.of("mjpeg", "msmpeg4v2")) {
            assertThatThrownBy(() -> VideoDecoder.sample(SelfieClips.encode(frames(3, 2000), 10, "avi", codec),
                    "video/x-msvideo", 12)).as(codec).isInstanceOf(Undecodable.class)
                    .hasMessageContaining("2000 x 2000");
        }
    }

    @Test
    void realPhoneClipsTaggedAQuarterTurnComeOutInPortrait() throws Exception {
        // phones' own recordings (src/test/resources/clips, PROVENANCE.md): stored landscape, tagged rotation -90
        for (String name : List.of("iphone4s_h264_rot90.mov", "iphone6_h264_rot90_gps.mov",
                "iphone12promax_hevc_1080p_rot90.mov", "android_hevc_1080p_rot90_metatrack.mp4")) {
            byte[] clip = java.nio.file.Files.readAllBytes(java.nio.file.Path.of("src/test/resources/clips", name));
            Clip decoded = VideoDecoder.sample(clip, "video/mp4", 3);
            assertThat(decoded.height()).as(name).isGreaterThan(decoded.width());
            assertThat(decoded.frames().getFirst().getHeight()).as(name)
                    .isGreaterThan(decoded.frames().getFirst().getWidth());
        }
    }

    @Test
    void aPictureEightPixelsNeedNotDivideIsConvertedToItsLastColumn() throws Exception {
        // a phone's 480p is 852 wide (a real clip's): swscale's fast yuv420p -> BGR converter writes whole groups of
        // 8 pixels, and its last 4 columns went unwritten (black) when a line had no room for a whole group past them
        BufferedImage wide = new BufferedImage(852, 480, BufferedImage.TYPE_3BYTE_BGR);
        java.awt.Graphics2D g = wide.createGraphics();
        g.setColor(new java.awt.Color(200, 190, 180));
        g.fillRect(0, 0, 852, 480);
        g.drawImage(FaceImages.astronaut(), 170, 0, 512, 480, null);
        g.dispose();
        Clip clip = VideoDecoder.sample(SelfieClips.mp4(SelfieClips.still(wide, 10), 10), "video/mp4", 3);
        BufferedImage frame = clip.frames().getFirst();
        assertThat(frame.getWidth()).isEqualTo(640);
        for (int y = 0; y < frame.getHeight(); y++) {
            // the background reaches both sides: the last column is picture, as the first is
            assertThat(frame.getRGB(frame.getWidth() - 1, y) & 0xFF).as("row %d", y)
                    .isCloseTo(frame.getRGB(0, y) & 0xFF, org.assertj.core.data.Offset.offset(12));
            assertThat(frame.getRGB(frame.getWidth() - 1, y) >> 16 & 0xFF).as("row %d", y).isGreaterThan(150);
        }
    }

    /** The frame turned a quarter clockwise (1) or anticlockwise (3), in the encoder's pixel layout (BGR bytes). */
    private static BufferedImage turned(BufferedImage frame, int quarterTurns) {
        BufferedImage turned = new Orientation(quarterTurns == 1 ? 6 : 8).apply(frame);
        BufferedImage bgr = new BufferedImage(turned.getWidth(), turned.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        bgr.getGraphics().drawImage(turned, 0, 0, null);
        return bgr;
    }

    /** Mean absolute difference per channel of two pictures of one size. */
    private static double difference(BufferedImage a, BufferedImage b) {
        assertThat(a.getWidth()).isEqualTo(b.getWidth());
        long sum = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift < 24; shift += 8) {
                    sum += Math.abs((p >> shift & 0xFF) - (q >> shift & 0xFF));
                }
            }
        }
        return sum / (3.0 * a.getWidth() * a.getHeight());
    }
}
