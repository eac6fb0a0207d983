package dev.avs.reference;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Payment card numbers: normalised, checked with the Luhn algorithm, and masked to their first six and last four
 * digits. The one rule for every text AVS takes from a document or from a request about a card: only the masked
 * form (e.g. {@code 411111******1111}, or {@code 4111 11** **** 1111} inside a text) is ever stored or sent, and no
 * message ever repeats a number.
 */
public final class CardNumbers {

    public static final int MIN_DIGITS = 12;
    public static final int MAX_DIGITS = 19;
    private static final int SHOWN_FIRST = 6;
    private static final int SHOWN_LAST = 4;
    /**
     * The shortest group of digits a card number is printed in (4-4-4-4, 4-6-5, 4-4-4-4-3). Shorter groups end a
     * run, so that the day and month of {@code 2026-10-31} or {@code 31 10 2026} never join the number beside them.
     */
    private static final int MIN_GROUP = 3;
    /** Groups of digits, each followed by one space (tab, no-break space) or a dash with at most a space each side. */
    private static final Pattern RUN = Pattern.compile(
            "[0-9]+(?:(?:[ \\t\\u00A0]?-[ \\t\\u00A0]?|[ \\t\\u00A0])[0-9]+)*");
    private static final Pattern GROUP = Pattern.compile("[0-9]+");
    private static final Pattern IBAN_START = Pattern.compile("(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}");
    private static final int IBAN_MIN = 15;
    private static final int IBAN_MAX = 34;

    private CardNumbers() {
    }

    /** The number without the spaces and dashes people type; null if anything else is in it. */
    public static String digits(String raw) {
        String digits = raw.strip().replaceAll("[\\s-]", "");
        return digits.matches("[0-9]+") ? digits : null;
    }

    public static boolean isLuhnValid(CharSequence digits) {
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
    public static String mask(String digits) {
        if (digits.length() < MIN_DIGITS) {
            throw new IllegalArgumentException("Too short to mask safely");
        }
        return digits.substring(0, SHOWN_FIRST) + "*".repeat(digits.length() - SHOWN_FIRST - SHOWN_LAST)
                + digits.substring(digits.length() - SHOWN_LAST);
    }

    /**
     * A value that is a card number by what it is (a {@code CREDIT_CARD}'s {@code document_number}): 12 to 19
     * digits, spaces and dashes aside, are masked whether or not they pass the Luhn check (a mistyped card number is
     * still most of one); any other value is masked as a text ({@link #masked}). Null stays null; a masked value
     * stays as it is.
     */
    public static String maskedNumber(String value) {
        if (value == null) {
            return null;
        }
        String digits = digits(value);
        return digits != null && digits.length() >= MIN_DIGITS && digits.length() <= MAX_DIGITS ? mask(digits)
                : masked(value);
    }

    /**
     * The text with every card number in it masked in place: each run of 12 to 19 digits that passes the Luhn
     * check, in groups of at least three digits with one space or dash between them, or none, keeps its first six
     * and last four digits and shows {@code *} for the others; spaces and dashes stay. Digits beside letters count
     * (OCR glues words together); a run of 11 or of 20 digits is no card number; the digits of an IBAN (one that
     * passes its own mod-97 check) are left alone. Where several readings overlap (a number printed beside
     * another), every digit one of them hides stays hidden. Null stays null.
     */
    public static String masked(String text) {
        if (text == null || text.length() < MIN_DIGITS) {
            return text;
        }
        String scanned = withoutIbans(text);
        BitSet hidden = new BitSet();
        for (Matcher run = RUN.matcher(scanned); run.find(); ) {
            List<int[]> chain = new ArrayList<>();
            for (Matcher group = GROUP.matcher(scanned).region(run.start(), run.end()); group.find(); ) {
                if (group.end() - group.start() < MIN_GROUP) {
                    hide(scanned, chain, hidden);
                    chain.clear();
                } else {
                    chain.add(new int[] {group.start(), group.end()});
                }
            }
            hide(scanned, chain, hidden);
        }
        if (hidden.isEmpty()) {
            return text;
        }
        char[] chars = text.toCharArray();
        hidden.stream().forEach(i -> chars[i] = '*');
        return new String(chars);
    }

    /**
     * Each sequence of whole consecutive groups of the chain with 12 to 19 digits that passes the Luhn check hides
     * all its digits but the first six and the last four.
     */
    private static void hide(String text, List<int[]> chain, BitSet hidden) {
        for (int first = 0; first < chain.size(); first++) {
            StringBuilder digits = new StringBuilder(MAX_DIGITS + 1);
            for (int last = first; last < chain.size(); last++) {
                digits.append(text, chain.get(last)[0], chain.get(last)[1]);
                if (digits.length() > MAX_DIGITS) {
                    break;
                }
                if (digits.length() >= MIN_DIGITS && isLuhnValid(digits)) {
                    int index = 0;
                    for (int g = first; g <= last; g++) {
                        for (int at = chain.get(g)[0]; at < chain.get(g)[1]; at++, index++) {
                            if (index >= SHOWN_FIRST && index < digits.length() - SHOWN_LAST) {
                                hidden.set(at);
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The text with the characters of each IBAN (compact or printed in groups) replaced by a letter, so that the
     * account number inside it, whose digits may pass the Luhn check by chance, is read as no card number.
     */
    private static String withoutIbans(String text) {
        char[] chars = null;
        for (Matcher start = IBAN_START.matcher(text); start.find(); ) {
            int end = ibanEnd(text, start.start());
            if (end > 0) {
                if (chars == null) {
                    chars = text.toCharArray();
                }
                for (int i = start.start(); i < end; i++) {
                    chars[i] = 'X';
                }
            }
        }
        return chars == null ? text : new String(chars);
    }

    /**
     * The end of the shortest IBAN starting here that ends a word and passes ISO 13616's mod-97 check; -1 when there
     * is none. The shortest: a longer reading would take in the number printed after it, maybe a card's.
     */
    private static int ibanEnd(String text, int start) {
        StringBuilder iban = new StringBuilder(IBAN_MAX);
        int i = start;
        while (i < text.length() && iban.length() < IBAN_MAX) {
            char c = text.charAt(i);
            if (isIbanCharacter(c)) {
                iban.append(c);
                i++;
                boolean endsWord = i == text.length() || !Character.isLetterOrDigit(text.charAt(i));
                if (iban.length() >= IBAN_MIN && endsWord && ibanChecks(iban)) {
                    return i;
                }
            } else if (c == ' ' && i + 1 < text.length() && isIbanCharacter(text.charAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return -1;
    }

    private static boolean isIbanCharacter(char c) {
        return c >= '0' && c <= '9' || c >= 'A' && c <= 'Z';
    }

    /** The country and check digits moved to the end, letters as 10 to 35: the number modulo 97 is 1. */
    private static boolean ibanChecks(CharSequence iban) {
        int remainder = 0;
        for (int k = 0; k < iban.length(); k++) {
            char c = iban.charAt((k + 4) % iban.length());
            remainder = c <= '9' ? (remainder * 10 + (c - '0')) % 97 : (remainder * 100 + (c - 'A' + 10)) % 97;
        }
        return remainder == 1;
    }
}
