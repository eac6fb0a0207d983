package dev.avs.document;

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

    private static final Set<String> PASSPORTS = Set.of("PASSPORT", "DOMESTIC_PASSPORT", "FOREIGN_CITIZEN_PASSPORT");
    private static final Set<String> CARDS = Set.of("GOVERNMENT_ID", "PERMANENT_RESIDENCE_PERMIT", "REFUGEE_CARD");

    /** The person the document belongs to: the applicant, or the affiliated person it names. */
    record Holder(String firstName, String middleName, String lastName, LocalDate dob, String gender,
                  String nationality) {
    }

    private MrzRules() {
    }

    static void apply(Evidence.DocumentFacts document, Holder holder, LocalDate date, List<Reason> reasons) {
        MrzParseResult result = Mrz.parse(document.mrz(), date);
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
        boolean typeMismatch = PASSPORTS.contains(document.type()) ? !category.equals("P")
                : CARDS.contains(document.type()) && !Set.of("I", "A", "C").contains(category);
        if (typeMismatch) {
            reasons.add(Reason.consider("DOCUMENT_TYPE_MISMATCH", "The MRZ is of a " + category
                            + " document, the document was declared as " + document.type(),
                    Details.of("document_id", document.documentId(), "declared_type", document.type(),
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
