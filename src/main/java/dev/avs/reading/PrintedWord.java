package dev.avs.reading;

/**
 * A word the OCR read on the data page's printed text, with its confidence, 0 - 100, and where it stands on the
 * page (pixels: left, top, right, bottom; all 0 when not known).
 */
record PrintedWord(String text, int confidence, int left, int top, int right, int bottom) {

    PrintedWord(String text, int confidence) {
        this(text, confidence, 0, 0, 0, 0);
    }

    PrintedWord withText(String other) {
        return new PrintedWord(other, confidence, left, top, right, bottom);
    }

    /** The word where it stands on the page enlarged by {@code factor} (read from a reduced copy). */
    PrintedWord scaled(double factor) {
        return new PrintedWord(text, confidence, (int) (left * factor), (int) (top * factor), (int) (right * factor),
                (int) (bottom * factor));
    }

    int height() {
        return bottom - top;
    }

    boolean placed() {
        return bottom > top;
    }
}
