package dev.avs.reading;

import dev.avs.image.GreyImage;

/**
 * One reading of a zone's lines: the text as corrected by the layout and check digits, the OCR's confidence in its
 * weakest line, whether the zone was read upside down, and whether it is in doubt.
 *
 * @param page the page above the zone when the reading is in doubt (every check digit holds, but the OCR was unsure,
 *             or the characters are so small that a second reading had to agree, and did not); null otherwise
 */
record ZoneReading(MrzCorrection.Result result, int ocrConfidence, boolean upsideDown, GreyImage page) {

    ZoneReading(MrzCorrection.Result result, int ocrConfidence, boolean upsideDown) {
        this(result, ocrConfidence, upsideDown, null);
    }

    ZoneReading inDoubt(GreyImage above) {
        return new ZoneReading(result, ocrConfidence, upsideDown, above);
    }

    /**
     * Why the reading waits for its page: its OCR was unsure (a sure one is put in doubt only for its small
     * characters' names), or nothing.
     */
    MrzScanner.Doubt doubt() {
        return page == null ? MrzScanner.Doubt.NONE
                : ocrConfidence < MrzScanner.MIN_OCR_CONFIDENCE ? MrzScanner.Doubt.UNSURE : MrzScanner.Doubt.NAMES;
    }

    boolean checksHold() {
        return result.checksValid() == result.checks();
    }

    /** Every check digit holds and the OCR was sure of every line. */
    boolean trusted() {
        return result.valid() && ocrConfidence >= MrzScanner.MIN_OCR_CONFIDENCE && page == null;
    }

    /** A valid text before one that is not, then the share of check digits that hold, then the OCR's confidence. */
    boolean better(ZoneReading other) {
        if (result.valid() != other.result.valid()) {
            return result.valid();
        }
        double mine = (double) result.checksValid() / result.checks();
        double theirs = (double) other.result.checksValid() / other.result.checks();
        return mine > theirs || mine == theirs && ocrConfidence > other.ocrConfidence;
    }

    /** 0 - 1: the OCR's confidence in its weakest line, times the share of check digits that hold. */
    double confidence() {
        return Math.round(ocrConfidence / 100.0 * result.checksValid() / result.checks() * 1000) / 1000.0;
    }
}
