package dev.avs.mrz;

/** ICAO 9303 part 3 §4.9 check digits: weights 7, 3, 1 repeating; {@code <} = 0, digits as such, A-Z = 10-35. */
public final class CheckDigits {

    private static final int[] WEIGHTS = {7, 3, 1};

    private CheckDigits() {
    }

    static int compute(CharSequence text) {
        int sum = 0;
        for (int i = 0; i < text.length(); i++) {
            sum += value(text.charAt(i)) * WEIGHTS[i % 3];
        }
        return sum % 10;
    }

    public static char computeChar(CharSequence text) {
        return (char) ('0' + compute(text));
    }

    private static int value(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        return 0;
    }
}
