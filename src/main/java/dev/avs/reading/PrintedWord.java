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

    /**
     * One word for a run of words read apart (a date's day, month and year): {@code text} over their boxes, as sure as
     * the least sure of them.
     */
    static PrintedWord spanning(String text, java.util.List<PrintedWord> run) {
        return new PrintedWord(text, run.stream().mapToInt(PrintedWord::confidence).min().orElse(0),
                run.getFirst().left(), run.stream().mapToInt(PrintedWord::top).min().orElse(0), run.getLast().right(),
                run.stream().mapToInt(PrintedWord::bottom).max().orElse(0));
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
