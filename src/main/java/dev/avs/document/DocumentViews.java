package dev.avs.document;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.avs.applicant.ApplicantView;
import dev.avs.persistence.Timestamps;
import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckType;
import dev.avs.verification.Verifications;
import dev.avs.web.OneApplicantsData;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The view of a document, and its data as columns (for copies). */
final class DocumentViews {

    private DocumentViews() {
    }

    /**
     * The document as the API shows it, with KYCAID's {@code status} ({@code pending}, {@code valid},
     * {@code invalid}) from the applicant's latest decided verification, if there is one.
     *
     * @param extracted what was read from its photos: shown by {@code GET /documents/{id}} and the lists of
     *                  documents (absent for a document that is no identity document), not in the applicant's view
     */
    record DocumentView(String documentId, String applicantId, String affiliatedPersonId, String type, String status,
                        String documentNumber, String additionalNumber, String issuingCountry,
                        String issuingAuthority, LocalDate issueDate, LocalDate expiryDate, String mrz,
                        String frontSideId, String backSideId,
                        @JsonProperty("other_side_1_id") String otherSide1Id,
                        @JsonProperty("other_side_2_id") String otherSide2Id,
                        @JsonProperty("other_side_3_id") String otherSide3Id,
                        String cardNumber, String accountNumber, Instant createdAt, Instant updatedAt,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Extracted extracted)
            implements ApplicantView.DocumentPart, OneApplicantsData {
    }

    static DocumentView view(Document d, Optional<Verifications.DecidedEvidence> decided, Extracted extracted) {
        return new DocumentView(d.documentId(), d.applicantId(), d.affiliatedPersonId(), d.type().name(),
                decided.map(e -> e.documentStatus(d.documentId(), checkOf(d.type()))).orElse(Verifications.PENDING),
                d.documentNumber(), d.additionalNumber(), d.issuingCountry(), d.issuingAuthority(), d.issueDate(),
                d.expiryDate(), d.mrz(), d.frontSideId(), d.backSideId(), d.otherSide1Id(), d.otherSide2Id(),
                d.otherSide3Id(), d.cardNumber(), d.accountNumber(), d.createdAt(), d.updatedAt(), extracted);
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
