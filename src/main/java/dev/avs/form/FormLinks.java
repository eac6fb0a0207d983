package dev.avs.form;

import dev.avs.account.AccountId;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * What callbacks need to know about the form URL behind a verification: its token and how many attempts the
 * applicant has left under the form (null = unlimited).
 */
@Service
public class FormLinks {

    public record FormLink(String formId, String formToken, Integer attemptsLeft) {
    }

    /** The form URL a verification was created for; empty for verifications started through the API. */
    public Optional<FormLink> forVerification(AccountId account, String verificationId) {
        // Form URLs do not exist yet: every verification so far was started through the API.
        return Optional.empty();
    }
}
