package dev.avs.form;

import dev.avs.account.AccountId;
import java.time.Instant;

/**
 * Published in the transaction that expires an unused form URL (its verification becomes {@code expired}), so the
 * callback outbox can send {@code FORM_URL_EXPIRED} exactly when the expiry is committed.
 */
public record FormUrlExpired(AccountId account, String formId, String formToken, String applicantId,
                             String externalApplicantId, String verificationId, Instant expiredAt) {
}
