package dev.avs.applicant;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Name normalisation for duplicate detection: case, diacritics, punctuation and spacing do not count. */
final class Names {

    private Names() {
    }

    static String normalise(String... parts) {
        String joined = Stream.of(parts).filter(Objects::nonNull).collect(Collectors.joining(" "));
        String folded = Normalizer.normalize(joined, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return folded.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").trim();
    }

    /** A registration number without spaces, dashes, dots and slashes, upper case; empty if nothing is left. */
    static String registrationNumber(String number) {
        return number == null ? "" : number.replaceAll("[^\\p{L}\\p{N}]", "").toUpperCase(Locale.ROOT);
    }
}
