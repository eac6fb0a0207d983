package dev.avs.reading;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The evidence that a photo's zone says what it says: the same text, not a valid MRZ, read sure of every line from
 * {@value #SETTLED} cuts of the photo (its zones, views and turns; each cut whose check digits hold already re-read
 * lightened). The print is then what was read, an MRZ that is not valid as printed (a specimen marked BAD, a card
 * of a fictional state, a nationality in digits), and further cuts only read it again: on the real specimens such
 * photos took 60 - 100 OCR line readings, 2 - 4.5 s, before they were given up. A valid reading, or one the OCR was
 * unsure of, is no such evidence: another cut may still read it whole, or sure.
 */
final class SureRepeats {

    /** Three cuts agreeing: two may share a flaw of the same pixels (a zone and its lightest channel's). */
    static final int SETTLED = 3;

    private final Map<List<String>, Integer> seen = new HashMap<>();

    /** Counts {@code reading}; whether its text has now been read sure, and not valid, often enough. */
    boolean settled(ZoneReading reading) {
        if (reading == null || reading.result().valid() || reading.ocrConfidence() < MrzScanner.MIN_OCR_CONFIDENCE) {
            return false;
        }
        return seen.merge(reading.result().lines(), 1, Integer::sum) >= SETTLED;
    }
}
