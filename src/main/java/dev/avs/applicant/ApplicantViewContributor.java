package dev.avs.applicant;

import dev.avs.account.AccountId;

/**
 * A module that owns part of an applicant's data (addresses, documents, monitoring) and adds it to
 * {@code GET /applicants/{id}} ({@link ApplicantView.Parts}). The applicant module cannot call those modules, since
 * they depend on it.
 */
public interface ApplicantViewContributor {

    void contribute(AccountId account, ApplicantView.Parts parts);
}
