package dev.avs.reading;

/**
 * Document reading outside the service, for benchmarks and accuracy runs: the shipped OCR model, the service's
 * default settings, and the reading of image bytes exactly as a document photo gets it.
 */
public final class ReadingPipeline implements AutoCloseable {

    private final TesseractLineReader lines;
    private final DocumentReader reader;

    private ReadingPipeline(TesseractLineReader lines, int maxSide) {
        this.lines = lines;
        this.reader = new DocumentReader(lines, maxSide);
    }

    /** The shipped OCR-B model, photos decoded at 2000 pixels on their longer side (application.yml). */
    public static ReadingPipeline shipped() {
        return new ReadingPipeline(new TesseractLineReader(
                TesseractLineReader.resource("/models/ocr/ocrb_int.traineddata"), "ocrb_int", "shipped"), 2000);
    }

    public MrzReading read(byte[] photo) {
        return reader.read(photo);
    }

    @Override
    public void close() {
        lines.close();
    }
}
