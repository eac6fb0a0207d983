package dev.avs.form;

import dev.avs.account.AccountId;
import java.time.Instant;

/**
 * A form URL as stored. {@code id} is the public {@code form_token}; the secret in the URL is known only by its
 * hash. {@code progress} is the applicant's way through the pages so far; {@code locale} the language of its pages
 * (a tag of {@link Languages}), null when the browser's decides.
 */
public record FormUrl(String id, String accountId, String formId, String verificationId, String externalApplicantId,
               String redirectUrl, String callbackUrl, String csrfKey, String status, Progress progress,
               Instant expiresAt, Instant createdAt, String locale) {

    static final String OPEN = "open";
    public static final String SUBMITTED = "submitted";
    public static final String EXPIRED = "expired";

    public AccountId account() {
        return new AccountId(accountId);
    }

    public boolean isOpen() {
        return OPEN.equals(status);
    }

    public boolean isDue(Instant now) {
        return !now.isBefore(expiresAt);
    }

    String applicantId() {
        return progress.applicantId();
    }
}
