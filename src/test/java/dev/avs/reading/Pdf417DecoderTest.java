package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.avs.aamva.Aamva;
import dev.avs.aamva.AamvaCard;
import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import dev.avs.support.LicenceBacks;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * ZXing on photos: real barcode data printed on a photographed card, turned any way; a photo without a barcode;
 * and, when bench/licences/fetch.sh has fetched them, real jurisdictions' sample cards (their licences keep them
 * out of the repository).
 */
class Pdf417DecoderTest {

    private final Pdf417Decoder decoder = new Pdf417Decoder(Duration.ofSeconds(10));

    @Test
    void aLicenceBackIsDecodedWhicheverWayItIsTurned() {
        String text = LicenceBacks.sample("licenses-MA_2016.txt");
        for (double degrees : new double[] {-2, 3, 8, 92, 181}) {
            Optional<String> read = decoder.decode(grey(LicenceBacks.photo(text, degrees)));

            assertThat(read).as("turned %s degrees", degrees).contains(text);
        }
    }

    /**
     * A card photographed whole at 840 pixels: bars of 1.8 pixels, blurred half into their neighbours (as a phone's
     * lens and JPEG leave them). ZXing finds the barcode but misreads its codewords at every scale and tilt; sharpened,
     * it reads.
     */
    @Test
    void thinBarsBlurredIntoTheirNeighboursAreReadSharpened() {
        String text = LicenceBacks.sample("licenses-MA_2016.txt");
        GreyImage photo = grey(LicenceBacks.photo(text, 0));
        GreyImage small = blurred(photo.resized(photo.width() * 6 / 10, photo.height() * 6 / 10));

        assertThat(decoder.decode(small)).contains(text);
    }

    @Test
    void aPhotoWithoutABarcodeShowsNone() throws IOException {
        assertThat(decoder.decode(grey(resource("/specimens/passporteye/100_pass-uto.jpg")))).isEmpty();
    }

    @Test
    void aSearchStopsAtItsBudget() {
        Pdf417Decoder hurried = new Pdf417Decoder(Duration.ZERO);

        assertThat(hurried.decode(grey(LicenceBacks.photo(LicenceBacks.sample("licenses-VA.txt"), 0)))).isEmpty();
    }

    /** Real sample cards: the barcode decoded and its fields as bench/licences/licences.tsv expects them. */
    @Test
    void realSampleCardsFetchedForTheBenchAreDecoded() throws IOException {
        Path dir = Path.of("bench/licences");
        assumeTrue(Files.isDirectory(dir.resolve("images")), "bench/licences/fetch.sh has not fetched the images");
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("licences.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t");
            Path image = dir.resolve("images").resolve(c[0].replace('/', '+')).resolve(c[2]);
            if (!Files.exists(image)) {
                continue;
            }
            Optional<AamvaCard> card = decoder.decode(grey(Files.readAllBytes(image))).flatMap(Aamva::parse);
            String read = card.map(k -> String.join("|", k.surname(), k.givenNames(), k.dateOfBirth().toString(),
                    k.expiryDate().toString(), k.documentNumber())).orElse("-");
            if (!read.equals(c[5])) {
                wrong.add(c[2] + ": expected " + c[5] + ", read " + read);
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** Each pixel half way to the mean of the 3 x 3 around it. */
    private static GreyImage blurred(GreyImage image) {
        int w = image.width();
        int h = image.height();
        float[] in = image.pixels();
        float[] out = new float[in.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                float sum = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        sum += in[Math.clamp(y + dy, 0, h - 1) * w + Math.clamp(x + dx, 0, w - 1)];
                    }
                }
                out[y * w + x] = (in[y * w + x] + sum / 9) / 2;
            }
        }
        return new GreyImage(w, h, out);
    }

    private static GreyImage grey(byte[] photo) {
        return GreyImage.of(ImageDecoder.decodeUpright(photo, ImageDecoder.MAX_DECODED_SIDE).image());
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = Pdf417DecoderTest.class.getResourceAsStream(name)) {
            return Objects.requireNonNull(in, name).readAllBytes();
        }
    }
}
