package dev.avs.document;

import dev.avs.applicant.AffiliatedPersonRemoved;
import dev.avs.file.FileReplaced;
import dev.avs.persistence.Timestamps;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Keeps documents in step with the modules they point into; each handler runs in the publisher's transaction. */
@Component
class DocumentEventListener {

    private final DocumentRepository documents;
    private final DocumentService service;
    private final Clock clock;

    DocumentEventListener(DocumentRepository documents, DocumentService service, Clock clock) {
        this.documents = documents;
        this.service = service;
        this.clock = clock;
    }

    /**
     * A pinned file was replaced by a copy: current documents showing it now show the copy. A pinned document is
     * itself copied (the verification keeps the original, with the original file); an unpinned one changes in place.
     */
    @EventListener
    void on(FileReplaced event) {
        for (Document document : documents.lockCurrentShowing(event.account().value(), event.oldFileId())) {
            Map<String, Object> changes = new LinkedHashMap<>();
            Map<String, Object> sides = DocumentViews.columns(document);
            DocumentFields.SIDES.keySet().stream()
                    .filter(side -> event.oldFileId().equals(sides.get(side)))
                    .forEach(side -> changes.put(side, event.newFileId()));
            changes.put("current_key", DocumentRepository.currentKey(document.applicantId(), document.type()));
            changes.put("updated_at", Timestamps.sql(clock.instant()));
            service.apply(event.account(), document, changes);
        }
    }

    /** The person's unpinned documents go; pinned ones leave the current data and stay readable by id. */
    @EventListener
    void on(AffiliatedPersonRemoved event) {
        String account = event.account().value();
        documents.deleteUnpinnedOfPerson(account, event.affiliatedPersonId());
        documents.removePinnedOfPerson(account, event.affiliatedPersonId(), clock.instant());
    }
}
