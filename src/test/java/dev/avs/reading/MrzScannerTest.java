package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import dev.avs.support.TestImages;
import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import dev.avs.image.JavaCpp;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.DocumentPhotos;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.stream.Stream;
import org.bytedeco.tesseract.global.tesseract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The MRZ read from rendered phone photos of documents (OCR-B, Tesseract with the shipped model): the exact
 * lines, under the degradations phones produce.
 */
class MrzScannerTest {

    static final List<String> TD3 = List.of("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10");
    static final List<String> TD1 = List.of("I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6",
            "ERIKSSON<<ANNA<MARIA<<<<<<<<<<");
    static final List<String> TD2 = List.of("I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6");

    private static TesseractReader reader;
    private static MrzScanner scanner;

    @BeforeAll
    static void engine() {
        reader = new TesseractReader(TesseractReader.resource("/models/ocr/ocrb_int.traineddata"), "ocrb_int",
                "test");
        scanner = new MrzScanner(reader);
    }

    @AfterAll
    static void close() {
        reader.close();
    }

    static Stream<Arguments> photos() {
        Shot clean = Shot.clean();
        return Stream.of(
                Arguments.of("TD3 clean", Format.TD3, TD3, clean),
                Arguments.of("TD1 clean", Format.TD1, TD1, clean),
                Arguments.of("TD2 clean", Format.TD2, TD2, clean),
                Arguments.of("TD3 turned 12 degrees", Format.TD3, TD3, clean.turned(12)),
                Arguments.of("TD3 turned -25 degrees", Format.TD3, TD3, clean.turned(-25)),
                Arguments.of("TD1 upside down", Format.TD1, TD1, clean.turned(180)),
                Arguments.of("TD3 upside down", Format.TD3, TD3, clean.turned(178)),
                Arguments.of("TD3 sideways", Format.TD3, TD3, clean.turned(90)),
                Arguments.of("TD2 sideways the other way", Format.TD2, TD2, clean.turned(-90)),
                Arguments.of("TD3 in perspective", Format.TD3, TD3, clean.inPerspective(0.4)),
                Arguments.of("TD1 blurred", Format.TD1, TD1, clean.blurred(1.5)),
                Arguments.of("TD3 noisy and dark", Format.TD3, TD3, clean.noisy(12).lit(0.6)),
                Arguments.of("TD3 JPEG quality 0.3", Format.TD3, TD3, clean.jpeg(0.3f)),
                Arguments.of("TD3 small in a large photo", Format.TD3, TD3, clean.sized(2400, 6)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("photos")
    void readsTheExactMrz(String name, Format format, List<String> mrz, Shot shot) {
        BufferedImage image = ImageDecoder.decodeUpright(DocumentPhotos.photo(format, mrz, shot), 2000).image();

        MrzReading reading = scanner.scan(image);

        assertThat(reading.mrz()).as(name).isEqualTo(String.join("\n", mrz));
        assertThat(reading.status()).isEqualTo(MrzReading.READ);
        assertThat(reading.format()).isEqualTo(format.name());
        assertThat(reading.confidence()).isBetween(0.3, 1.0);
    }

    @Test
    void readsGeneratedHoldersOfEveryFormatWithGlareShadowAndLowResolution() {
        java.time.LocalDate dob = java.time.LocalDate.of(1987, 11, 30);
        java.time.LocalDate expiry = java.time.LocalDate.of(2031, 2, 28);
        List<List<String>> zones = List.of(
                DocumentPhotos.td1("POL", "KOWALCZYK", "ZOFIA", "ABC123456", "POL", dob, 'F', expiry),
                DocumentPhotos.td2("D<<", "MUELLER", "KLAUS PETER", "T22000129", "D<<", dob, 'M', expiry),
                DocumentPhotos.td3("NGA", "OKAFOR", "CHIDI", "A07654321", "NGA", dob, 'M', expiry));
        List<Shot> shots = List.of(Shot.clean().withGlare(0.6), Shot.clean().withShadow(0.6),
                Shot.clean().sized(1000, 5.5));
        for (int i = 0; i < zones.size(); i++) {
            Format format = Format.values()[i];
            for (Shot shot : shots) {
                BufferedImage image = ImageDecoder.decodeUpright(DocumentPhotos.photo(format, zones.get(i), shot), 2000)
                        .image();
                MrzReading reading = scanner.scan(image);
                assertThat(reading.mrz()).as(format + " " + shot).isEqualTo(String.join("\n", zones.get(i)));
                assertThat(Mrz.parse(reading.mrz(), java.time.LocalDate.of(2026, 1, 1)))
                        .isInstanceOfSatisfying(ParsedMrz.class,
                                parsed -> assertThat(parsed.checkDigitsValid()).isTrue());
            }
        }
    }

    /**
     * A card with SPECIMEN printed in grey down its left edge, the N touching the MRZ's first character (as on the
     * Liechtenstein specimen, whose I the OCR read as a 4): its check digits hold but its document code does not,
     * until the zone's ink is read once more with its mid-greys lightened.
     */
    @Test
    void readsPastAFaintMarkTouchingACharacter() {
        List<String> mrz = List.of("IDLIEID98754015<<<<<<<<<<<<<<<", "8205122F1906224LIE<<<<<<<<<<<6",
                "OSPELTBECK<<MARISA<<<<<<<<<<<<");
        double ppm = 6;
        BufferedImage card = DocumentPhotos.document(Format.TD1, mrz, ppm);
        Graphics2D graphics = card.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING,
                RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        graphics.setColor(new Color(150, 150, 150));
        graphics.setFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) (4 * ppm)));
        Point2D first = DocumentPhotos.mrzStart(Format.TD1, mrz.size(), ppm);
        graphics.translate(first.getX(), first.getY() + ppm);
        graphics.rotate(-Math.PI / 2);
        graphics.drawString("SPECIMEN", 0, 0);
        graphics.dispose();

        MrzReading reading = scanner.scan(card);

        assertThat(reading.status()).isEqualTo(MrzReading.READ);
        assertThat(reading.mrz()).isEqualTo(String.join("\n", mrz));
    }

