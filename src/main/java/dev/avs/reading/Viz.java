package dev.avs.reading;

import dev.avs.reference.CardNumbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The visual zone (the data page's printed text) against the MRZ: for each field the MRZ holds (surname, given
 * names, document number, date of birth, expiry date), whether the page prints it too ({@code found}), prints it
 * differently ({@code mismatch}, with what it prints), or was not seen ({@code not_found}: OCR missed it, or it is
 * on another side; evidence, not a fault).
 */
public record Viz(List<Field> fields) {

    public static final String FOUND = "found";
    public static final String NOT_FOUND = "not_found";
    public static final String MISMATCH = "mismatch";

    /**
     * Not read yet: an MRZ read sure of itself is stored before its page is read, so that its result is there at
     * once (the page takes two to four times as long as the zone); a reading whose page is pending is read again by
     * whoever needs the page before it is stored.
     */
    static final Viz PENDING = new Viz(List.of());
    private static final String PENDING_TEXT = "pending";

    public Viz {
        fields = List.copyOf(fields);
    }

    boolean isPending() {
        return fields.isEmpty();
    }

    /**
     * @param printed what the page prints instead, for a {@code mismatch}; null otherwise. Text read from a page,
     *                shown by the API and the console: a card number in it is masked ({@link CardNumbers#masked}).
     */
    public record Field(String name, String status, String printed) {

        public Field {
            printed = CardNumbers.masked(printed);
        }
    }

    /** Whether the field of this name was found on the page. */
    boolean found(String name) {
        return fields.stream().anyMatch(f -> f.name().equals(name) && FOUND.equals(f.status()));
    }

    /** Every field the MRZ holds was found on the page. */
    boolean allFound() {
        return fields.stream().allMatch(f -> FOUND.equals(f.status()));
    }

    /** Some field the MRZ holds was found on the page. */
    boolean anyFound() {
        return fields.stream().anyMatch(f -> FOUND.equals(f.status()));
    }

    public List<Field> mismatches() {
        return fields.stream().filter(f -> MISMATCH.equals(f.status())).toList();
    }

    /** One line per field, {@code name=status[=printed]}: the stored form (sealed, as it may hold names). */
    String encode() {
        if (isPending()) {
            return PENDING_TEXT;
        }
        StringBuilder text = new StringBuilder();
        for (Field field : fields) {
            text.append(field.name()).append('=').append(field.status());
            if (field.printed() != null) {
                text.append('=').append(field.printed().replace('\n', ' '));
            }
            text.append('\n');
        }
        return text.toString();
    }

    static Viz decode(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (text.equals(PENDING_TEXT)) {
            return PENDING;
        }
        List<Field> fields = new ArrayList<>();
        for (String line : text.split("\n")) {
            String[] parts = line.split("=", 3);
            if (parts.length >= 2) {
                fields.add(new Field(parts[0], parts[1], parts.length == 3 ? parts[2] : null));
            }
        }
        return new Viz(fields);
    }
}
