package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.verification.VerificationStatusChanged;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Marks an applicant's view as changed. Every module that changes what {@code GET /applicants/{id}} shows calls
 * {@link #touched} in the transaction of its change, so that cached renderings are never served after it commits.
 */
@Component
public class ApplicantChanges {

    private final ApplicantRepository applicants;

    ApplicantChanges(ApplicantRepository applicants) {
        this.applicants = applicants;
    }

    public void touched(AccountId account, String applicantId) {
        if (applicantId != null) {
            applicants.bumpViewVersion(account.value(), applicantId);
        }
    }

    /** A verification's status is part of the applicant's view (status, decision, count). */
    @EventListener
    void on(VerificationStatusChanged change) {
        touched(change.account(), change.applicantId());
    }
}
