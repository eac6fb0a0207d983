package dev.avs.document;

/** The ICAO 9303 machine-readable zone layouts, by line count and line length. */
public enum MrzFormat {
    /** Size-1 card (identity cards): 3 lines of 30 (ICAO 9303 part 5). */
    TD1(3, 30),
    /** Size-2 card or document: 2 lines of 36 (part 6). */
    TD2(2, 36),
    /** Passport book: 2 lines of 44 (part 4). */
    TD3(2, 44),
    /** Full-page visa: 2 lines of 44, no composite check digit (part 7). */
    MRV_A(2, 44),
    /** Smaller visa: 2 lines of 36, no composite check digit (part 7). */
    MRV_B(2, 36);

    private final int lines;
    private final int lineLength;

    MrzFormat(int lines, int lineLength) {
        this.lines = lines;
        this.lineLength = lineLength;
    }

    public int lines() {
        return lines;
    }

    public int lineLength() {
        return lineLength;
    }
}
