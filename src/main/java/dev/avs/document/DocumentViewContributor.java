package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantView;
import dev.avs.applicant.ApplicantViewContributor;
import org.springframework.stereotype.Component;

/** Puts the current documents into GET /applicants/{id}: the applicant's and its affiliated persons', oldest first. */
@Component
class DocumentViewContributor implements ApplicantViewContributor {

    private final DocumentRepository documents;

    DocumentViewContributor(DocumentRepository documents) {
        this.documents = documents;
    }

    @Override
    public void contribute(AccountId account, ApplicantView view) {
        view.set("documents", documents.listCurrent(account.value(), view.applicantId()).stream()
                .map(DocumentViews::view)
                .toList());
    }
}
