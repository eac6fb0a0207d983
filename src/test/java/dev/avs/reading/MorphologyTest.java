package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.file.GreyImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MorphologyTest {

    @Test
    void rectangleFiltersEqualTheExtremeOverTheClippedWindowForAnyKernel() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int w = 1 + random.nextInt(40);
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
