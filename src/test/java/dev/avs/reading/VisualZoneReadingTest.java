package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.file.GreyImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * How often a data page is read (each reading of a page is about a tenth of a second of a core): once when the
 * first reading finds every field of the MRZ, twice, the second time reduced, when it misses one.
 */
class VisualZoneReadingTest {

    private static TesseractReader lines;
    private static TesseractReader pages;

    @BeforeAll
    static void engines() {
        lines = new TesseractReader(TesseractReader.resource("/models/ocr/ocrb_int.traineddata"), "ocrb_int", "test");
        pages = TesseractReader.forPages(TesseractReader.resource("/models/ocr/eng.traineddata"), "eng", "test-viz");
    }

    @AfterAll
    static void close() {
        lines.close();
        pages.close();
    }

    @Test
    void aPageWhoseFirstReadingFindsEveryFieldIsReadOnce() throws IOException {
        CountingPages counting = new CountingPages();
        MrzReading reading = new DocumentReader(lines, counting, 2000).read(specimen("100_pass-uto.jpg"));

        assertThat(reading.viz().fields()).extracting(Viz.Field::status).containsOnly(Viz.FOUND).hasSize(5);
        assertThat(counting.readings.get()).isEqualTo(1);
    }

    @Test
    void aPageWhoseFirstReadingMissesAFieldIsReadAgainReduced() throws IOException {
        CountingPages counting = new CountingPages();
        MrzReading reading = new DocumentReader(lines, counting, 2000).read(specimen("100_pass-lux.jpg"));

        assertThat(reading.isRead()).isTrue();
        assertThat(reading.viz().fields()).extracting(Viz.Field::status).contains(Viz.NOT_FOUND);
        assertThat(counting.readings.get()).isEqualTo(2);
    }

    private static final class CountingPages implements PageReader {

        final AtomicInteger readings = new AtomicInteger();

        @Override
        public List<PrintedWord> words(GreyImage page) {
            readings.incrementAndGet();
            return pages.words(page);
        }

        @Override
        public String modelId() {
            return pages.modelId();
        }
    }

    private static byte[] specimen(String file) throws IOException {
        try (InputStream in = VisualZoneReadingTest.class.getResourceAsStream("/specimens/passporteye/" + file)) {
            return in.readAllBytes();
        }
    }
}
