package dev.avs.applicant;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Name normalisation for duplicate detection: case, diacritics, punctuation and spacing do not count. */
final class Names {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_LETTERS_OR_DIGITS = Pattern.compile("[^\\p{L}\\p{N}]+");

    private Names() {
    }

    static String normalise(String... parts) {
        String joined = Stream.of(parts).filter(Objects::nonNull).collect(Collectors.joining(" "));
        String folded = MARKS.matcher(Normalizer.normalize(joined, Normalizer.Form.NFD)).replaceAll("");
        return NOT_LETTERS_OR_DIGITS.matcher(folded.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
    }

    /**
     * The key two applicants share when they are the same person or company, or null when the data does not say:
     * {@code P|<first last>|<dob>} or {@code C|<country>|<number>}.
     */
    static String duplicateKey(String type, String firstName, String lastName, java.time.LocalDate dob,
                               String registrationCountry, String registrationNumber) {
        if ("COMPANY".equals(type)) {
            String number = registrationNumber(registrationNumber);
            return registrationCountry == null || number.isEmpty() ? null : "C|" + registrationCountry + "|" + number;
        }
        String name = normalise(firstName, lastName);
        return firstName == null || lastName == null || dob == null || name.isEmpty() ? null
                : "P|" + name + "|" + dob;
    }

    /** A registration number without spaces, dashes, dots and slashes, upper case; empty if nothing is left. */
    static String registrationNumber(String number) {
        return number == null ? "" : NOT_LETTERS_OR_DIGITS.matcher(number).replaceAll("").toUpperCase(Locale.ROOT);
    }
}
