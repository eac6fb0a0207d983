package dev.avs.document;

import dev.avs.mrz.InvalidMrz;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.MrzNameMatch;
import dev.avs.mrz.MrzParseResult;
import dev.avs.mrz.ParsedMrz;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Reason;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The MRZ rules of the DOCUMENT check: does it parse, are its check digits right, does it agree with the document
 * and its holder, and with the declared document type.
 */
final class MrzRules {


    /** The person the document belongs to: the applicant, or the affiliated person it names. */
    record Holder(String firstName, String middleName, String lastName, LocalDate dob, String gender,
                  String nationality) {
    }

    private MrzRules() {
    }

    /** Where an MRZ came from: typed by the client, or read from the photo of one side. */
    record Source(String kind, String side) {
        static final Source TYPED = new Source("typed", null);

        static Source photo(String side) {
            return new Source("photo", side);
        }

        /** The details that say so: nothing for a typed MRZ (as before reading existed), the side for a photo. */
        Map<String, Object> with(Map<String, Object> details) {
            if (side == null) {
                return details;
            }
            Map<String, Object> more = new LinkedHashMap<>(details);
            more.put("mrz_source", kind);
            more.put("side", side);
            return more;
        }
    }

    static void apply(Evidence.DocumentFacts document, String text, Source source, Holder holder, LocalDate date,
                      List<Reason> reasons) {
        List<Reason> found = new ArrayList<>();
        check(document, text, holder, date, found);
        found.forEach(reason -> reasons.add(new Reason(reason.code(), reason.result(), reason.message(),
                source.with(reason.details()))));
    }

    /**
     * A typed MRZ against the one read from the photo: each field that differs (the document number, names,
     * dates, sex, codes) is a difference, since the client's text does not show what the document does.
     */
    static void compare(Evidence.DocumentFacts document, String typed, String read, String side, LocalDate date,
                        List<Reason> reasons) {
        if (!(Mrz.parse(typed, date) instanceof ParsedMrz t) || !(Mrz.parse(read, date) instanceof ParsedMrz r)) {
            return;
        }
        Map<String, Object> typedFields = Extracted.Fields.of(t).byName();
        Map<String, Object> readFields = Extracted.Fields.of(r).byName();
        Map<String, Object> differences = new LinkedHashMap<>();
        typedFields.forEach((field, value) -> {
            Object photo = readFields.get(field);
            if (!java.util.Objects.equals(value, photo)) {
                Map<String, Object> pair = new LinkedHashMap<>();
                pair.put("typed", value == null ? null : value.toString());
                pair.put("photo", photo == null ? null : photo.toString());
                differences.put(field, pair);
            }
        });
        if (!differences.isEmpty()) {
            reasons.add(Reason.fail("MRZ_DATA_MISMATCH", "The MRZ sent differs from the one on the photo in "
                            + String.join(", ", differences.keySet().stream().map(f -> f.replace('_', ' ')).toList()),
                    Details.of("document_id", document.documentId(), "mrz_source", "typed_and_photo", "side", side,
                            "fields", List.copyOf(differences.keySet()), "differences", differences)));
        }
    }

