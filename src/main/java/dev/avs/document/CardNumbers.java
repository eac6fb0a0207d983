package dev.avs.document;

/**
 * Payment card numbers: normalised, checked with the Luhn algorithm, and masked. Only the masked form (first six
 * and last four digits, asterisks between, e.g. {@code 411111******1111}) is ever stored or returned, and no
 * message ever repeats the number.
 */
final class CardNumbers {

    static final int MIN_DIGITS = 12;
    static final int MAX_DIGITS = 19;

    private CardNumbers() {
    }

    /** The number without the spaces and dashes people type; null if anything else is in it. */
    static String digits(String raw) {
        String digits = raw.strip().replaceAll("[\\s-]", "");
        return digits.matches("[0-9]+") ? digits : null;
    }

    static boolean isLuhnValid(String digits) {
        int sum = 0;
        boolean doubled = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int digit = digits.charAt(i) - '0';
            if (doubled) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubled = !doubled;
        }
        return sum % 10 == 0;
    }

    /** First six, asterisks, last four; {@code digits} must hold at least {@link #MIN_DIGITS} digits. */
    static String mask(String digits) {
        if (digits.length() < MIN_DIGITS) {
            throw new IllegalArgumentException("Too short to mask safely");
        }
        return digits.substring(0, 6) + "*".repeat(digits.length() - 10) + digits.substring(digits.length() - 4);
    }
}
