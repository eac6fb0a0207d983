package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

class OrientationTest {

    private static final int ONE = 65536;

    /** A display matrix as MP4 stores it: a, b, 0 / c, d, 0 / 0, 0, 1 (16.16 and 2.30 fixed point). */
    private static int[] matrix(int a, int b, int c, int d) {
        return new int[] {a * ONE, b * ONE, 0, c * ONE, d * ONE, 0, 0, 0, 1 << 30};
    }

    @Test
    void readsTheTurnsPhonesWriteAsFfmpegTurnsThem() {
        assertThat(Orientation.of(matrix(1, 0, 0, 1))).isEqualTo(Orientation.UPRIGHT);
        assertThat(Orientation.of(null)).isEqualTo(Orientation.UPRIGHT);
        // a crafted matrix: all zeros, or a turn that is not a quarter, leaves the picture as stored
        assertThat(Orientation.of(new int[9])).isEqualTo(Orientation.UPRIGHT);
        assertThat(Orientation.of(new int[] {46341, 46341, 0, -46341, 46341, 0, 0, 0, 1 << 30}))
                .isEqualTo(Orientation.UPRIGHT);
        // an iPhone's portrait clip (ffprobe: rotation -90): turned a quarter clockwise to be shown
        assertThat(Orientation.of(matrix(0, 1, -1, 0))).isEqualTo(new Orientation(6));
        // a Pixel's portrait selfie (ffprobe: rotation 90): a quarter anticlockwise
        assertThat(Orientation.of(matrix(0, -1, 1, 0))).isEqualTo(new Orientation(8));
        assertThat(Orientation.of(matrix(-1, 0, 0, -1))).isEqualTo(new Orientation(3));
        // mirrored: left and right trade places, or top and bottom
        assertThat(Orientation.of(matrix(-1, 0, 0, 1))).isEqualTo(new Orientation(2));
        assertThat(Orientation.of(matrix(1, 0, 0, -1))).isEqualTo(new Orientation(4));
        assertThat(Orientation.of(matrix(0, 1, 1, 0)).sideways()).isTrue();
    }

    @Test
    void turnsAPictureAsAsked() {
        // 3 x 2: the top left pixel marked
        BufferedImage image = new BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, 0xFF0000);
        BufferedImage clockwise = new Orientation(6).apply(image);
        assertThat(clockwise.getWidth()).isEqualTo(2);
        assertThat(clockwise.getHeight()).isEqualTo(3);
        assertThat(clockwise.getRGB(1, 0) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(new Orientation(8).apply(image).getRGB(0, 2) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(new Orientation(3).apply(image).getRGB(2, 1) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(new Orientation(2).apply(image).getRGB(2, 0) & 0xFFFFFF).isEqualTo(0xFF0000);
        // FFmpeg's transpose: x and y trade places
        assertThat(new Orientation(5).apply(image).getRGB(0, 0) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(Orientation.UPRIGHT.apply(image)).isSameAs(image);
    }
}