    private static void check(Evidence.DocumentFacts document, String text, Holder holder, LocalDate date,
                              List<Reason> reasons) {
        MrzParseResult result = Mrz.parse(text, date);
        if (result instanceof InvalidMrz invalid) {
            reasons.add(Reason.fail("MRZ_INVALID", "The MRZ is not a valid ICAO 9303 zone: " + invalid.reason(),
                    Details.of("document_id", document.documentId(), "reason", invalid.reason())));
            return;
        }
        ParsedMrz mrz = (ParsedMrz) result;
        if (!mrz.problems().isEmpty()) {
            reasons.add(Reason.fail("MRZ_INVALID", "The MRZ has fields ICAO 9303 does not allow",
                    Details.of("document_id", document.documentId(), "format", mrz.format().name(),
                            "problems", mrz.problems().stream()
                                    .map(p -> Map.of("field", p.field().name(), "message", p.message())).toList())));
        }
        if (!mrz.checkDigitsValid()) {
            reasons.add(Reason.fail("MRZ_CHECKSUM_INVALID", "A check digit of the MRZ is wrong",
                    Details.of("document_id", document.documentId(), "format", mrz.format().name(),
                            "check_digits", mrz.invalidCheckDigits().stream().map(d -> Map.of(
                                    "field", d.field().name(), "expected", d.expected(), "actual", d.actual())).toList())));
        }
        Map<String, Object> mismatches = mismatches(document, holder, mrz);
        if (!mismatches.isEmpty()) {
            reasons.add(Reason.fail("MRZ_DATA_MISMATCH", "The MRZ disagrees with " + String.join(", ",
                            mismatches.keySet().stream().map(f -> f.replace('_', ' ')).toList()),
                    Details.of("document_id", document.documentId(), "fields", List.copyOf(mismatches.keySet()),
                            "differences", mismatches)));
        }
        String category = mrz.documentCategory();
        Set<String> expected = document.type().mrzCategories();
        boolean typeMismatch = !expected.isEmpty() && !expected.contains(category);
        if (typeMismatch) {
            reasons.add(Reason.consider("DOCUMENT_TYPE_MISMATCH", "The MRZ is of a " + category
                            + " document, the document was declared as " + document.type(),
                    Details.of("document_id", document.documentId(), "declared_type", document.type().name(),
                            "mrz_document_code", mrz.documentCode())));
        }
    }

    /** Field name → {document or applicant value, mrz value}, for each field that disagrees. */
    private static Map<String, Object> mismatches(Evidence.DocumentFacts document, Holder holder, ParsedMrz mrz) {
        Map<String, Object> differences = new LinkedHashMap<>();
        String number = document.documentNumber() == null ? null
                : document.documentNumber().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
        if (number != null && mrz.documentNumber() != null && !number.equals(mrz.documentNumber())) {
            differences.put("document_number", pair("document", document.documentNumber(), mrz.documentNumber()));
        }
        if (document.expiryDate() != null && mrz.expiryDate() != null && !document.expiryDate().equals(mrz.expiryDate())) {
            differences.put("expiry_date", pair("document", document.expiryDate(), mrz.expiryDate()));
        }
        mrz.issuingStateAlpha2().filter(state -> document.issuingCountry() != null
                && !state.equals(document.issuingCountry())).ifPresent(state ->
                differences.put("issuing_country", pair("document", document.issuingCountry(), state)));
        MrzNameMatch names = Mrz.compareNames(mrz, holder.firstName(), holder.middleName(), holder.lastName());
        if (holder.lastName() != null && !names.lastName()) {
            differences.put("last_name", pair("applicant", holder.lastName(), mrz.primaryIdentifier()));
        }
        if (holder.firstName() != null && !names.givenNames()) {
            differences.put("first_name", pair("applicant", joined(holder.firstName(), holder.middleName()),
                    mrz.secondaryIdentifier()));
        }
        if (holder.dob() != null && mrz.birthDate() != null && !mrz.birthDateMatches(holder.dob())) {
            differences.put("dob", pair("applicant", holder.dob(), mrz.birthDate()));
        }
        if (holder.gender() != null && mrz.sex() != null && !holder.gender().equals(mrz.sex())) {
            differences.put("gender", pair("applicant", holder.gender(), mrz.sex()));
        }
        mrz.nationalityAlpha2().filter(nationality -> holder.nationality() != null
                && !nationality.equals(holder.nationality())).ifPresent(nationality ->
                differences.put("nationality", pair("applicant", holder.nationality(), nationality)));
        return differences;
    }

    private static Map<String, Object> pair(String sourceName, Object source, Object mrz) {
        Map<String, Object> pair = new LinkedHashMap<>();
        pair.put(sourceName, source == null ? null : source.toString());
        pair.put("mrz", mrz == null ? null : mrz.toString());
        return pair;
    }

    private static String joined(String first, String middle) {
        return middle == null ? first : first + " " + middle;
    }

    static List<String> fields(Map<String, Object> mismatches) {
        return new ArrayList<>(mismatches.keySet());
    }
}
