package dev.avs.document;

import dev.avs.reference.DocumentType;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A document as stored. {@code applicantId} is always the applicant; {@code affiliatedPersonId} names the person
 * when the document is one of the applicant's affiliated persons'. {@code cardNumber} is masked. Current = neither
 * superseded by a copy nor removed with its person.
 */
public record Document(
        String documentId, String applicantId, String affiliatedPersonId, DocumentType type,
        String documentNumber, String additionalNumber, String issuingCountry, String issuingAuthority,
        LocalDate issueDate, LocalDate expiryDate, String mrz,
        String frontSideId, String backSideId, String otherSide1Id, String otherSide2Id, String otherSide3Id,
        String cardNumber, String accountNumber,
        boolean pinned, String supersededBy, Instant removedAt, Instant createdAt, Instant updatedAt) {

    public boolean isCurrent() {
        return supersededBy == null && removedAt == null;
    }

    /** The ids of the files on this document's sides, front first, without gaps. */
    public List<String> fileIds() {
        List<String> ids = new ArrayList<>();
        for (String id : new String[] {frontSideId, backSideId, otherSide1Id, otherSide2Id, otherSide3Id}) {
            if (id != null) {
                ids.add(id);
            }
        }
        return ids;
    }
}
