package dev.avs.blocklist;

import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of entry an account's blocklists hold, each with the fields it takes, the ones it needs, and the
 * normalised value that makes two entries the same one (so adding an entry twice finds the first).
 */
public enum BlocklistKind {
    PERSONS("persons", List.of("name"), FieldSet.of(
            Field.personName("name", "Name", 256),
            Field.birthDate("dob", "Date of birth"),
            Field.country("country", "Country"),
            Field.note("note", "Note", 1024))),
    COMPANIES("companies", List.of("name"), FieldSet.of(
            Field.text("name", "Name", 256),
            Field.country("country", "Country"),
            Field.note("note", "Note", 1024))),
    DOCUMENTS("documents", List.of("document_number", "issuing_country"), FieldSet.of(
            Field.text("document_number", "Document number", 64),
            Field.country("issuing_country", "Issuing country"),
            Field.text("document_type", "Document type", 40),
            Field.note("note", "Note", 1024))),
    EMAILS("emails", List.of("email"), FieldSet.of(
            Field.email("email", "Email"),
            Field.note("note", "Note", 1024))),
    PHONES("phones", List.of("phone"), FieldSet.of(
            Field.phone("phone", "Phone"),
            Field.note("note", "Note", 1024)));

    private final String path;
    private final List<String> required;
    private final FieldSet fields;

    BlocklistKind(String path, List<String> required, FieldSet fields) {
        this.path = path;
        this.required = required;
        this.fields = fields;
    }

    /** The kind's name in the API's paths ({@code /blocklists/persons}) and in views. */
    public String path() {
        return path;
    }

    FieldSet fields() {
        return fields;
    }

    List<String> required() {
        return required;
    }

    public static Optional<BlocklistKind> of(String path) {
        for (BlocklistKind kind : values()) {
            if (kind.path.equals(path)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    /** What makes an entry the one it is: the same value normalised (case, accents, spacing, punctuation). */
    String matchValue(BlocklistEntry entry) {
        return switch (this) {
            case PERSONS -> words(entry.name()) + "|" + (entry.dob() == null ? "" : entry.dob());
            case COMPANIES -> words(entry.name()) + "|" + (entry.country() == null ? "" : entry.country());
            case DOCUMENTS -> documentValue(entry.documentNumber(), entry.issuingCountry());
            case EMAILS -> emailValue(entry.email());
            case PHONES -> entry.phone();
        };
    }

    /** A document number as written on any document: letters and digits only, upper case, with its country. */
    static String documentValue(String number, String country) {
        return number.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "") + "|" + country;
    }

    static String emailValue(String email) {
        return email.strip().toLowerCase(Locale.ROOT);
    }

    private static String words(String name) {
        String folded = Normalizer.normalize(name, Normalizer.Form.NFKD).replaceAll("\\p{M}", "");
        return folded.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }
}
