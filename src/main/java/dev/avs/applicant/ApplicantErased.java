package dev.avs.applicant;

import dev.avs.account.AccountId;
import java.time.Instant;
import java.util.List;

/**
 * An applicant was erased (in the erasure's transaction, after every module erased its part): {@code actor} asked
 * for it ({@code api_key:<id>}, {@code console:<user id>} or {@code retention}) for {@code reason} ({@code request}
 * or {@code retention}).
 */
public record ApplicantErased(AccountId account, String applicantId, List<String> verificationIds, String actor,
                              String reason, Instant at) {
}
