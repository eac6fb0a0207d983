package dev.avs.document;

import dev.avs.aamva.AamvaCard;
import dev.avs.reading.DateOrder;
import dev.avs.reading.FrontFields;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Reason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The fields read on the front of a licence or ID card without an MRZ against what the client typed, and against
 * the card's own barcode. The front is read by OCR, which misreads, so a field contradicts only when it was read
 * sure of itself and the typed value is printed nowhere on the front ({@link FrontFields#contradiction}); a field
 * not found is never a reason. A contradiction is DOCUMENT_DATA_MISMATCH (consider: a person looks at the photo),
 * naming each field with both values. A barcode that decodes but disagrees with its own front is the same reason
 * with {@code source: barcode_and_front}: an altered card (or a front that belongs to another card).
 */
final class FrontRules {

    /** Each field the front is read for, as it is typed: the front's name to the typed field's API name. */
    private static final Map<String, String> TYPED_NAMES = Map.of(FrontFields.SURNAME, "last_name",
            FrontFields.GIVEN_NAMES, "first_name", FrontFields.DATE_OF_BIRTH, "dob",
            FrontFields.ISSUE_DATE, "issue_date", FrontFields.EXPIRY_DATE, "expiry_date",
            FrontFields.DOCUMENT_NUMBER, "document_number");

    private FrontRules() {
    }

    static void compare(Evidence.DocumentFacts document, MrzRules.Holder holder, FrontFields front,
                        List<Reason> reasons) {
        DateOrder order = DateOrder.of(document.issuingCountry());
        Map<String, String> typed = new LinkedHashMap<>();
        typed.put(FrontFields.DOCUMENT_NUMBER, document.documentNumber());
        typed.put(FrontFields.SURNAME, holder.lastName());
        typed.put(FrontFields.GIVEN_NAMES, BarcodeRules.joined(holder.firstName(), holder.middleName()));
        typed.put(FrontFields.DATE_OF_BIRTH, text(holder.dob()));
        typed.put(FrontFields.ISSUE_DATE, text(document.issueDate()));
        typed.put(FrontFields.EXPIRY_DATE, text(document.expiryDate()));
        Map<String, Object> differences = differences(front, typed, order, true);
        if (!differences.isEmpty()) {
            reasons.add(Reason.consider("DOCUMENT_DATA_MISMATCH", "The front of the " + document.type().label()
                            + " prints " + names(differences) + " otherwise than typed",
                    Details.of("document_id", document.documentId(), "source", "front", "side", "front",
                            "fields", List.copyOf(differences.keySet()), "differences", differences)));
        }
    }

    /** The barcode of the card against its own front: every field both carry. */
    static void compare(Evidence.DocumentFacts document, AamvaCard card, String barcodeSide, FrontFields front,
                        List<Reason> reasons) {
        Map<String, String> inBarcode = new LinkedHashMap<>();
        inBarcode.put(FrontFields.DOCUMENT_NUMBER, card.documentNumber());
        inBarcode.put(FrontFields.SURNAME, card.surname());
        inBarcode.put(FrontFields.GIVEN_NAMES, card.givenNames());
        inBarcode.put(FrontFields.DATE_OF_BIRTH, text(card.dateOfBirth()));
        inBarcode.put(FrontFields.ISSUE_DATE, text(card.issueDate()));
        inBarcode.put(FrontFields.EXPIRY_DATE, text(card.expiryDate()));
        Map<String, Object> differences = differences(front, inBarcode, DateOrder.of(document.issuingCountry()),
                false);
        if (!differences.isEmpty()) {
            reasons.add(Reason.consider("DOCUMENT_DATA_MISMATCH", "The barcode of the " + document.type().label()
                            + " prints " + names(differences) + " otherwise than its front",
                    Details.of("document_id", document.documentId(), "source", "barcode_and_front",
                            "side", barcodeSide, "fields", List.copyOf(differences.keySet()),
                            "differences", differences)));
        }
    }

    /** Each contradicted field: by the typed field's name ({@code typedNames}) or the front's, with both values. */
    private static Map<String, Object> differences(FrontFields front, Map<String, String> values, DateOrder order,
                                                   boolean typedNames) {
        Map<String, Object> differences = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            Optional<String> read = front.contradiction(name, value, order);
            if (read.isPresent()) {
                Map<String, Object> pair = new LinkedHashMap<>();
                pair.put(typedNames ? "typed" : "barcode", value);
                pair.put("read", read.get());
                pair.put("confidence", front.field(name).map(FrontFields.Field::confidence).orElse(null));
                differences.put(typedNames ? TYPED_NAMES.get(name) : name, pair);
            }
        });
        String surname = typedNames ? TYPED_NAMES.get(FrontFields.SURNAME) : FrontFields.SURNAME;
        if (!differences.containsKey(surname) && front.surnameNowhere(values.get(FrontFields.SURNAME),
                values.get(FrontFields.GIVEN_NAMES), values.get(FrontFields.DATE_OF_BIRTH),
                values.get(FrontFields.DOCUMENT_NUMBER), order)) {
            // the surname's field was not placed, but the front prints the given names and no such surname
            Map<String, Object> pair = new LinkedHashMap<>();
            pair.put(typedNames ? "typed" : "barcode", values.get(FrontFields.SURNAME));
            pair.put("read", null);
            pair.put("printed_nowhere", true);
            differences.put(surname, pair);
        }
        return differences;
    }

    private static String names(Map<String, Object> differences) {
        return String.join(", ", differences.keySet().stream()
                .map(f -> f.equals("dob") ? "date of birth" : f.replace('_', ' ')).toList());
    }

    private static String text(Object value) {
        return value == null ? null : value.toString();
    }

}
