package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Erases an applicant (GDPR's right to erasure, and retention): its persons, addresses, documents, files (unless
 * another applicant's evidence shares them), snapshots, callback bodies, monitoring and the personal fields of its
 * verifications go, in one transaction; the applicant's row stays as a tombstone (ids, type, dates, when, by whom
 * and why) so that reports and audits still add up. A verification pending or in review blocks it: its work would
 * read what is being erased.
 */
@Service
public class ApplicantErasure {

    private final ApplicantRepository applicants;
    private final AffiliatedPersonRepository persons;
    private final Verifications verifications;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    ApplicantErasure(ApplicantRepository applicants, AffiliatedPersonRepository persons, Verifications verifications,
                     ApplicationEventPublisher events, Clock clock) {
        this.applicants = applicants;
        this.persons = persons;
        this.verifications = verifications;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    public void erase(AccountId account, String applicantId, String actor, String reason) {
        if (!Ids.isWellFormed(applicantId)) {
            throw ApiException.notFound();
        }
        applicants.lock(account.value(), applicantId).orElseThrow(ApiException::notFound);
        if (verifications.hasActive(account, applicantId)) {
            throw new ApiException(ErrorType.DELETE_DENIED, "The applicant has a verification pending or in review;"
                    + " erase it once that verification is completed");
        }
        Instant now = clock.instant();
        List<String> verificationIds = verifications.eraseOfApplicant(account, applicantId);
        events.publishEvent(new ApplicantErasing(account, applicantId, verificationIds, now));
        persons.deleteOfApplicant(account.value(), applicantId);
        applicants.tombstone(account.value(), applicantId, actor, reason, now);
        events.publishEvent(new ApplicantErased(account, applicantId, verificationIds, actor, reason, now));
    }
}
