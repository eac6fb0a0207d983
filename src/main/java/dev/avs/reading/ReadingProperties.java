package dev.avs.reading;

import dev.avs.reference.DocumentType;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.core.io.Resource;

/**
 * {@code avs.reading.*}: reading the machine-readable zone of document photos (docs/document-reading.md).
 *
 * @param enabled  false: no reading; the DOCUMENT check judges only a typed MRZ, as before
 * @param model    the Tesseract {@code .traineddata} model ({@code classpath:} or {@code file:})
 * @param maxSide  a photo is decoded with its longer side at most this many pixels before the MRZ is looked for
 * @param mrzTypes the document types that carry an MRZ: one of these that shows none readable is MRZ_NOT_READABLE;
 *                 by default those {@link DocumentType#mrzExpected()}
 * @param vizModel the Tesseract model that reads the data page's printed text (the visual zone) to compare it with
 *                 the MRZ; unset: the MRZ is read alone (no VIZ_MRZ_MISMATCH)
 * @param vizFinerModel a slower, more exact model that reads the page once more when the two readings with
 *                 {@code vizModel} miss one of the MRZ's fields; unset: no third reading
 * @param barcodeTime how long the search of one photo for a PDF417 barcode may take (checked between attempts)
 */
@ConfigurationProperties("avs.reading")
public record ReadingProperties(boolean enabled, Resource model, int maxSide, List<DocumentType> mrzTypes,
                                Resource vizModel, Resource vizFinerModel, Duration barcodeTime) {

    public ReadingProperties {
        mrzTypes = mrzTypes == null ? Arrays.stream(DocumentType.values()).filter(DocumentType::mrzExpected)
                .toList() : List.copyOf(mrzTypes);
        barcodeTime = barcodeTime == null ? Duration.ofSeconds(3) : barcodeTime;
        if (maxSide < 800) {
            throw new IllegalArgumentException("avs.reading.max-side must be at least 800 pixels");
        }
    }
}
