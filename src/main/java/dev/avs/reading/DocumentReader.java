package dev.avs.reading;

import dev.avs.file.GreyImage;
import dev.avs.file.ImageDecoder;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * A photo's bytes to the MRZ they show: decoded upright at the working size, then scanned; when an MRZ is read and
 * a page reader is given, the page printed above it is read too and compared with it ({@link VizCheck}).
 */
final class DocumentReader {

    private static final double REDUCED = 0.6;

    private final MrzScanner scanner;
    private final TesseractReader pages;
    private final String modelId;
    private final int maxSide;

    /** @param pages the visual zone's reader; null to read the MRZ alone */
    DocumentReader(LineReader lines, TesseractReader pages, int maxSide) {
        this.scanner = new MrzScanner(lines);
        this.pages = pages;
        this.modelId = lines.modelId() + (pages == null ? "" : "+viz:" + pages.modelId());
        this.maxSide = maxSide;
    }

    String modelId() {
        return modelId;
    }

    /**
     * The words printed on a photo of a page (a bank statement, a card), joined by spaces in Tesseract's reading
     * order; empty when the photo does not decode or no page model is configured.
     */
    java.util.Optional<String> printedText(byte[] photo) {
        if (pages == null) {
            return java.util.Optional.empty();
        }
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        if (image == null) {
            return java.util.Optional.empty();
        }
        StringBuilder text = new StringBuilder();
        for (PrintedWord word : pages.words(GreyImage.of(image))) {
            text.append(text.isEmpty() ? "" : " ").append(word.text());
        }
        return java.util.Optional.of(text.toString());
    }

    MrzReading read(byte[] photo) {
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        if (image == null) {
            return MrzReading.undecodable();
        }
        MrzScanner.Scan scan = scanner.scanned(image);
        if (pages == null || scan.page() == null
                || !(Mrz.parse(scan.reading().mrz(), LocalDate.now(ZoneOffset.UTC)) instanceof ParsedMrz parsed)) {
            return scan.reading();
        }
        GreyImage page = scan.page();
        List<PrintedWord> words = new ArrayList<>(pages.words(page));
        // the page once more at 60 %: Tesseract reads small print better enlarged and large print better reduced,
        // and on the real specimens the two readings together find a fifth more of the fields than either alone
        GreyImage reduced = page.resized((int) (page.width() * REDUCED), (int) (page.height() * REDUCED));
        pages.words(reduced).forEach(word -> words.add(word.scaled(1 / REDUCED)));
        return scan.reading().withViz(VizCheck.compare(parsed, words));
    }
}
