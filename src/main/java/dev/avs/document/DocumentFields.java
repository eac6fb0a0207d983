package dev.avs.document;

import dev.avs.reference.CardNumbers;
import dev.avs.reference.DocumentType;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The parameters of a document and the rules that span several of them. */
final class DocumentFields {

    static final String APPLICANT = "applicant_id";
    static final String PERSON = "affiliated_person_id";
    /** The file parameters, with the names used in "not found" answers. */
    static final Map<String, String> SIDES = sides();
    private static final List<String> CARD_ONLY = List.of("card_number", "account_number");
    /** The other texts of a CREDIT_CARD, where a client may have written the number too. */
    private static final List<String> CARD_TEXTS = List.of("additional_number", "issuing_authority",
            "account_number");

    static final FieldSet FIELDS = FieldSet.of(
            Field.id(APPLICANT, "Applicant id"),
            Field.id(PERSON, "Affiliated person id"),
            Field.choice("type", "Type", DocumentType.class),
            Field.text("document_number", "Document number", 64),
            Field.text("additional_number", "Additional number", 64),
            Field.country("issuing_country", "Issuing country"),
            Field.text("issuing_authority", "Issuing authority", 128),
            Field.date("issue_date", "Issue date"),
            Field.date("expiry_date", "Expiry date"),
            mrz(),
            Field.id("front_side_id", "Front side file id"),
            Field.id("back_side_id", "Back side file id"),
            Field.id("other_side_1_id", "Other side 1 file id"),
            Field.id("other_side_2_id", "Other side 2 file id"),
            Field.id("other_side_3_id", "Other side 3 file id"),
            cardNumber(),
            Field.text("account_number", "Account number", 50));

    private DocumentFields() {
    }

    private static Map<String, String> sides() {
        Map<String, String> sides = new LinkedHashMap<>();
        sides.put("front_side_id", "Front side file");
        sides.put("back_side_id", "Back side file");
        sides.put("other_side_1_id", "Other side 1 file");
        sides.put("other_side_2_id", "Other side 2 file");
        sides.put("other_side_3_id", "Other side 3 file");
        return sides;
    }

    /** The type a document will have: {@code state} is its columns, as the API's {@code type} parsed them. */
    static DocumentType type(Map<String, Object> state) {
        return (DocumentType) state.get("type");
    }

    /**
     * Checks a document's data as it would be after the write ({@code state}: column name to value) and records
     * each problem under a parameter the request sent, or under the one a client would fix.
     */
    static void checkState(Map<String, Object> state, Problems problems) {
        LocalDate issue = (LocalDate) state.get("issue_date");
        LocalDate expiry = (LocalDate) state.get("expiry_date");
        if (issue != null && expiry != null && !expiry.isAfter(issue) && !problems.has("expiry_date")) {
            problems.add("expiry_date", "Expiry date must be after the issue date");
        }
        if (type(state) != DocumentType.CREDIT_CARD) {
            for (String field : CARD_ONLY) {
                if (state.get(field) != null && !problems.has(field)) {
                    problems.add(field, FIELDS.field(field).label() + " is only for " + DocumentType.CREDIT_CARD
                            + " documents");
                }
            }
        }
    }

    /**
     * A CREDIT_CARD's card numbers masked as {@code card_number} is: its {@code document_number} is the card's
     * number (KYCAID's clients may send it there), masked whatever it holds ({@link CardNumbers#maskedNumber}); a
     * card number in its other texts is masked too ({@link CardNumbers#masked}). {@code state} is the document as
     * it will be, {@code write} what the write sets: a value that changes is put there, so a document whose type
     * becomes CREDIT_CARD has the number it kept masked as well.
     */
    static void maskCardNumbers(Map<String, Object> state, Map<String, Object> write) {
        if (type(state) != DocumentType.CREDIT_CARD) {
            return;
        }
        if (state.get("document_number") instanceof String number && !number.equals(CardNumbers.maskedNumber(number))) {
            write.put("document_number", CardNumbers.maskedNumber(number));
        }
        for (String field : CARD_TEXTS) {
            if (state.get(field) instanceof String text && !text.equals(CardNumbers.masked(text))) {
                write.put(field, CardNumbers.masked(text));
            }
        }
    }

    private static Field mrz() {
        return new Field("mrz", "MRZ", (raw, form, label) -> {
            if (!raw.isString()) {
                throw new Field.Invalid(label + " must be a string");
            }
            try {
                return SubmittedMrz.normalise(raw.stringValue());
            } catch (IllegalArgumentException e) {
                throw new Field.Invalid(label + " " + e.getMessage());
            }
        });
    }

    /** Accepts digits with spaces or dashes (or a JSON integer) and yields the masked form only. */
    private static Field cardNumber() {
        return new Field("card_number", "Card number", (raw, form, label) -> {
            String text;
            if (raw.isString()) {
                text = raw.stringValue();
            } else if (raw.isIntegralNumber() && raw.bigIntegerValue().signum() >= 0) {
                text = raw.bigIntegerValue().toString();
            } else {
                throw new Field.Invalid(label + " must be a string of digits");
            }
            String digits = CardNumbers.digits(text);
            if (digits == null) {
                throw new Field.Invalid(label + " may contain only digits, spaces and dashes");
            }
            if (digits.length() < CardNumbers.MIN_DIGITS || digits.length() > CardNumbers.MAX_DIGITS) {
                throw new Field.Invalid(label + " must have " + CardNumbers.MIN_DIGITS + " to "
                        + CardNumbers.MAX_DIGITS + " digits");
            }
            if (!CardNumbers.isLuhnValid(digits)) {
                throw new Field.Invalid(label + " is not a valid card number (its check digit is wrong)");
            }
            return CardNumbers.mask(digits);
        });
    }
}
