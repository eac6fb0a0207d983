package dev.avs.image;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FaceImages;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Decoding for the engines that look at a photo: scaled while decoded, upright, never half an image. */
class ImageDecoderTest {

    @Test
    void aLargeJpegIsScaledWhileDecodedAndKeepsItsColours() {
        byte[] photo = FaceImages.jpeg(quadrants(3000, 2000), 0.9f);

        ImageDecoder.Decoded decoded = ImageDecoder.decodeUpright(photo, 1280);

        assertThat(decoded.width()).isEqualTo(3000);
        assertThat(decoded.height()).isEqualTo(2000);
        assertThat(decoded.image().getWidth())
                .as("halved in the DCT domain, the largest reduction keeping 1280 or more (ImageIO would subsample"
                        + " by 3 to 1000)").isEqualTo(1500);
        assertThat(decoded.image().getHeight()).isEqualTo(1000);
        assertColour(decoded.image(), 375, 250, Color.RED);
        assertColour(decoded.image(), 1125, 250, Color.GREEN);
        assertColour(decoded.image(), 375, 750, Color.BLUE);
        assertColour(decoded.image(), 1125, 750, Color.WHITE);
        assertThat(ImageDecoder.decodeUpright(FaceImages.jpeg(quadrants(4000, 3000), 0.9f), 1280).image().getWidth())
                .as("a quarter").isEqualTo(1000);
    }

    @Test
    void anExifOrientationTurnsThePhotoUpright() {
        byte[] sideways = FaceImages.withOrientation(FaceImages.jpeg(quadrants(400, 200), 0.95f), 6);

        ImageDecoder.Decoded decoded = ImageDecoder.decodeUpright(sideways, 1280);

        assertThat(decoded.width()).isEqualTo(200);
        assertThat(decoded.height()).isEqualTo(400);
        // turned 90 degrees clockwise: the stored bottom-left (blue) is now the top-left
        assertColour(decoded.image(), 50, 100, Color.BLUE);
        assertColour(decoded.image(), 150, 300, Color.GREEN);
    }

    @Test
    void aTruncatedJpegIsUndecodableNotHalfGrey() {
        byte[] photo = FaceImages.jpeg(quadrants(1600, 1200), 0.9f);

        ImageDecoder.Decoded decoded = ImageDecoder.decodeUpright(Arrays.copyOf(photo, photo.length / 2), 1280);

        assertThat(decoded.image()).isNull();
        assertThat(decoded.width()).as("the header was read").isEqualTo(1600);
    }

    @Test
    void greyJpegsAndPngsDecodeToo() throws IOException {
        BufferedImage grey = new BufferedImage(300, 200, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        g.setColor(new Color(90, 90, 90));
        g.fillRect(0, 0, 300, 200);
        g.dispose();
        ByteArrayOutputStream greyJpeg = new ByteArrayOutputStream();
        ImageIO.write(grey, "jpg", greyJpeg);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(quadrants(3000, 2000), "png", png);

        assertColour(ImageDecoder.decodeUpright(greyJpeg.toByteArray(), 1280).image(), 150, 100, new Color(90, 90, 90));
        BufferedImage fromPng = ImageDecoder.decodeUpright(png.toByteArray(), 1280).image();
        assertThat(fromPng.getWidth()).as("subsampled by 3 to at most 1280").isEqualTo(1000);
        assertColour(fromPng, 750, 500, Color.WHITE);
    }

    private static BufferedImage quadrants(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        Color[] colours = {Color.RED, Color.GREEN, Color.BLUE, Color.WHITE};
        for (int i = 0; i < 4; i++) {
            g.setColor(colours[i]);
            g.fillRect(i % 2 * width / 2, i / 2 * height / 2, width / 2, height / 2);
        }
        g.dispose();
        return image;
    }

    private static void assertColour(BufferedImage image, int x, int y, Color expected) {
        Color actual = new Color(image.getRGB(x, y));
        assertThat(Math.abs(actual.getRed() - expected.getRed()) + Math.abs(actual.getGreen() - expected.getGreen())
                + Math.abs(actual.getBlue() - expected.getBlue())).as("%s at %d,%d", actual, x, y).isLessThan(30);
    }
}