    /**
     * Every check digit holds but the OCR was unsure of the lines (here the real reader's text, reported at 50): the
     * reading waits, unreadable, for the page's confirmation ({@link DocumentReader#withPage}), the page cut.
     */
    @Test
    void aValidReadingTheOcrWasUnsureOfAwaitsThePage() {
        LineReader unsure = new LineReader() {
            @Override
            public Text read(GreyImage line) {
                return new Text(reader.read(line).characters(), 50);
            }

            @Override
            public String modelId() {
                return reader.modelId();
            }
        };

        MrzScanner.Scan scan = new MrzScanner(unsure).scanned(DocumentPhotos.document(Format.TD3, TD3, 8));

        assertThat(scan.reading().status()).isEqualTo(MrzReading.UNREADABLE);
        assertThat(scan.reading().mrz()).isEqualTo(String.join("\n", TD3));
        assertThat(scan.doubt()).isEqualTo(MrzScanner.Doubt.UNSURE);
        assertThat(scan.page()).isNotNull();
        assertThat(scanner.scanned(DocumentPhotos.document(Format.TD3, TD3, 8)).doubt())
                .isEqualTo(MrzScanner.Doubt.NONE);
    }

    /**
     * A zone printed with a check digit that does not hold, read sure of every line: the scan gives up once three
     * cuts have read it so ({@link SureRepeats}), and reads no zone upside down once it read it sure the right way
     * up, instead of searching every view and turn up to its bound of {@value MrzScanner#MAX_LINE_READS} line
     * readings; the reading is the text as printed.
     */
    @Test
    void aZoneReadSureButNotValidStopsTheSearchEarly() {
        List<String> printed = List.of(TD3.get(0), TD3.get(1).replace("F1204159", "F1204158"));
        java.util.concurrent.atomic.AtomicInteger lineReads =
                new java.util.concurrent.atomic.AtomicInteger(MrzScanner.MAX_LINE_READS);

        MrzScanner.Scan scan = scanner.scanned(DocumentPhotos.document(Format.TD3, printed, 8), lineReads);

        assertThat(scan.reading().status()).isEqualTo(MrzReading.UNREADABLE);
        assertThat(scan.reading().mrz()).isEqualTo(String.join("\n", printed));
        assertThat(MrzScanner.MAX_LINE_READS - lineReads.get()).isLessThanOrEqualTo(3 * 2 + 2);
    }

    @Test
    void theOcrEngineLoadsTesseractThroughJavaCppsOneLock() {
        // see JavaCpp in the file module: a first Tesseract start beside a first JPEG decode once deadlocked a service
        assertThat(JavaCpp.loaded(tesseract.class)).isTrue();
    }

    @Test
    void aPhotoWithoutMrzIsNotFound() {
        BufferedImage image = ImageDecoder.decodeUpright(TestImages.jpeg(1200, 900), 2000).image();

        assertThat(scanner.scan(image).status()).isEqualTo(MrzReading.NOT_FOUND);
    }
}
