package dev.avs.document;

import dev.avs.reading.Viz;
import dev.avs.mrz.ParsedMrz;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What was read from an identity document's photos: {@code extracted} in {@code GET /documents/{id}}. The status
 * ({@code read}, {@code unreadable}, {@code not_found}, {@code pending}); the MRZ text, its format and the side it
 * was read from, its check digits and its fields, when one was read; and the visual zone against it ({@code viz}):
 * per MRZ field whether the page prints it ({@code found}), prints it differently ({@code mismatch}, with what it
 * prints) or was not seen ({@code not_found}); null when the page was not read.
 */
public record Extracted(String status, String mrz, String format, String side, Boolean checkDigitsValid,
                        Fields fields, Double confidence, Map<String, VizField> viz) {

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
}
