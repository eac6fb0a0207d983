package dev.avs.document;

import dev.avs.web.Values;
import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.reference.CardNumbers;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What other modules (the verification) may ask of documents; every lookup is scoped to an account. */
@Service
public class Documents {

    /** The most applicants a search by number finds. */
    private static final int SEARCHED = 50;

    private final DocumentRepository documents;
    private final DocumentPins pins;
    private final DocumentService service;

    Documents(DocumentRepository documents, DocumentPins pins, DocumentService service) {
        this.documents = documents;
        this.pins = pins;
        this.service = service;
    }

    /**
     * Creates or updates a document with the same rules and errors as POST and PATCH /documents; used by the
     * hosted form. Returns the id of the document now holding the data (a copy's for a pinned document).
     */
    public String save(AccountId account, SaveDocument command) {
        Problems problems = new Problems();
        Values values = DocumentFields.FIELDS.read(command.fields(), problems);
        return command.documentId() == null ? service.create(account, values, problems)
                : service.update(account, command.documentId(), values, problems);
    }

    /** Deletes a document as DELETE /documents does (409 {@code delete_denied} for a pinned one). */
    public void remove(AccountId account, String documentId) {
        service.delete(account, documentId);
    }

    /** The current documents of the applicant and of its current affiliated persons, oldest first. */
    @Transactional(readOnly = true)
    public List<Document> current(AccountId account, String applicantId) {
        return Ids.isWellFormed(applicantId) ? documents.listCurrent(account.value(), applicantId) : List.of();
    }

    /** Any document of the account, including a pinned original that a copy replaced. */
    public Optional<Document> find(AccountId account, String documentId) {
        return Ids.isWellFormed(documentId) ? documents.find(account.value(), documentId) : Optional.empty();
    }

    /**
     * Marks the documents, and the files on their sides, as evidence of a verification ({@link DocumentPins}).
     * Joins the caller's transaction.
     */
    public int pin(AccountId account, Collection<String> documentIds) {
        return pins.pin(account, documentIds);
    }

    /**
     * The account's applicants holding a current document with this number (the console's search). A card number
     * is also looked up masked, as a CREDIT_CARD's {@code document_number} is kept: whoever searches for a card's
     * full number finds the cards with its first six and last four digits.
     */
    public List<String> applicantsWithNumber(AccountId account, String number) {
        if (number.length() > 64) {
            return List.of();
        }
        List<String> found = documents.applicantsWithNumber(account.value(), number.trim(), SEARCHED);
        String masked = CardNumbers.maskedNumber(number.trim());
        if (masked.equals(number.trim())) {
            return found;
        }
        return java.util.stream.Stream.concat(found.stream(),
                        documents.applicantsWithNumber(account.value(), masked, SEARCHED).stream())
                .distinct().limit(SEARCHED).toList();
    }

    /**
     * Where what the document's photos say, read sure of itself, differs from what was typed: the holder's names and
     * birth date as given, the document's number and expiry as saved ({@link ReadAgainstTyped}). Empty for another
     * account's document, while reading, or where they agree.
     */
    @Transactional(readOnly = true)
    public List<ReadDifference> readDifferences(AccountId account, String documentId, TypedHolder holder) {
        if (!Ids.isWellFormed(documentId)) {
            return List.of();
        }
        return documents.find(account.value(), documentId)
                .map(d -> ReadAgainstTyped.differences(service.extracted(account, d), holder, d.documentNumber(),
                        d.expiryDate())).orElse(List.of());
    }

    /**
     * What was read from the document's photos, as {@code extracted} in {@code GET /documents/{id}} (status, MRZ,
     * fields); empty for another account's document, one that is no identity document, or with reading off.
     */
    public Optional<Extracted> extracted(AccountId account, String documentId) {
        if (!Ids.isWellFormed(documentId)) {
            return Optional.empty();
        }
        return documents.find(account.value(), documentId).map(d -> service.extracted(account, d));
    }
}
