package dev.avs.document;

import dev.avs.persistence.Timestamps;
import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckType;
import dev.avs.verification.Verifications;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The JSON shape of a document, and its data as columns (for copies). */
final class DocumentViews {

    private DocumentViews() {
    }

    /**
     * The document as the API shows it, with KYCAID's {@code status} ({@code pending}, {@code valid},
     * {@code invalid}) from the applicant's latest decided verification, if there is one.
     */
    static Map<String, Object> view(Document d, Optional<Verifications.DecidedEvidence> decided) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("document_id", d.documentId());
        v.put("applicant_id", d.applicantId());
        v.put("affiliated_person_id", d.affiliatedPersonId());
        v.put("type", d.type().name());
        v.put("status", decided.map(e -> e.documentStatus(d.documentId(), checkOf(d.type())))
                .orElse(Verifications.PENDING));
        v.putAll(data(d));
        v.put("created_at", d.createdAt());
        v.put("updated_at", d.updatedAt());
        return v;
    }

    /** The check that judges a document of this type; null for types no check examines. */
    static CheckType checkOf(DocumentType type) {
        return switch (type.purpose()) {
            case IDENTITY -> CheckType.DOCUMENT;
            case SELFIE -> CheckType.FACIAL;
            case VIDEO -> CheckType.VIDEO;
            case ADDRESS_PROOF -> CheckType.ADDRESS;
            case COMPANY -> CheckType.COMPANY;
            case FINANCIAL -> CheckType.FINANCIAL;
            case OTHER -> null;
        };
    }

    /**
     * The owner and data columns. A copy keeps the original's {@code created_at}: it carries on the same piece of
     * evidence, so a check that takes the newest identity document still finds the same one.
     */
    static Map<String, Object> columns(Document d) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("applicant_id", d.applicantId());
        c.put("affiliated_person_id", d.affiliatedPersonId());
        c.put("type", d.type());
        c.putAll(data(d));
        c.put("created_at", Timestamps.sql(d.createdAt()));
        return c;
    }

    private static Map<String, Object> data(Document d) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("document_number", d.documentNumber());
        v.put("additional_number", d.additionalNumber());
        v.put("issuing_country", d.issuingCountry());
        v.put("issuing_authority", d.issuingAuthority());
        v.put("issue_date", d.issueDate());
        v.put("expiry_date", d.expiryDate());
        v.put("mrz", d.mrz());
        v.put("front_side_id", d.frontSideId());
        v.put("back_side_id", d.backSideId());
        v.put("other_side_1_id", d.otherSide1Id());
        v.put("other_side_2_id", d.otherSide2Id());
        v.put("other_side_3_id", d.otherSide3Id());
        v.put("card_number", d.cardNumber());
        v.put("account_number", d.accountNumber());
        return v;
    }
}
