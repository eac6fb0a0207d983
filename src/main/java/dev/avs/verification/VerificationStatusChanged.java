package dev.avs.verification;

import dev.avs.account.AccountId;

/**
 * Published inside the transaction that changes a verification's status ({@code previous} is null for a new
 * one), so that listeners such as the callback outbox commit or roll back with the change. {@code callbacks} is
 * false when the change must not be sent (a reviewer's decision with KYCAID's {@code callback_enabled: false}).
 */
public record VerificationStatusChanged(AccountId account, String verificationId, String applicantId, String formId,
                                        VerificationStatus previous, VerificationStatus status, boolean callbacks) {

    public VerificationStatusChanged(AccountId account, String verificationId, String applicantId, String formId,
                                     VerificationStatus previous, VerificationStatus status) {
        this(account, verificationId, applicantId, formId, previous, status, true);
    }
}
