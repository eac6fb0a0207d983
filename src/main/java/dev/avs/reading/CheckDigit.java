package dev.avs.reading;

/** ICAO 9303's check digit: weights 7, 3, 1 over the character values (0-9, A=10 … Z=35, filler 0), modulo 10. */
final class CheckDigit {

    private static final int[] WEIGHTS = {7, 3, 1};

    private CheckDigit() {
    }

    static char of(CharSequence text) {
        int sum = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int value = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 0;
            sum += value * WEIGHTS[i % 3];
        }
        return (char) ('0' + sum % 10);
    }
}
