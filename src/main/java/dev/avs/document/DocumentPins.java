package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import dev.avs.persistence.Ids;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Marks documents, and the files on their sides, as evidence of a verification: from now on an update makes a
 * copy and a delete is refused. Apart from the facade because the verification's evidence pins through it, and
 * the facade's writes reach the verification.
 */
@Component
class DocumentPins {

    private final DocumentRepository documents;
    private final Files files;

    DocumentPins(DocumentRepository documents, Files files) {
        this.documents = documents;
        this.files = files;
    }

    /**
     * Ids that are not documents of the account are ignored. Joins the caller's transaction, so pinning is all or
     * nothing with the verification that asks for it.
     */
    @Transactional
    int pin(AccountId account, Collection<String> documentIds) {
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
