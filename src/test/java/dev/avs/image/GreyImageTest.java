package dev.avs.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GreyImageTest {

    /**
     * Every fast path for colour gives what the colour model's own conversion ({@code getRGB}) gives, pixel for
     * pixel (grey images are read as stored, without the colour model's gamma, and are not compared).
     */
    @Test
    void readsEveryColourPixelLayoutAsTheColourModelDoes() {
        for (int type : new int[] {BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_INT_ARGB,
                BufferedImage.TYPE_3BYTE_BGR, BufferedImage.TYPE_4BYTE_ABGR}) {
            BufferedImage image = noise(type, 37, 23);
            assertThat(GreyImage.of(image).pixels()).as("type %d", type).containsExactly(viaGetRgb(image));
            // a sub-image shares its parent's buffer at an offset: the fast paths leave it to getRGB
            BufferedImage part = image.getSubimage(3, 2, 20, 15);
            assertThat(GreyImage.of(part).pixels()).as("part of type %d", type).containsExactly(viaGetRgb(part));
        }
    }

    private static BufferedImage noise(int type, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, type);
        Random random = new Random(type);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, random.nextInt());
            }
        }
        return image;
    }

    @Test
    void theLightestChannelTurnsColouredInkToPaperAndKeepsBlackPrintBlack() {
        BufferedImage image = new BufferedImage(3, 1, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, 0xE61E28);   // a red stamp
        image.setRGB(1, 0, 0x101010);   // black print
        image.setRGB(2, 0, 0x3C78D2);   // a blue guilloche

        GreyImage lightest = GreyImage.lightestChannel(image);

        assertThat(lightest.pixels()).containsExactly(230f, 16f, 210f);
        assertThat(GreyImage.of(image).pixels()[0]).isLessThan(100f);
        assertThat(GreyImage.lightestChannel(
                new BufferedImage(2, 2, BufferedImage.TYPE_BYTE_GRAY))).isNull();
    }

    /** The conversion of {@link GreyImage#of} for any image, through getRGB. */
    private static float[] viaGetRgb(BufferedImage image) {
        float[] pixels = new float[image.getWidth() * image.getHeight()];
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int argb = image.getRGB(x, y);
                int alpha = argb >>> 24;
                float value = 0.299f * (argb >> 16 & 0xff) + 0.587f * (argb >> 8 & 0xff) + 0.114f * (argb & 0xff);
                pixels[y * image.getWidth() + x] = alpha == 255 ? value : (value * alpha + 255f * (255 - alpha)) / 255f;
            }
        }
        return pixels;
    }

    @Test
    void aCutHoldsTheRectanglesPixels() {
        float[] pixels = new float[6 * 4];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = i;
        }

        GreyImage cut = new GreyImage(6, 4, pixels).cropped(2, 1, 3, 2);

        assertThat(cut.width()).isEqualTo(3);
        assertThat(cut.height()).isEqualTo(2);
        assertThat(cut.pixels()).containsExactly(8, 9, 10, 14, 15, 16);
    }
}
