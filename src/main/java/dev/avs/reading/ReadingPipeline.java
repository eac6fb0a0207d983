package dev.avs.reading;

/**
 * Document reading outside the service, for benchmarks and accuracy runs: the shipped OCR model, the service's
 * default settings, and the reading of image bytes exactly as a document photo gets it.
 */
public final class ReadingPipeline implements AutoCloseable {

    private final TesseractReader lines;
    private final TesseractReader pages;
    private final TesseractReader finerPages;
    private final TesseractReader numberLines;
    private final DocumentReader reader;
    private PaddleText paddle;

    private ReadingPipeline(TesseractReader lines, TesseractReader pages, TesseractReader finerPages,
                            TesseractReader numberLines, int maxSide) {
        this.lines = lines;
        this.pages = pages;
        this.finerPages = finerPages;
        this.numberLines = numberLines;
        this.reader = new DocumentReader(lines, pages, finerPages, numberLines, maxSide);
    }

    /**
     * The shipped OCR-B model, photos decoded at 2000 pixels on their longer side (application.yml); with
     * {@code visualZone}, the page above a read MRZ compared with it too, as the service does.
     */
    public static ReadingPipeline shipped(boolean visualZone) {
        TesseractReader lines = new TesseractReader(TesseractReader.resource("/models/ocr/ocrb_int.traineddata"),
                "ocrb_int", "shipped");
        TesseractReader pages = visualZone ? TesseractReader.forPages(
                TesseractReader.resource("/models/ocr/eng.traineddata"), "eng", "shipped-viz") : null;
        TesseractReader finerPages = visualZone ? TesseractReader.forPageBlocks(
                TesseractReader.resource("/models/ocr/eng_best.traineddata"), "eng_best", "shipped-viz-finer") : null;
        TesseractReader numberLines = visualZone ? new TesseractReader(
                TesseractReader.resource("/models/ocr/eng.traineddata"), "eng", "shipped-viz-lines") : null;
        return new ReadingPipeline(lines, pages, finerPages, numberLines, 2000);
    }

    /** The MRZ alone, as {@link #shipped(boolean)} without the visual zone. */
    public static ReadingPipeline shipped() {
        return shipped(false);
    }

    public MrzReading read(byte[] photo) {
        return reader.read(photo);
    }

    /**
     * The fields printed on a licence's or ID card's front (needs the visual zone's model: {@code shipped(true)}),
     * dates in the issuing country's order; null when the photo does not decode.
     */
    public FrontFields front(byte[] photo, String issuingCountry) {
        return front(photo, issuingCountry, FrontOcr.TESSERACT);
    }

    /** Which OCR reads a front: Tesseract's two readings, PaddleOCR's one, or all three together. */
    public enum FrontOcr { TESSERACT, PADDLE, BOTH }

    /** The front's fields as {@link #front(byte[], String)}, its words read by {@code ocr}. */
    public FrontFields front(byte[] photo, String issuingCountry, FrontOcr ocr) {
        java.util.List<java.util.List<PrintedWord>> words = new java.util.ArrayList<>();
        java.time.LocalDate today = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        if (ocr != FrontOcr.TESSERACT) {
            // PaddleOCR's readings first: a field is the first reading's that finds it
            java.awt.image.BufferedImage image = dev.avs.image.ImageDecoder.decodeUpright(photo, 2000).image();
            if (image == null) {
                return null;
            }
            words.addAll(paddle().readings(image, today));
        }
        if (ocr != FrontOcr.PADDLE) {
            java.util.List<java.util.List<PrintedWord>> tesseract = reader.frontWords(photo);
            if (tesseract == null) {
                return null;
            }
            words.addAll(tesseract);
        }
        return LicenceFront.parse(words, DateOrder.of(issuingCountry), today);
    }

    /**
     * The PDF417's text of a licence's or ID card's back, decoded as the service decodes it (its 3-second budget,
     * application.yml); empty when none is found or the photo does not decode.
     */
    public java.util.Optional<String> barcode(byte[] photo) {
        java.awt.image.BufferedImage image = dev.avs.image.ImageDecoder.decodeUpright(photo,
                dev.avs.image.ImageDecoder.MAX_DECODED_SIDE).image();
        return image == null ? java.util.Optional.empty()
                : new Pdf417Decoder(java.time.Duration.ofSeconds(3)).decode(dev.avs.image.GreyImage.of(image));
    }

    private PaddleText paddle() {
        if (paddle == null) {
            paddle = PaddleText.shipped(PaddleText.DETECTOR_SIDE);
        }
        return paddle;
    }

    @Override
    public void close() {
        lines.close();
        if (pages != null) {
            pages.close();
            finerPages.close();
            numberLines.close();
        }
        if (paddle != null) {
            paddle.close();
        }
    }
}
