package dev.avs.retention;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantErasure;
import dev.avs.persistence.Ids;
import dev.avs.verification.Policy;
import dev.avs.verification.Policies;
import dev.avs.web.ApiException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Erases what the retention policy no longer allows to keep: an applicant {@code retention-days} after its newest
 * verification, an applicant never verified {@code abandoned-retention-days} after its last change, and a form URL
 * never submitted as long after it was made. The policy of the applicant's newest verification's form applies (its
 * creating form's for one never verified), else the account's. Each erasure is the API's, in a transaction of its
 * own; an applicant with a verification pending or in review is left for the next run. Each run is recorded.
 */
@Service
public class Retention {

    private static final Logger log = LoggerFactory.getLogger(Retention.class);

    public record Run(int applicantsErased, int abandonedErased, int formUrlsDeleted) {
    }

    private final RetentionRepository repository;
    private final ApplicantErasure erasure;
    private final Policies policies;
    private final TransactionTemplate transactions;
    private final Clock clock;

    Retention(RetentionRepository repository, ApplicantErasure erasure, Policies policies,
              TransactionTemplate transactions, Clock clock) {
        this.repository = repository;
        this.erasure = erasure;
        this.policies = policies;
        this.transactions = transactions;
        this.clock = clock;
    }

    public Run run() {
        Instant started = clock.instant();
        int erased = 0;
        int abandoned = 0;
        int urls = 0;
        for (String accountId : repository.accounts()) {
            AccountId account = new AccountId(accountId);
            Map<String, Policy> byForm = new HashMap<>();
            Policy own = policies.effective(account, null);
            for (RetentionRepository.Candidate c : repository.idleSince(accountId, started.minus(Duration.ofDays(1)))) {
                String form = repository.formOf(accountId, c.applicantId()).orElse(null);
                Policy policy = form == null ? own : byForm.computeIfAbsent(form, f -> policies.effective(account, f));
                boolean verified = c.lastVerification() != null;
                Instant since = verified ? c.lastVerification() : c.updatedAt();
                int days = verified ? policy.retentionDays() : policy.abandonedRetentionDays();
                if (since.plus(Duration.ofDays(days)).isAfter(started)) {
                    continue;
                }
                try {
                    erasure.erase(account, c.applicantId(), "retention", "retention");
                    if (verified) {
                        erased++;
                    } else {
                        abandoned++;
                    }
                } catch (ApiException busy) {
                    // a verification pending or in review (or erased meanwhile): the next run looks again
                }
            }
            // a day is the shortest period a policy can set; each URL's own form says whether its time has come
            for (var url : repository.unusedFormUrls(accountId, started.minus(Duration.ofDays(1)))) {
                Policy policy = byForm.computeIfAbsent(url.formId(), f -> policies.effective(account, f));
                if (url.createdAt().plus(Duration.ofDays(policy.abandonedRetentionDays())).isAfter(started)) {
                    continue;
                }
                transactions.executeWithoutResult(status -> repository.deleteFormUrl(accountId, url.id(),
                        url.verificationId()));
                urls++;
            }
        }
        repository.recordRun(Ids.newId(), started, clock.instant(), erased, abandoned, urls);
        if (erased + abandoned + urls > 0) {
            log.info("Retention erased {} applicants past their retention period, {} never verified, and deleted {}"
                    + " unused form URLs", erased, abandoned, urls);
        }
        return new Run(erased, abandoned, urls);
    }
}
