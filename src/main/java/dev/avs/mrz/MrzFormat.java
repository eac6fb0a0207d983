package dev.avs.mrz;

/**
 * The ICAO 9303 machine-readable zone layouts: lines and their length, what may stand at each position (letters
 * {@code A}, digits {@code N}, either {@code X}, sex {@code S}, a check digit that may be a filler {@code C}), and
 * which ranges each check digit covers.
 */
public enum MrzFormat {
    /** Size-1 card (identity cards): 3 lines of 30 (ICAO 9303 part 5). */
    TD1(new String[] {"AAAAAXXXXXXXXXCXXXXXXXXXXXXXXX", "NNNNNNNSNNNNNNNAAAXXXXXXXXXXXN",
            "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"},
            new int[][] {{5, 14, 14}, {30, 36, 36}, {38, 44, 44}, {5, 30, 30, 37, 38, 45, 48, 59, 59}}),
    /** Size-2 card or document: 2 lines of 36 (part 6). */
    TD2(new String[] {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "XXXXXXXXXCAAANNNNNNNSNNNNNNNXXXXXXXN"},
            new int[][] {{36, 45, 45}, {49, 55, 55}, {57, 63, 63}, {36, 46, 49, 56, 57, 71, 71}}),
    /** Passport book: 2 lines of 44 (part 4). */
    TD3(new String[] {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "XXXXXXXXXNAAANNNNNNNSNNNNNNNXXXXXXXXXXXXXXCN"},
            new int[][] {{44, 53, 53}, {57, 63, 63}, {65, 71, 71}, {72, 86, 86}, {44, 54, 57, 64, 65, 87, 87}}),
    /** Full-page visa: 2 lines of 44, no composite check digit (part 7). */
    MRV_A(new String[] {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "XXXXXXXXXNAAANNNNNNNSNNNNNNNXXXXXXXXXXXXXXXX"},
            new int[][] {{44, 53, 53}, {57, 63, 63}, {65, 71, 71}}),
    /** Smaller visa: 2 lines of 36, no composite check digit (part 7). */
    MRV_B(new String[] {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "XXXXXXXXXNAAANNNNNNNSNNNNNNNXXXXXXXX"},
            new int[][] {{36, 45, 45}, {49, 55, 55}, {57, 63, 63}});

    private final String[] kinds;
    /** Each check: pairs of [from, to) ranges over the joined lines, then the index of the check digit. */
    private final int[][] checks;

    MrzFormat(String[] kinds, int[][] checks) {
        this.kinds = kinds;
        this.checks = checks;
    }

    public int lines() {
        return kinds.length;
    }

    public int lineLength() {
        return kinds[0].length();
    }

    /** What may stand at a position of the joined lines: {@code A}, {@code N}, {@code X}, {@code S} or {@code C}. */
    public char kind(int index) {
        return kinds[index / lineLength()].charAt(index % lineLength());
    }

    /**
     * The letters a document code may start with in this layout (ICAO 9303 parts 4 - 7): A, C or I on cards (TD1,
     * TD2), P on passport books (TD3), V on visas.
     */
    private String documentCodeLetters() {
        return switch (this) {
            case TD1, TD2 -> "ACI";
            case TD3 -> "P";
            case MRV_A, MRV_B -> "V";
        };
    }

    public boolean allowsDocumentCode(char code) {
        return documentCodeLetters().indexOf(code) >= 0;
    }

    /** What a document code of this layout starts with, for people: {@code A, C or I (TD1)}. */
    public String documentCodesText() {
        String letters = documentCodeLetters();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < letters.length(); i++) {
            text.append(i == 0 ? "" : i == letters.length() - 1 ? " or " : ", ").append(letters.charAt(i));
        }
        return text + " (" + name().replace('_', '-') + ")";
    }

    /** Where the issuing state's and the nationality's three letters start in the joined lines. */
    public int[] stateCodes() {
        return new int[] {2, this == TD1 ? lineLength() + 15 : lineLength() + 10};
    }

    public int checkCount() {
        return checks.length;
    }

    /** The ranges check {@code i} covers, as pairs of [from, to) over the joined lines, then its digit's index. */
    public int[] check(int i) {
        return checks[i].clone();
    }
}
