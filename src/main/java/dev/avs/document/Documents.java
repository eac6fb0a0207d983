package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import dev.avs.web.Ids;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What other modules (the verification) may ask of documents; every lookup is scoped to an account. */
@Service
public class Documents {

    private final DocumentRepository documents;
    private final Files files;

    Documents(DocumentRepository documents, Files files) {
        this.documents = documents;
        this.files = files;
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
}
