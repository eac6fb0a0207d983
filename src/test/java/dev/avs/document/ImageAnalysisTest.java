package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class ImageAnalysisTest {

    /** 48×32 lossy WebP (cwebp -q 60) of a checkerboard with colour gradients. */
    private static final String WEBP_LOSSY = "UklGRrgAAABXRUJQVlA4IKwAAABQBgCdASowACAAD8BCJbAMYA/ABpAH4AUhW9mw/S/yA/IDohd"
            + "Yu92TmgQCY+0MUMt15W5YPrCA7CebmAD+72n2IRnTLYwP7wrT//jzSeHTrbPf/bORtdgnr/xJK2dv9KezcxnKVmU4LTKOZlHOLYa"
            + "rbwDqlRGhGkPEekay58EOAbffyQ2dT2WYwTWFY0FeFsSsQc/EAXYzYqf1KKlSTXbo0oxorYj89R5uAAAA";
    /** The same image, lossless (cwebp -lossless). */
    private static final String WEBP_LOSSLESS = "UklGRmgAAABXRUJQVlA4TFwAAAAvL8AHAE0ARFL7g48Q0f/UC4Ag/JdLGISC9z9lob"
            + "RtJCkk/Te976HVIcJso2LN/3UkxyEmTc71zytCKGjbhpEJtDskOB1ZKnKpaJ4DzokkTLLPAef0bt8k+c5/Bw==";

    @Test
    void aDecodedImageHasItsDimensionsSharpnessAndHash() {
        AnalysedImage image = ImageAnalysis.analyse(ImageSamples.jpeg(ImageSamples.scene(640, 480, 1)), "image/jpeg");
        assertThat(image.decodable()).isTrue();
        assertThat(image.pdf()).isFalse();
        assertThat(image.width()).isEqualTo(640);
        assertThat(image.height()).isEqualTo(480);
        assertThat(image.shorterSide()).isEqualTo(480);
        assertThat(image.sharpness()).isPositive();
        assertThat(image.perceptualHash()).isNotNull();
        assertThat(image.edited()).isFalse();
        // Timing sanity, not asserted: on a loaded 2-core machine a 640×480 JPEG takes a few milliseconds
        // (decoder ≈ 3-10 ms, grey + Laplacian + pHash + metadata ≈ 2 ms once the JIT is warm).
    }

    @Test
    void blurLowersTheSharpnessClearly() {
        BufferedImage sharp = ImageSamples.checkerboard(800, 600, 20);
        double sharpness = ImageAnalysis.analyse(ImageSamples.png(sharp), "image/png").sharpness();
        double blurred = ImageAnalysis.analyse(ImageSamples.png(ImageSamples.boxBlur(sharp, 7)), "image/png").sharpness();
        assertThat(blurred).isLessThan(sharpness * 0.2);
        double scene = ImageAnalysis.analyse(ImageSamples.jpeg(ImageSamples.scene(1200, 900, 3)), null).sharpness();
        double blurredScene = ImageAnalysis.analyse(
                ImageSamples.jpeg(ImageSamples.boxBlur(ImageSamples.scene(1200, 900, 3), 9)), null).sharpness();
        assertThat(blurredScene).isLessThan(scene * 0.3);
    }

    @Test
    void sharpnessDoesNotDependOnTheResolution() {
        double small = ImageAnalysis.analyse(ImageSamples.jpeg(ImageSamples.scene(1600, 1200, 7)), null).sharpness();
        double large = ImageAnalysis.analyse(ImageSamples.jpeg(ImageSamples.scene(3200, 2400, 7)), null).sharpness();
        assertThat(large / small).isBetween(0.75, 1.33);
        // Without normalisation the larger image would measure several times lower (its edges span more pixels).
        double native1600 = Sharpness.laplacianVariance(GreyImage.of(ImageSamples.scene(1600, 1200, 7)));
        double native3200 = Sharpness.laplacianVariance(GreyImage.of(ImageSamples.scene(3200, 2400, 7)));
        assertThat(native3200 / native1600).isLessThan(0.6);
    }

    @Test
    void perceptualHashesOfTheSameImageAreCloseAndOfUnrelatedImagesFar() {
        BufferedImage original = ImageSamples.scene(1024, 768, 11);
        long hash = hash(ImageSamples.png(original));
        assertThat(ImageAnalysis.hammingDistance(hash, hash(ImageSamples.jpeg(original, 0.5f)))).isLessThanOrEqualTo(4);
        assertThat(ImageAnalysis.hammingDistance(hash, hash(ImageSamples.jpeg(ImageSamples.resized(original, 900, 675)))))
                .isLessThanOrEqualTo(6);
        assertThat(ImageAnalysis.hammingDistance(hash, hash(ImageSamples.png(ImageSamples.brighter(original, 25f)))))
                .isLessThanOrEqualTo(6);
        for (long seed = 12; seed < 16; seed++) {
            long unrelated = hash(ImageSamples.png(ImageSamples.scene(1024, 768, seed)));
            assertThat(ImageAnalysis.hammingDistance(hash, unrelated)).as("seed %d", seed).isGreaterThan(16);
        }
    }

    @Test
    void hammingDistanceCountsDifferingBits() {
        assertThat(ImageAnalysis.hammingDistance(0L, 0L)).isZero();
        assertThat(ImageAnalysis.hammingDistance(0L, -1L)).isEqualTo(64);
        assertThat(ImageAnalysis.hammingDistance(0b1011L, 0b0110L)).isEqualTo(3);
    }

    @Test
    void truncatedRandomAndEmptyBytesAreNotDecodable() {
        byte[] jpeg = ImageSamples.jpeg(ImageSamples.scene(640, 480, 2));
        AnalysedImage truncated = ImageAnalysis.analyse(Arrays.copyOf(jpeg, jpeg.length / 2), "image/jpeg");
        assertThat(truncated.decodable()).isFalse();
        assertThat(truncated.sharpness()).isNull();
        assertThat(truncated.width()).isEqualTo(640);
        byte[] png = ImageSamples.png(ImageSamples.scene(640, 480, 2));
        assertThat(ImageAnalysis.analyse(Arrays.copyOf(png, png.length / 2), "image/png").decodable()).isFalse();
        byte[] random = new byte[5000];
        new Random(5).nextBytes(random);
        AnalysedImage noise = ImageAnalysis.analyse(random, "image/jpeg");
        assertThat(noise.decodable()).isFalse();
        assertThat(noise.width()).isNull();
        assertThat(ImageAnalysis.analyse(new byte[0], "image/png").decodable()).isFalse();
        assertThat(ImageAnalysis.analyse(null, null).decodable()).isFalse();
    }

    @Test
    void aPdfIsDecodableWhenItHasHeaderAndEndMarker() {
        byte[] pdf = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);
        AnalysedImage analysed = ImageAnalysis.analyse(pdf, "application/pdf");
        assertThat(analysed).isEqualTo(AnalysedImage.pdf(true));
        assertThat(analysed.sharpness()).isNull();
        assertThat(ImageAnalysis.analyse(pdf, null).pdf()).isTrue();
        byte[] truncated = Arrays.copyOf(pdf, pdf.length - 8);
        assertThat(ImageAnalysis.analyse(truncated, "application/pdf").decodable()).isFalse();
        byte[] padded = ImageSamples.concat(pdf, new byte[ImageAnalysis.PDF_EOF_WINDOW - 10]);
        assertThat(ImageAnalysis.analyse(padded, "application/pdf").decodable()).isTrue();
        byte[] farFromEnd = ImageSamples.concat(pdf, new byte[ImageAnalysis.PDF_EOF_WINDOW + 10]);
        assertThat(ImageAnalysis.analyse(farFromEnd, "application/pdf").decodable()).isFalse();
        byte[] notPdf = ImageSamples.png(ImageSamples.checkerboard(10, 10, 2));
        assertThat(ImageAnalysis.analyse(notPdf, "application/pdf").decodable()).isFalse();
    }

    @Test
    void webpDecodes() throws Exception {
        for (String base64 : new String[] {WEBP_LOSSY, WEBP_LOSSLESS}) {
            AnalysedImage webp = ImageAnalysis.analyse(Base64.getDecoder().decode(base64), "image/webp");
            assertThat(webp.decodable()).isTrue();
            assertThat(webp.width()).isEqualTo(48);
            assertThat(webp.height()).isEqualTo(32);
            assertThat(webp.sharpness()).isPositive();
        }
        if (ImageIO.getImageWritersByFormatName("webp").hasNext()) {
            byte[] written = ImageSamples.encode(ImageSamples.scene(320, 240, 4), "webp");
            assertThat(ImageAnalysis.analyse(written, "image/webp").decodable()).isTrue();
        }
    }

    @Test
    void cmykJpegDecodes() throws Exception {
        WritableRaster raster = Raster.createInterleavedRaster(DataBuffer.TYPE_BYTE, 300, 200, 4, null);
        for (int y = 0; y < 200; y++) {
            for (int x = 0; x < 300; x++) {
                raster.setPixel(x, y, new int[] {(x / 20 + y / 20) % 2 * 255, y, 0, 40});
            }
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(raster, null, null), null);
        } finally {
            writer.dispose();
        }
        AnalysedImage cmyk = ImageAnalysis.analyse(out.toByteArray(), "image/jpeg");
        assertThat(cmyk.decodable()).isTrue();
        assertThat(cmyk.width()).isEqualTo(300);
        assertThat(cmyk.sharpness()).isPositive();
    }

    @Test
    void largeImagesAreDecodedSubsampled() {
        BufferedImage large = new BufferedImage(5000, 3000, BufferedImage.TYPE_BYTE_GRAY);
        large.getGraphics().drawImage(ImageSamples.checkerboard(500, 300, 25), 0, 0, 5000, 3000, null);
        byte[] jpeg = ImageSamples.jpeg(large);
        ImageDecoder.Decoded decoded = ImageDecoder.decode(jpeg);
        assertThat(decoded.width()).isEqualTo(5000);
        assertThat(decoded.height()).isEqualTo(3000);
        assertThat(decoded.image().getWidth()).isLessThanOrEqualTo(ImageDecoder.MAX_DECODED_SIDE);
        assertThat(decoded.image().getWidth()).isGreaterThan(ImageAnalysis.NORMALISED_SIDE);
        AnalysedImage analysed = ImageAnalysis.analyse(jpeg, "image/jpeg");
        assertThat(analysed.width()).isEqualTo(5000);
        assertThat(analysed.sharpness()).isPositive();
    }

    @Test
    void greyConversionReadsRastersLikeGetRgb() {
        BufferedImage scene = ImageSamples.scene(200, 150, 9);
        for (int type : new int[] {BufferedImage.TYPE_3BYTE_BGR, BufferedImage.TYPE_4BYTE_ABGR,
                BufferedImage.TYPE_BYTE_GRAY}) {
            BufferedImage converted = new BufferedImage(200, 150, type);
            converted.getGraphics().drawImage(scene, 0, 0, null);
            BufferedImage reference = new BufferedImage(200, 150, BufferedImage.TYPE_INT_RGB);
            reference.getGraphics().drawImage(converted, 0, 0, null);
            float[] fast = GreyImage.of(converted).pixels();
            float[] slow = GreyImage.of(reference).pixels();
            double tolerance = type == BufferedImage.TYPE_BYTE_GRAY ? 40 : 0.01;
            for (int i = 0; i < fast.length; i++) {
                assertThat((double) fast[i]).as("type %d pixel %d", type, i)
                        .isCloseTo(slow[i], Offset.offset(tolerance));
            }
        }
    }

    @Test
    void transparentPixelsCountAsWhite() {
        BufferedImage transparent = new BufferedImage(40, 40, BufferedImage.TYPE_INT_ARGB);
        GreyImage grey = GreyImage.of(transparent);
        assertThat(grey.pixels()[0]).isEqualTo(255f);
        BufferedImage abgr = new BufferedImage(40, 40, BufferedImage.TYPE_4BYTE_ABGR);
        assertThat(GreyImage.of(abgr).pixels()[0]).isEqualTo(255f);
    }

    private static long hash(byte[] bytes) {
        return ImageAnalysis.analyse(bytes, null).perceptualHash();
    }
}
