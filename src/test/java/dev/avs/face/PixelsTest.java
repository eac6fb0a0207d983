package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The face models' pixel buffer: sampling, resizing, cropping beyond the edges, quarter turns. */
class PixelsTest {

    @Test
    void bilinearSamplingInterpolatesBetweenPixelCentres() {
        Pixels two = new Pixels(2, 1, new int[] {0x000000, 0xC8C8C8});

        assertThat(two.bilinear(0, 0) & 0xFF).isZero();
        assertThat(two.bilinear(1, 0) & 0xFF).isEqualTo(200);
        assertThat(two.bilinear(0.5, 0) & 0xFF).isEqualTo(100);
        assertThat(two.bilinear(-3, 0) & 0xFF).as("outside: the edge pixel").isZero();
    }

    @Test
    void aLargeDownscaleAveragesBoxesInsteadOfSkippingDetail() {
        int[] stripes = new int[64 * 64];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = (i % 64) % 2 == 0 ? 0xFFFFFF : 0x000000;   // one-pixel vertical stripes
        }

        Pixels small = new Pixels(64, 64, stripes).resize(8, 8);

        int grey = small.red(3, 3);
        assertThat(grey).as("stripes average to grey, not to one of their colours").isBetween(96, 160);
    }

    @Test
    void cropsReachingOutsideRepeatTheEdge() {
        Pixels image = new Pixels(2, 2, new int[] {0x0A0A0A, 0x141414, 0x1E1E1E, 0x282828});

        Pixels crop = image.crop(-2, -2, 6, 6, 6, 6);

        assertThat(crop.red(0, 0)).isEqualTo(0x0A);
        assertThat(crop.red(5, 5)).isEqualTo(0x28);
    }

    @Test
    void quarterTurnsAndMirrorsMovePixelsAsExifDoes() {
        Pixels image = new Pixels(3, 2, new int[] {1, 2, 3, 4, 5, 6});

        Pixels clockwise = image.oriented(1, false);

        assertThat(clockwise.width()).isEqualTo(2);
        assertThat(clockwise.rgb()).containsExactly(4, 1, 5, 2, 6, 3);
        assertThat(image.oriented(2, false).rgb()).containsExactly(6, 5, 4, 3, 2, 1);
        assertThat(image.oriented(0, true).rgb()).containsExactly(3, 2, 1, 6, 5, 4);
        assertThat(image.oriented(4, false).rgb()).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void theSizeMustMatchThePixels() {
        assertThatThrownBy(() -> new Pixels(2, 2, new int[3])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theMedianChromaIsZeroForGreyAndIgnoresAColouredMinority() {
        int[] pencil = new int[100];
        for (int i = 0; i < pencil.length; i++) {
            int grey = 40 + i * 2;
            pencil[i] = i < 30 ? 0xE02020 : grey << 16 | grey << 8 | grey;   // a red frame on a third of the pixels
        }
        int[] skin = new int[100];
        java.util.Arrays.fill(skin, 0xC89678);   // R 200, G 150, B 120

        assertThat(new Pixels(10, 10, pencil).medianChroma()).isZero();
        assertThat(new Pixels(10, 10, skin).medianChroma()).isEqualTo(80);
    }

    @Test
    void aDullPictureIsLevelledToBlackAndWhiteAndAFlatOneLeftAlone() {
        // an underexposed picture: grey 40 to 100
        int[] dull = new int[100 * 100];
        for (int i = 0; i < dull.length; i++) {
            int g = 40 + i % 61;
            dull[i] = g << 16 | g << 8 | g;
        }
        Pixels levelled = new Pixels(100, 100, dull).levelled();
        int min = 255;
        int max = 0;
        for (int c : levelled.rgb()) {
            min = Math.min(min, c & 0xFF);
            max = Math.max(max, c & 0xFF);
        }
        assertThat(min).isZero();
        assertThat(max).isEqualTo(255);
        int[] flat = new int[100];
        java.util.Arrays.fill(flat, 0x505050);
        Pixels same = new Pixels(10, 10, flat);
        assertThat(same.levelled()).isSameAs(same);
    }
}
