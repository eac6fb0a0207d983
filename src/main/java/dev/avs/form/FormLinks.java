package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.verification.VerificationStatus;
import dev.avs.verification.Verifications;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.stereotype.Service;

/**
 * What callbacks need to know about the form URL behind a verification: its token and how many attempts the
 * applicant has left under the form (null = unlimited).
 */
@Service
public class FormLinks {

    public record FormLink(String formId, String formToken, Integer attemptsLeft) {
    }

    /** A URL whose verification is being created on this thread: its row does not exist yet. */
    private record Pending(String formId, String formToken) {
    }

    private static final ThreadLocal<Pending> PENDING = new ThreadLocal<>();

    private final FormUrlRepository urls;
    private final FormRepository forms;
    private final Verifications verifications;

    FormLinks(FormUrlRepository urls, FormRepository forms, Verifications verifications) {
        this.urls = urls;
        this.forms = forms;
        this.verifications = verifications;
    }

    /** The form URL a verification was created for; empty for verifications started through the API. */
    public Optional<FormLink> forVerification(AccountId account, String verificationId) {
        Verifications.VerificationRef v = verifications.find(account, verificationId).orElse(null);
        if (v == null || v.formId() == null) {
            return Optional.empty();
        }
        Optional<FormUrl> url = urls.findByVerification(account.value(), verificationId);
        if (url.isPresent()) {
            return Optional.of(new FormLink(v.formId(), url.get().id(), attemptsLeft(account, v)));
        }
        Pending pending = PENDING.get();
        return pending != null && pending.formId().equals(v.formId())
                ? Optional.of(new FormLink(v.formId(), pending.formToken(), attemptsLeft(account, v)))
                : Optional.empty();
    }

    /**
     * Runs the creation of a URL's verification: listeners of its first status change (callbacks) ask for the
     * link before the URL's row, which references the verification, can exist.
     */
    static <T> T creating(String formId, String formToken, Supplier<T> creation) {
        PENDING.set(new Pending(formId, formToken));
        try {
            return creation.get();
        } finally {
            PENDING.remove();
        }
    }

    private Integer attemptsLeft(AccountId account, Verifications.VerificationRef v) {
        Integer max = forms.find(account.value(), v.formId()).map(Form::maxAttempts).orElse(null);
        if (max == null) {
            return null;
        }
        int used = v.applicantId() != null ? verifications.attempts(account, v.applicantId(), v.formId())
                : v.status() == VerificationStatus.EXPIRED ? 0 : 1;
        return Math.max(0, max - used);
    }
}
