package dev.avs.applicant;

import dev.avs.account.AccountId;
import java.time.Instant;
import java.util.List;

/**
 * An applicant is being erased: published inside the erasure's transaction, so that each module deletes or empties
 * its data of the applicant (and of {@code verificationIds}, the applicant's verifications, which stay as records
 * without personal data) before it commits.
 */
public record ApplicantErasing(AccountId account, String applicantId, List<String> verificationIds, Instant at) {
}
