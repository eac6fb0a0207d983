package dev.avs.document;

import static dev.avs.document.DocumentFields.APPLICANT;
import static dev.avs.document.DocumentFields.FIELDS;
import static dev.avs.document.DocumentFields.PERSON;

import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantChanges;
import dev.avs.applicant.Applicants;
import dev.avs.file.Files;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.reference.DocumentType;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Documents, with the evidence lifecycle: a document a verification pinned never changes; an update makes a copy
 * that takes its place in the current data, and deleting it is refused.
 */
@Service
class DocumentService {

    private final DocumentRepository documents;
    private final Applicants applicants;
    private final Files files;
    private final ApplicantChanges changes;
    private final Verifications verifications;
    private final DocumentReadings readings;
    private final ClipRules clips;
    private final Clock clock;

    DocumentService(DocumentRepository documents, Applicants applicants, Files files, ApplicantChanges changes,
                    Verifications verifications, DocumentReadings readings, ClipRules clips, Clock clock) {
        this.clips = clips;
        this.readings = readings;
        this.changes = changes;
        this.verifications = verifications;
        this.documents = documents;
        this.applicants = applicants;
        this.files = files;
        this.clock = clock;
    }

    @Transactional
    String create(AccountId account, Values values, Problems problems) {
        FIELDS.require(values, problems, List.of(APPLICANT, "type"));
        DocumentFields.checkState(values.asMap(), problems);
        problems.throwIfAny();
        String applicantId = applicants.find(account, values.text(APPLICANT))
                .orElseThrow(() -> ApiException.notFound(APPLICANT, "Applicant")).applicantId();
        String personId = values.text(PERSON);
        if (personId != null) {
            Applicants.PersonRef person = applicants.findPerson(account, personId)
                    .orElseThrow(() -> ApiException.notFound(PERSON, "Affiliated person"));
            if (!person.applicantId().equals(applicantId)) {
                throw ApiException.validation(PERSON, "The affiliated person belongs to another applicant");
            }
        }
        requireFiles(account, values);
        String id = Ids.newId();
        Instant now = clock.instant();
        Map<String, Object> columns = new LinkedHashMap<>(values.asMap());
        columns.put("id", id);
        columns.put("account_id", account.value());
        columns.put(APPLICANT, applicantId);
        columns.put("pinned", false);
        columns.put("current_key", DocumentRepository.currentKey(applicantId, DocumentFields.type(columns)));
        columns.put("created_at", Timestamps.sql(now));
        columns.put("updated_at", Timestamps.sql(now));
        DocumentFields.maskCardNumbers(columns, columns);
        guardDuplicate(() -> documents.insert(columns));
        changes.touched(account, applicantId);
        readings.request(account, DocumentFields.type(columns), (String) columns.get("issuing_country"),
                sides(columns));
        return id;
    }

    /** Changes the document, in place unless pinned; returns the id of the document now holding the data. */
    @Transactional
    String update(AccountId account, String id, Values values, Problems problems) {
        Document document = lock(account, id);
        if (!document.isCurrent()) {
            throw new ApiException(ErrorType.EDIT_DENIED, document.supersededBy() != null
                    ? "This document was replaced by " + document.supersededBy() + "; update that one"
                    : "This document was removed with its affiliated person and can no longer change");
        }
        if (values.nothingSent()) {
            problems.add("*", "At least one parameter should be set");
        }
        rejectOwnerChange(values, APPLICANT, document.applicantId(), problems);
        rejectOwnerChange(values, PERSON, document.affiliatedPersonId(), problems);
        if (values.has("type") && values.get("type") == null && !problems.has("type")) {
            problems.add("type", "Type is required");
        }
        Map<String, Object> changes = new LinkedHashMap<>(values.without(APPLICANT, PERSON).asMap());
        Map<String, Object> state = DocumentViews.columns(document);
        state.putAll(changes);
        DocumentFields.checkState(state, problems);
        problems.throwIfAny();
        requireFiles(account, values);
        DocumentFields.maskCardNumbers(state, changes);
        changes.put("current_key", DocumentRepository.currentKey(document.applicantId(), DocumentFields.type(state)));
        changes.put("updated_at", Timestamps.sql(clock.instant()));
        String holder = apply(account, document, changes);
        readings.request(account, DocumentFields.type(state), (String) state.get("issuing_country"), sides(state));
        return holder;
    }

    @Transactional
    String delete(AccountId account, String id) {
        Document document = lock(account, id);
        if (document.pinned()) {
            throw new ApiException(ErrorType.DELETE_DENIED,
                    "The document is part of a verification's evidence and cannot be deleted");
        }
        documents.delete(account.value(), id);
        changes.touched(account, document.applicantId());
        return id;
    }

