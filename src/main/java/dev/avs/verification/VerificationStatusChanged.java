package dev.avs.verification;

import dev.avs.account.AccountId;

/**
 * Published inside the transaction that changes a verification's status ({@code previous} is null for a new
 * one), so that listeners such as the callback outbox commit or roll back with the change.
 */
public record VerificationStatusChanged(AccountId account, String verificationId, String applicantId, String formId,
                                        VerificationStatus previous, VerificationStatus status) {
}
