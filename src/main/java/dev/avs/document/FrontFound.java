package dev.avs.document;

import dev.avs.reading.FrontFields;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The front of a licence or ID card without an MRZ as its view shows it: the status of its reading, and the fields
 * found in it (null when none was).
 */
record FrontFound(String status, FrontFields fields) {

    /** {@code extracted.front}. */
    Extracted.Front view() {
        Map<String, Extracted.FrontField> view = new LinkedHashMap<>();
        if (fields != null) {
            fields.fields().forEach(f -> view.put(f.name(), new Extracted.FrontField(f.value(), f.confidence())));
        }
        return new Extracted.Front(status, "front", view);
    }

    /**
     * {@code extracted} for a card whose fields are the front's: no MRZ, no barcode read. Its confidence is its
     * least sure field's.
     */
    Extracted extracted(Extracted.Barcode barcode) {
        Map<String, Extracted.Source> sources = new LinkedHashMap<>();
        fields.fields().forEach(f -> sources.put(f.name(),
                new Extracted.Source(f.value(), "front", "front", f.confidence())));
        Extracted.Fields shown = new Extracted.Fields(fields.value(FrontFields.DOCUMENT_NUMBER).orElse(null),
                fields.value(FrontFields.SURNAME).orElse(null), fields.value(FrontFields.GIVEN_NAMES).orElse(null),
                null, null, fields.date(FrontFields.DATE_OF_BIRTH).orElse(null), null,
                fields.date(FrontFields.EXPIRY_DATE).orElse(null), null);
        double confidence = fields.fields().stream().mapToDouble(FrontFields.Field::confidence).min().orElse(0);
        return new Extracted(status, null, null, "front", null, shown, confidence, null, sources, barcode, view());
    }
}
