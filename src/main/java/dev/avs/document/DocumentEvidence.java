package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.verification.Evidence;
import dev.avs.verification.EvidenceCollector;
import dev.avs.verification.EvidenceProvider;
import java.util.Arrays;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Adds the applicant's current documents and their files to a new verification's snapshot, and pins both, so
 * that the images a decision was made on can never change under it.
 */
@Component
class DocumentEvidence implements EvidenceProvider {

    private final DocumentRepository documents;
    private final DocumentPins pins;
    private final Files files;

    DocumentEvidence(DocumentRepository documents, DocumentPins pins, Files files) {
        this.documents = documents;
        this.pins = pins;
        this.files = files;
    }

    @Override
    public void collect(AccountId account, String applicantId, EvidenceCollector evidence) {
        List<Document> current = documents.listCurrent(account.value(), applicantId);
        for (Document d : current) {
            evidence.document(new Evidence.DocumentFacts(d.documentId(), d.affiliatedPersonId(), d.type(),
                    d.documentNumber(), d.additionalNumber(), d.issuingCountry(), d.issuingAuthority(), d.issueDate(),
                    d.expiryDate(), d.mrz(), d.frontSideId(), d.backSideId(),
                    Arrays.asList(d.otherSide1Id(), d.otherSide2Id(), d.otherSide3Id()), d.cardNumber(),
                    d.createdAt()));
            for (String fileId : d.fileIds()) {
                files.find(account, fileId).ifPresent(f -> evidence.file(facts(f)));
            }
        }
        if (!current.isEmpty()) {
            pins.pin(account, current.stream().map(Document::documentId).toList());
        }
    }

    private static Evidence.FileFacts facts(FileMetadata f) {
        return new Evidence.FileFacts(f.fileId(), f.fileName(), f.contentType(), f.size(), f.sha256(), f.width(),
                f.height());
    }
}
