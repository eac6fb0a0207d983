package dev.avs.blocklist;

import dev.avs.reference.DocumentType;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/** An entry to add, with the fields its kind takes (validated by the kind's field set). */
public record NewBlocklistEntry(BlocklistKind kind, String name, LocalDate dob, String country, String documentNumber,
                                String issuingCountry, String documentType, String email, String phone, String note) {

    /** The entry a form's fields describe (the console's), or a validation error naming each bad field. */
    public static NewBlocklistEntry of(BlocklistKind kind, Map<String, List<String>> fields) {
        Problems problems = new Problems();
        return read(kind, kind.fields().read(fields, problems), problems);
    }

    /** The entry the values read by the kind's field set describe; {@code problems} holds the reading's own. */
    static NewBlocklistEntry read(BlocklistKind kind, Values values, Problems problems) {
        kind.fields().require(values, problems, kind.required());
        if (kind == BlocklistKind.DOCUMENTS && isPaymentCard(values.text("document_type"))) {
            // refused rather than kept masked: a masked number would be an entry that never matches anything
            problems.add("document_type", "A payment card cannot be blocklisted: AVS keeps a card's number masked"
                    + " (first six and last four digits) and checks identity documents against the blocklist");
        }
        problems.throwIfAny();
        return new NewBlocklistEntry(kind, values.text("name"), values.date("dob"), values.text("country"),
                values.text("document_number"), values.text("issuing_country"), values.text("document_type"),
                values.text("email"), values.text("phone"), values.text("note"));
    }

    /** CREDIT_CARD, however it is spelt ("credit card", "Credit-Card"). */
    private static boolean isPaymentCard(String documentType) {
        return documentType != null
                && documentType.strip().toUpperCase(java.util.Locale.ROOT).replaceAll("[\\s-]+", "_")
                .equals(DocumentType.CREDIT_CARD.name());
    }
}
