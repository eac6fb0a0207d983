package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.DocumentPhotos;
import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
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
    private static TesseractReader finerPages;

    @BeforeAll
    static void engines() {
        lines = new TesseractReader(TesseractReader.resource("/models/ocr/ocrb_int.traineddata"), "ocrb_int", "test");
        pages = TesseractReader.forPages(TesseractReader.resource("/models/ocr/eng.traineddata"), "eng", "test-viz");
        finerPages = TesseractReader.forPageBlocks(TesseractReader.resource("/models/ocr/eng_best.traineddata"),
                "eng_best", "test-viz-finer");
    }

    @AfterAll
    static void close() {
        lines.close();
        pages.close();
        finerPages.close();
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

    @Test
    void theFinerModelFindsWhatTheTwoReadingsMissed() throws IOException {
        // the Taiwanese specimen: the two readings with the fast model miss its given names and expiry
        CountingPages finer = new CountingPages(finerPages);
        MrzReading withFiner = new DocumentReader(lines, pages, finer, 2000).read(specimen("100_pass-chn.jpg"));
        MrzReading without = new DocumentReader(lines, pages, 2000).read(specimen("100_pass-chn.jpg"));

        assertThat(statuses(without)).containsEntry("given_names", Viz.NOT_FOUND)
                .containsEntry("expiry_date", Viz.NOT_FOUND);
        assertThat(statuses(withFiner)).containsEntry("given_names", Viz.FOUND).containsEntry("expiry_date", Viz.FOUND)
                .doesNotContainValue(Viz.MISMATCH);
        assertThat(finer.readings.get()).isEqualTo(1);
    }

    @Test
    void aNumberTheReadingsMissedIsFoundByReadingItsUnsureWordsAsLines() throws IOException {
        // the Republic of China specimen's Courier 000000000: the sparse mode boxes its lower halves (VOU000)
        ParsedMrz chn = (ParsedMrz) Mrz.parse(new DocumentReader(lines, null, 2000).read(specimen("100_pass-chn.jpg"))
                .mrz(), java.time.LocalDate.of(2026, 1, 1));
        GreyImage page = pageOf("100_pass-chn.jpg");
        List<PrintedWord> words = new ArrayList<>(pages.words(page));
        words.addAll(pages.words(page.resized(page.width() * 6 / 10, page.height() * 6 / 10)).stream()
                .map(w -> w.scaled(10 / 6.0)).toList());
        words.addAll(finerPages.words(page.resized(page.width() * 8 / 10, page.height() * 8 / 10)).stream()
                .map(w -> w.scaled(10 / 8.0)).toList());
        TesseractReader numberLines = new TesseractReader(TesseractReader.resource("/models/ocr/eng.traineddata"),
                "eng", "test-viz-lines");
        try (numberLines) {
            List<PrintedWord> reread = new ArrayList<>(words);
            reread.addAll(NumberRereads.of(numberLines, page, words));

            assertThat(VizCheck.compare(chn, words).found("document_number")).as("the three readings").isFalse();
            assertThat(VizCheck.compare(chn, reread).found("document_number")).as("and the re-reads").isTrue();
        }
    }

    @Test
    void aPageWhoseReadingsStillMissAFieldIsReadOnceMoreAsInkOnWhite() throws IOException {
        // the Egyptian scan, 268 pixels wide: its 20/02/1960 is read only once the page's tint is taken away
        CountingPages counting = new CountingPages();
        MrzReading reading = new DocumentReader(lines, counting, finerPages, 2000).read(specimen("24_pass-egy.jpg"));

        assertThat(statuses(reading)).containsEntry("date_of_birth", Viz.FOUND).doesNotContainValue(Viz.MISMATCH);
        // its expiry stays unread: both regions' ink readings are tried
        assertThat(counting.readings.get()).as("as printed, reduced, ink on white in two regions").isEqualTo(4);
    }

    @Test
    void aPageThatReadsAsPrintingNoDateIsNotReadAsInk() throws IOException {
        // a rendered passport whose page prints its names alone: found, the rest never, and no date to read faintly
        byte[] photo = DocumentPhotos.photo(DocumentPhotos.Format.TD3,
                DocumentPhotos.td3("UTO", "ERIKSSON", "ANNA MARIA", "L898902C3", "UTO",
                        java.time.LocalDate.of(1974, 8, 12), 'F', java.time.LocalDate.of(2030, 4, 15)),
                DocumentPhotos.Shot.clean());
        CountingPages counting = new CountingPages();
        MrzReading reading = new DocumentReader(lines, counting, finerPages, 2000).read(photo);

        assertThat(statuses(reading)).containsEntry("surname", Viz.FOUND).containsEntry("date_of_birth", Viz.NOT_FOUND);
        assertThat(counting.readings.get()).as("as printed and reduced only").isEqualTo(2);
    }

    @Test
    void aPageOnWhichNoFieldIsFoundIsNotReadByTheFinerModel() throws IOException {
        // a German identity card's back: its MRZ under the address, the MRZ's fields printed on the other side
        CountingPages counting = new CountingPages();
        CountingPages finer = new CountingPages(finerPages);
        MrzReading reading = new DocumentReader(lines, counting, finer, 2000).read(specimen("53_id-d.jpg"));

        assertThat(reading.isRead()).isTrue();
        assertThat(statuses(reading)).doesNotContainValue(Viz.FOUND);
        assertThat(counting.readings.get()).as("as printed and reduced, not as ink on white").isEqualTo(2);
        assertThat(finer.readings.get()).isZero();
    }

    @Test
    void aPageWhoseTwoReadingsFindNothingIsReadAsInkOnWhiteAndThenOn() throws IOException {
        // the Dutch specimen, photographed at an angle, its page crossed by dark bands: nothing found in the two
        // readings; as ink on white its number XA0000014 and given names, and the finer model reads then too
        CountingPages finer = new CountingPages(finerPages);
        MrzReading reading = new DocumentReader(lines, pages, finer, 2000).read(specimen("98_pass-nld.jpg"));

        assertThat(statuses(reading)).containsEntry("document_number", Viz.FOUND).doesNotContainValue(Viz.MISMATCH);
        assertThat(finer.readings.get()).isOne();
    }

    /**
     * An MRZ of small characters whose names a second cut of the zone spelled otherwise reads only if its page, read
     * by the page models, spells every name as the MRZ does: the Egyptian PassportEye scan at 5 pixels per
     * character, its page as the scanner cut it, with its MRZ as printed and with ISMAIL misread as ISHAIL.
     */
    @Test
    void namesInDoubtAreConfirmedOnlyByAPageThatSpellsThem() throws IOException {
        String egypt = "P<EGYMABROUK<<ALAAELDIN<ISMAIL<MOHAMED<<<<<<\nA000513764EGY6002202M1503151<<<<<<<<<<<<<<06";
        GreyImage page = pageOf("24_pass-egy.jpg");

        MrzReading confirmed = withPage(egypt, page, MrzScanner.Doubt.NAMES);
        MrzReading misread = withPage(egypt.replace("ISMAIL", "ISHAIL"), page, MrzScanner.Doubt.NAMES);

        assertThat(confirmed.status()).isEqualTo(MrzReading.READ);
        assertThat(confirmed.mrz()).isEqualTo(egypt);
        assertThat(misread.status()).isEqualTo(MrzReading.UNREADABLE);
    }

    /**
     * An MRZ whose check digits all hold but which the OCR was unsure of reads only if its page spells the names and
     * prints the document number as read: ICAO's specimen page, with its MRZ as printed and with the number's C
     * read as 2 (C weighs 12, so the check digits still hold).
     */
    @Test
    void anUnsureReadingIsConfirmedOnlyByAPageThatPrintsItsNamesAndNumber() throws IOException {
        String utopia = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10";
        String misreadNumber = utopia.replace("L898902C3", "L89890223");
        GreyImage page = pageOf("100_pass-uto.jpg");

        MrzReading confirmed = withPage(utopia, page, MrzScanner.Doubt.UNSURE);
        MrzReading misread = withPage(misreadNumber, page, MrzScanner.Doubt.UNSURE);
        MrzReading namesAlone = withPage(misreadNumber, page, MrzScanner.Doubt.NAMES);

        assertThat(confirmed.status()).isEqualTo(MrzReading.READ);
        assertThat(confirmed.mrz()).isEqualTo(utopia);
        assertThat(misread.status()).isEqualTo(MrzReading.UNREADABLE);
        assertThat(namesAlone.status()).isEqualTo(MrzReading.READ);
    }

    /** The page above a specimen's MRZ, as the scanner cuts it. */
    private static GreyImage pageOf(String specimen) throws IOException {
        BufferedImage photo = ImageDecoder.decodeUpright(specimen(specimen), 2000).image();
        GreyImage page = new MrzScanner(lines).scanned(photo).page();
        assertThat(page).isNotNull();
        return page;
    }

    /** An unreadable TD3 reading in the given doubt, with its page compared as the service does. */
    private static MrzReading withPage(String mrz, GreyImage page, MrzScanner.Doubt doubt) {
        return new DocumentReader(lines, pages, finerPages, 2000)
                .withPage(new MrzScanner.Scan(MrzReading.unreadable(mrz, "TD3", 0.5), page, doubt));
    }

    private static Map<String, String> statuses(MrzReading reading) {
        return reading.viz().fields().stream()
                .collect(Collectors.toMap(Viz.Field::name, Viz.Field::status));
    }

    private static final class CountingPages implements PageReader {

        final AtomicInteger readings = new AtomicInteger();
        private final PageReader reader;

        CountingPages() {
            this(pages);
        }

        CountingPages(PageReader reader) {
            this.reader = reader;
        }

        @Override
        public List<PrintedWord> words(GreyImage page) {
            readings.incrementAndGet();
            return reader.words(page);
        }

        @Override
        public String modelId() {
            return reader.modelId();
        }
    }

    private static byte[] specimen(String file) throws IOException {
        try (InputStream in = VisualZoneReadingTest.class.getResourceAsStream("/specimens/passporteye/" + file)) {
            return in.readAllBytes();
        }
    }
}
