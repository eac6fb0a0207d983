package dev.avs.verification;

import dev.avs.account.AccountId;

/**
 * A module that holds part of an applicant's data. When a verification is created it adds that data to the
 * snapshot and pins it (so it can no longer change in place), inside the verification's own transaction.
 */
public interface EvidenceProvider {

    /** Runs first: the applicant module, which also locks the applicant and fails with 404 when it is absent. */
    int APPLICANT_ORDER = 0;

    void collect(AccountId account, String applicantId, EvidenceCollector evidence);

    default int order() {
        return 100;
    }
}
