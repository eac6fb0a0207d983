package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import dev.avs.web.Body;
import dev.avs.persistence.Ids;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What other modules (the verification) may ask of documents; every lookup is scoped to an account. */
@Service
public class Documents {

    private final DocumentRepository documents;
    private final Files files;
    /** Looked up on use: the service needs applicants, whose views need this facade. */
    private final ObjectProvider<DocumentService> service;

    Documents(DocumentRepository documents, Files files, ObjectProvider<DocumentService> service) {
        this.documents = documents;
        this.files = files;
        this.service = service;
    }

    /**
     * Creates or updates a document with the same rules and errors as POST and PATCH /documents; used by the
     * hosted form. Returns the id of the document now holding the data (a copy's for a pinned document).
     */
    public String save(AccountId account, String documentIdOrNull, Body body) {
        DocumentService writer = service.getObject();
        return documentIdOrNull == null ? writer.create(account, body)
                : writer.update(account, documentIdOrNull, body);
    }

    /** Deletes a document as DELETE /documents does (409 {@code delete_denied} for a pinned one). */
    public void remove(AccountId account, String documentId) {
        service.getObject().delete(account, documentId);
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
     * Marks the documents, and the files on their sides, as evidence of a verification: from now on an update
     * makes a copy and a delete is refused. Ids that are not documents of the account are ignored. Joins the
     * caller's transaction, so pinning is all or nothing with the verification that asks for it.
     */
    @Transactional
    public int pin(AccountId account, Collection<String> documentIds) {
        List<String> ids = documentIds.stream().filter(Objects::nonNull).filter(Ids::isWellFormed).distinct().toList();
        if (ids.isEmpty()) {
            return 0;
        }
        int pinned = documents.pin(account.value(), ids);
        files.pin(account, documents.findAll(account.value(), ids).stream()
                .flatMap(document -> document.fileIds().stream())
                .toList());
        return pinned;
    }

    /** The account's applicants holding a current document with this number (the console's search). */
    public List<String> applicantsWithNumber(AccountId account, String number) {
        return number.length() > 64 ? List.of() : documents.applicantsWithNumber(account.value(), number.trim(), 50);
    }

    /**
     * What was read from the document's photos, as {@code extracted} in {@code GET /documents/{id}} (status, MRZ,
     * fields); empty for another account's document, one that is no identity document, or with reading off.
     */
    @SuppressWarnings("unchecked")
    public Optional<java.util.Map<String, Object>> extracted(AccountId account, String documentId) {
        if (!Ids.isWellFormed(documentId) || documents.find(account.value(), documentId).isEmpty()) {
            return Optional.empty();
        }
        return Optional.ofNullable((java.util.Map<String, Object>) service.getObject().view(account, documentId)
                .get("extracted"));
    }
}
