package dev.avs.document;

import dev.avs.web.Problems;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import dev.avs.account.AccountId;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class DocumentController {

    private final DocumentService documents;
    private final Cursors cursors;

    DocumentController(DocumentService documents, Cursors cursors) {
        this.documents = documents;
        this.cursors = cursors;
    }

    /** The applicant's current documents, newest first, as KYCAID lists them ({@code items}), a page at a time. */
    @GetMapping("/applicants/{applicantId}/documents")
    Page<DocumentViews.DocumentView> list(AccountId account, @PathVariable String applicantId,
                                               @RequestParam(required = false) String limit,
                                               @RequestParam(required = false) String cursor) {
        return documents.list(account, applicantId, cursors.request(limit, cursor));
    }

    @PostMapping("/documents")
    ResponseEntity<byte[]> create(AccountId account, Body body) {
        Problems problems = new Problems();
        return Replies.created("document_id", "/documents",
                documents.create(account, DocumentFields.FIELDS.read(body, problems), problems));
    }

    /** Any document of the account, including a pinned original that a copy replaced. */
    @GetMapping("/documents/{documentId}")
    DocumentViews.DocumentView get(AccountId account, @PathVariable String documentId) {
        return documents.view(account, documentId);
    }

    /** The file of one side (KYCAID's download): {@code ?side=front} (default), back, other_1 .. other_3. */
    @GetMapping("/documents/{documentId}/download")
    ResponseEntity<byte[]> download(AccountId account, @PathVariable String documentId,
                                    @RequestParam(required = false) String side) {
        return documents.download(account, documentId, side);
    }

    @PatchMapping("/documents/{documentId}")
    ResponseEntity<byte[]> update(AccountId account, @PathVariable String documentId, Body body) {
        Problems problems = new Problems();
        return Replies.ok("document_id",
                documents.update(account, documentId, DocumentFields.FIELDS.read(body, problems), problems));
    }

    @DeleteMapping("/documents/{documentId}")
    ResponseEntity<byte[]> delete(AccountId account, @PathVariable String documentId) {
        return Replies.ok("document_id", documents.delete(account, documentId));
    }
}
