package dev.avs.document;

import dev.avs.reading.Viz;
import dev.avs.mrz.ParsedMrz;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What was read from an identity document's photos: {@code extracted} in {@code GET /documents/{id}}. The status
 * ({@code read}, {@code unreadable}, {@code not_found}, {@code pending}) of the MRZ, or of the AAMVA barcode for a
 * US or Canadian licence or ID card; the MRZ text, its format and the side it was read from, its check digits and
 * its fields, when one was read; and the visual zone against it ({@code viz}): per MRZ field whether the page
 * prints it ({@code found}), prints it differently ({@code mismatch}, with what it prints) or was not seen
 * ({@code not_found}); null when the page was not read. {@code fields} are the MRZ's, else the barcode's;
 * {@code sources} says for each field read where it was read ({@code mrz}, {@code barcode}) and how sure;
 * {@code barcode} is the barcode's reading, null for documents not read for one; {@code front} the fields read on
 * the front of a licence or ID card without an MRZ ({@code source: front} where they are the fields shown), null
 * for documents not read for them.
 */
public record Extracted(String status, String mrz, String format, String side, Boolean checkDigitsValid,
                        Fields fields, Double confidence, Map<String, VizField> viz, Map<String, Source> sources,
                        Barcode barcode, Front front) {

    /** Nothing read but a status, and the barcode's and front's readings when there are. */
    static Extracted status(String status, Barcode barcode, Front front) {
        return new Extracted(status, null, null, null, null, null, null, null, Map.of(), barcode, front);
    }

    /** A field read: its value as read, from which reading ({@code mrz}, {@code barcode}) of which side. */
    public record Source(String value, String source, String side, double confidence) {
    }

    /**
     * The AAMVA barcode of a licence or ID card: the status of its reading and, when read, its header and fields.
     *
     * @param kind {@code DL} (a driving licence) or {@code ID} (an identification card)
     */
    public record Barcode(String status, String side, String issuerId, Integer aamvaVersion,
                          Integer jurisdictionVersion, String kind, String country, String jurisdiction,
                          Map<String, Object> fields) {

        /** The barcode's view: what its card says, or only the status where none was read. */
        static Barcode of(String status, String side, dev.avs.aamva.AamvaCard card) {
            if (card == null) {
                return new Barcode(status, null, null, null, null, null, null, null, null);
            }
            return new Barcode(dev.avs.reading.BarcodeReading.READ, side, card.issuerId(), card.version(),
                    card.jurisdictionVersion(), card.kind(), card.country(), card.jurisdiction(),
                    BarcodeRules.byName(card));
        }
    }

    /**
     * The fields read on a card's front: the status of its reading and each field found, with the confidence of
     * its words (0 - 1; below 0.8 a field is shown but never contradicts a typed value).
     */
    public record Front(String status, String side, Map<String, FrontField> fields) {
    }

    public record FrontField(String value, double confidence) {
    }

    /** The sources of a reading's fields: each field it read, with the same side and confidence. */
    static Map<String, Source> sources(Map<String, Object> fields, String source, String side, double confidence) {
        Map<String, Source> sources = new LinkedHashMap<>();
        fields.forEach((name, value) -> {
            if (value != null) {
                sources.put(name, new Source(value.toString(), source, side, confidence));
            }
        });
        return sources;
    }

    /** @param printed what the page prints instead of the MRZ's value, for a {@code mismatch} */
    public record VizField(String status, String printed) {
    }

    static Map<String, VizField> viz(Viz viz) {
        if (viz == null) {
            return null;
        }
        Map<String, VizField> fields = new LinkedHashMap<>();
        viz.fields().forEach(f -> fields.put(f.name(), new VizField(f.status(), f.printed())));
        return fields;
    }

    /** The MRZ's fields as the API names them; countries as ISO 3166-1 alpha-2 where the code has one. */
    public record Fields(String documentNumber, String surname, String givenNames, String nationality,
                         String issuingCountry, LocalDate dateOfBirth, String sex, LocalDate expiryDate,
                         String personalNumber) {

        static Fields of(ParsedMrz mrz) {
            return new Fields(blankToNull(mrz.documentNumber()), blankToNull(mrz.primaryIdentifier()),
                    blankToNull(mrz.secondaryIdentifier()), country(mrz.nationality(), mrz.nationalityAlpha2()),
                    country(mrz.issuingState(), mrz.issuingStateAlpha2()), mrz.birthDate(), mrz.sex(),
                    mrz.expiryDate(), blankToNull(mrz.optionalData1()));
        }

        /** By their API names, in order: for the evidence of a difference between two MRZs. */
        Map<String, Object> byName() {
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("document_number", documentNumber);
            f.put("surname", surname);
            f.put("given_names", givenNames);
            f.put("nationality", nationality);
            f.put("issuing_country", issuingCountry);
            f.put("date_of_birth", dateOfBirth);
            f.put("sex", sex);
            f.put("expiry_date", expiryDate);
            f.put("personal_number", personalNumber);
            return f;
        }

        private static String country(String code, Optional<String> alpha2) {
            return alpha2.orElse(blankToNull(code));
        }

        private static String blankToNull(String text) {
            return text == null || text.isBlank() ? null : text;
        }
    }

    /** The view of an MRZ read (or guessed at) on the side given, its fields parsed as of {@code today}. */
    static Extracted mrz(String status, String side, dev.avs.reading.MrzReading reading, LocalDate today,
                         Barcode barcode, Front front) {
        ParsedMrz parsed = dev.avs.mrz.Mrz.parse(reading.mrz(), today) instanceof ParsedMrz p ? p : null;
        Fields fields = parsed == null ? null : Fields.of(parsed);
        return new Extracted(status, reading.mrz(), reading.format().replace('_', '-'), side,
                parsed == null ? null : parsed.checkDigitsValid(), fields, reading.confidence(),
                viz(reading.shownViz()), fields == null || !reading.isRead() ? Map.of()
                        : sources(fields.byName(), "mrz", side, reading.confidence()), barcode, front);
    }
}