    @Transactional(readOnly = true)
    Document find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return documents.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    /** {@code GET /documents/{id}}: with its status from the applicant's latest decided verification. */
    @Transactional(readOnly = true)
    DocumentViews.DocumentView view(AccountId account, String id) {
        Document document = find(account, id);
        return DocumentViews.view(document, verifications.latestDecided(account, document.applicantId()),
                extracted(account, document));
    }

    /**
     * {@code GET /applicants/{id}/documents}: the applicant's current documents as {@code GET /documents/{id}} shows
     * each, newest first, a page at a time; 404 for an applicant the account does not have.
     */
    @org.springframework.transaction.annotation.Transactional(readOnly = true)
    Page<DocumentViews.DocumentView> list(AccountId account, String applicantId, PageRequest page) {
        if (!Ids.isWellFormed(applicantId) || applicants.find(account, applicantId).isEmpty()) {
            throw ApiException.notFound("applicant_id", "Applicant");
        }
        List<Document> rows = documents.pageCurrent(account.value(), applicantId,
                page.after() == null ? null : page.after().at(), page.after() == null ? null : page.after().id(),
                page.limit() + 1);
        Page<Document> found = page.page(rows, d -> new PageRequest.Position(
                d.createdAt(), d.documentId()));
        var decided = verifications.latestDecided(account, applicantId);
        List<DocumentViews.DocumentView> items = found.items().stream()
                .map(document -> DocumentViews.view(document, decided, extracted(account, document))).toList();
        return new Page<>(items, found.nextCursor());
    }

    /** What was read from the document's photos; null for a document that is no identity document. */
    Extracted extracted(AccountId account, Document document) {
        return readings.extracted(account, document, java.time.LocalDate.now(clock));
    }

    /**
     * {@code GET /documents/{id}/download}: the file on one side ({@code front}, {@code back}, {@code other_1}
     * to {@code other_3}); 404 when the document shows no file there.
     */
    ResponseEntity<byte[]> download(AccountId account, String id, String side) {
        Document document = find(account, id);
        String fileId = switch (side == null ? "front" : side) {
            case "front" -> document.frontSideId();
            case "back" -> document.backSideId();
            case "other_1" -> document.otherSide1Id();
            case "other_2" -> document.otherSide2Id();
            case "other_3" -> document.otherSide3Id();
            default -> throw ApiException.badRequest("side must be one of front, back, other_1, other_2, other_3");
        };
        return (fileId == null ? Optional.<ResponseEntity<byte[]>>empty() : files.download(account, fileId))
                .orElseThrow(() -> new ApiException(ErrorType.NOT_FOUND, "The document has no file on its "
                        + (side == null ? "front" : side) + " side"));
    }

    /**
     * Writes changes to a current document: in place while unpinned; for a pinned one, the original leaves the
     * current data and a copy with the changes takes its place. {@code changes} must set {@code current_key}.
     */
    String apply(AccountId account, Document document, Map<String, Object> changes) {
        this.changes.touched(account, document.applicantId());
        if (!document.pinned()) {
            guardDuplicate(() -> documents.update(account.value(), document.documentId(), changes));
            return document.documentId();
        }
        String copyId = Ids.newId();
        Map<String, Object> copy = DocumentViews.columns(document);
        copy.putAll(changes);
        copy.put("id", copyId);
        copy.put("account_id", account.value());
        copy.put("pinned", false);
        documents.supersede(account.value(), document.documentId(), copyId);
        guardDuplicate(() -> documents.insert(copy));
        return copyId;
    }

    /** The file ids on the sides, front first, each in its place (null where a side shows nothing). */
    private static List<String> sides(Map<String, Object> columns) {
        return DocumentFields.SIDES.keySet().stream().map(side -> (String) columns.get(side)).toList();
    }

    private Document lock(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return documents.lock(account.value(), id).orElseThrow(ApiException::notFound);
    }

    /**
     * Every file the request names must be a file of this account; the first that is not is named in a 404. A
     * video must be a clip the checks will judge ({@link ClipRules}).
     */
    private void requireFiles(AccountId account, Values values) {
        DocumentFields.SIDES.forEach((side, what) -> {
            String fileId = values.text(side);
            if (fileId != null) {
                clips.check(account, side, files.find(account, fileId)
                        .orElseThrow(() -> ApiException.notFound(side, what)));
            }
        });
    }

    private static void rejectOwnerChange(Values values, String field, String owner, Problems problems) {
        if (values.has(field) && !problems.has(field) && !Objects.equals(values.text(field), owner)) {
            problems.add(field, "The owner of a document cannot change");
        }
    }

    private static void guardDuplicate(Runnable write) {
        try {
            write.run();
        } catch (DuplicateKeyException duplicate) {
            throw new ApiException(ErrorType.DUPLICATE_DATA,
                    "The applicant already has a current " + DocumentType.CREDIT_CARD + " document", "type");
        }
    }
}
