package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantView;
import dev.avs.applicant.ApplicantViewContributor;
import dev.avs.verification.Verifications;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Puts the current documents into GET /applicants/{id}: the applicant's and its affiliated persons', oldest first. */
@Component
class DocumentViewContributor implements ApplicantViewContributor {

    private final DocumentRepository documents;
    private final Verifications verifications;

    DocumentViewContributor(DocumentRepository documents, Verifications verifications) {
        this.documents = documents;
        this.verifications = verifications;
    }

    @Override
    public void contribute(AccountId account, ApplicantView.Parts parts) {
        List<Document> current = documents.listCurrent(account.value(), parts.applicantId());
        Optional<Verifications.DecidedEvidence> decided = current.isEmpty() ? Optional.empty()
                : verifications.latestDecided(account, parts.applicantId());
        parts.documents(current.stream().map(d -> DocumentViews.view(d, decided, null)).toList());
    }
}
