package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.image.GreyImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MorphologyTest {

    @Test
    void rectangleFiltersEqualTheExtremeOverTheClippedWindowForAnyKernel() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            // narrow images, and every twentieth wider than a strip of columns (one, two or three strips)
            int w = trial % 20 == 0 ? Morphology.STRIP - 1 + random.nextInt(2 * Morphology.STRIP + 3)
                    : 1 + random.nextInt(40);
            int h = 1 + random.nextInt(30);
            float[] pixels = new float[w * h];
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = random.nextInt(4) == 0 ? random.nextInt(256) : random.nextFloat() * 255;
            }
            GreyImage image = new GreyImage(w, h, pixels);
            // odd and even kernels, and kernels longer than the image
            int kw = 1 + random.nextInt(50);
            int kh = 1 + random.nextInt(40);
            assertThat(Morphology.dilated(image, kw, kh).pixels()).containsExactly(naive(image, kw, kh, true));
            assertThat(Morphology.eroded(image, kw, kh).pixels()).containsExactly(naive(image, kw, kh, false));
        }
    }

    @Test
    void faintStrokesOnAnyGroundComeOutBlackOnWhite() {
        // a ground shaded from 120 to 250 (a shadow into glare), strokes 3 pixels wide 12 high only 25 levels
        // darker than the ground under them: after, ground white and every stroke dark, wherever it stands
        int width = 240;
        int height = 40;
        float[] pixels = new float[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                float ground = 120 + 130f * x / (width - 1);
                boolean stroke = y >= 14 && y < 26 && x % 10 < 3;
                pixels[y * width + x] = stroke ? ground - 25 : ground;
            }
        }
        GreyImage ink = Morphology.inkOnWhite(new GreyImage(width, height, pixels), 31, 93);

        for (int x = 16; x < width - 16; x++) {   // a kernel's half from the edges, where the ground is known
            boolean stroke = x % 10 < 3;
            assertThat(ink.at(x, 20)).as("column " + x).isLessThanOrEqualTo(stroke ? 10f : 255f)
                    .isGreaterThanOrEqualTo(stroke ? 0f : 245f);
            assertThat(ink.at(x, 5)).as("ground above column " + x).isGreaterThanOrEqualTo(245f);
        }
    }

    @Test
    void closingFillsADarkGapNarrowerThanTheKernelAndKeepsAWiderOne() {
        float[] pixels = new float[20];
        java.util.Arrays.fill(pixels, 200);
        pixels[5] = 10;                      // one pixel wide: filled by a closing of 3
        for (int x = 10; x < 16; x++) {
            pixels[x] = 10;                  // six wide: kept
        }
        GreyImage closed = Morphology.closed(new GreyImage(20, 1, pixels), 3, 1);
        assertThat(closed.pixels()[5]).isEqualTo(200f);
        assertThat(closed.pixels()[12]).isEqualTo(10f);
    }

    private static float[] naive(GreyImage image, int kw, int kh, boolean max) {
        int w = image.width();
        int h = image.height();
        float[] out = new float[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                float best = max ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
                for (int yy = Math.max(0, y - kh / 2); yy <= Math.min(h - 1, y + kh / 2); yy++) {
                    for (int xx = Math.max(0, x - kw / 2); xx <= Math.min(w - 1, x + kw / 2); xx++) {
                        float v = image.pixels()[yy * w + xx];
                        best = max ? Math.max(best, v) : Math.min(best, v);
                    }
                }
                out[y * w + x] = best;
            }
        }
        return out;
    }
}
