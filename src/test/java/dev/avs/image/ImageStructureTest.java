package dev.avs.image;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FaceImages;
import dev.avs.support.ImageBombs;
import dev.avs.support.TestImages;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every kind of image bomb is caught by the structure walk before a parser or decoder sees it: refused when it is
 * over a bound, otherwise not believed (no metadata, no decode of a broken file); real images pass with their size
 * and metadata.
 */
class ImageStructureTest {

    @Test
    void everyBombIsRefusedOrItsClaimsAreNotBelieved() {
        for (Map.Entry<String, ImageBombs.Bomb> bomb : ImageBombs.all().entrySet()) {
            ImageStructure.Verdict verdict = ImageStructure.of(bomb.getValue().content());
            if (bomb.getValue().expected().equals(ImageBombs.REFUSED)) {
                boolean overPixels = verdict.sound() && (long) verdict.facts().width() * verdict.facts().height()
                        > 40_000_000L;
                assertThat(verdict.refusal() != null || overPixels).as(bomb.getKey() + ": " + verdict).isTrue();
            } else {
                assertThat(verdict.refusal()).as(bomb.getKey()).isNull();
            }
            // whatever it claims, decoding and reading metadata end quickly and hold nothing of the claim
            ImageDecoder.decodeUpright(bomb.getValue().content(), 1024);
            ImageDecoder.decode(bomb.getValue().content());
        }
    }

    @Test
    void aPngTextChunkInflatingToAGibibyteIsRefusedWithin8MiB() {
        ImageStructure.Verdict verdict = ImageStructure.of(ImageBombs.pngZtxtBomb());

        assertThat(verdict.sound()).isFalse();
        assertThat(verdict.refusal()).isEqualTo("The image's text chunks and other metadata take more than 8 MiB");
    }

    @Test
    void theTiffBombsStillGiveTheirOrientation() {
        ImageStructure.Verdict png = ImageStructure.of(ImageBombs.all()
                .get("png eXIf pointing 60000 times at its own bytes").content());

        assertThat(png.sound()).isTrue();
        assertThat(png.facts().metadata().orientation()).isEqualTo(6);
        assertThat(png.facts().width()).isEqualTo(64);
    }

    @Test
    void realImagesPassWithTheirSizeAndMetadata() {
        ImageStructure.Facts jpeg = ImageStructure.of(FaceImages.withOrientation(TestImages.jpeg(300, 200), 8))
                .facts();
        assertThat(jpeg.format()).isEqualTo(ImageStructure.Format.JPEG);
        assertThat(jpeg.width()).isEqualTo(300);
        assertThat(jpeg.height()).isEqualTo(200);
        assertThat(jpeg.decodeBytes()).as("baseline: decoded row by row").isZero();
        assertThat(jpeg.metadata().orientation()).isEqualTo(8);

        ImageStructure.Facts png = ImageStructure.of(TestImages.png(64, 48)).facts();
        assertThat(png.format()).isEqualTo(ImageStructure.Format.PNG);
        assertThat(png.width()).isEqualTo(64);

        ImageStructure.Facts webp = ImageStructure.of(TestImages.WEBP_1X1).facts();
        assertThat(webp.format()).isEqualTo(ImageStructure.Format.WEBP);
        assertThat(webp.width()).isEqualTo(1);
        assertThat(webp.height()).isEqualTo(1);
    }

    @Test
    void aCutOffFileIsNotWalkedPastItsEnd() {
        byte[] png = TestImages.png(200, 100);

        assertThat(ImageStructure.of(Arrays.copyOf(png, png.length - 20)).sound()).as("an IDAT cut short").isFalse();
        assertThat(ImageStructure.of(new byte[] {1, 2, 3}).sound()).isFalse();
        assertThat(ImageStructure.of(TestImages.pdf()).sound()).isFalse();
    }
}
