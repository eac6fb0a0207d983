package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.web.Ids;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Service;

/** What other modules may do with and read about verifications; every call is scoped to an account. */
@Service
public class Verifications {

    /**
     * An applicant's verification summary: the latest verification's status ({@code new} if none), the latest
     * decision and its decline reasons, and how many verifications it has had.
     */
    public record ApplicantSummary(String verificationStatus, Boolean verified, int verificationsCount,
                                   List<String> declineReasons) {
    }

    /** The facts about a verification that callbacks and forms need. */
    public record VerificationRef(String verificationId, String applicantId, String formId,
                                  VerificationStatus status, String callbackUrl, String externalApplicantId) {
    }

    private final VerificationRepository verifications;
    private final VerificationService service;

    Verifications(VerificationRepository verifications, VerificationService service) {
        this.verifications = verifications;
        this.service = service;
    }

    public ApplicantSummary summaryOf(AccountId account, String applicantId) {
        List<VerificationRepository.Brief> all = verifications.briefsOfApplicant(account.value(), applicantId);
        if (all.isEmpty()) {
            return new ApplicantSummary("new", null, 0, List.of());
        }
        VerificationRepository.Brief decided = all.stream()
                .filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst().orElse(null);
        return new ApplicantSummary(all.getFirst().status().code(), decided == null ? null : decided.verified(),
                all.size(), decided == null ? List.of() : decided.declineReasons());
    }

    public Optional<VerificationRef> find(AccountId account, String verificationId) {
        return load(account, verificationId).map(v -> new VerificationRef(v.id(), v.applicantId(), v.formId(),
                v.status(), v.callbackUrl(), v.externalApplicantId()));
    }

    /** The body of {@code GET /verifications/{id}}. */
    public Optional<Map<String, Object>> view(AccountId account, String verificationId) {
        return load(account, verificationId).map(VerificationView::of);
    }

    /**
     * Reserves a verification for a hosted form URL (status {@code unused}) with the form's checks; the applicant
     * may be null until the form is submitted. Throws 404 {@code form_id} for a form not in the account.
     */
    public String createUnused(AccountId account, String applicantId, String formId, String callbackUrl,
                               String externalApplicantId) {
        return service.createUnused(account, applicantId, formId, callbackUrl, externalApplicantId);
    }

    /**
     * The form was submitted for this applicant: pins its evidence and queues the checks ({@code unused →
     * pending}). Throws the API's errors: 422 {@code insufficient_data}, 409 {@code verification_exists},
     * 409 {@code edit_denied} if it is no longer unused.
     */
    public void submit(AccountId account, String verificationId, String applicantId) {
        service.submit(account, verificationId, applicantId);
    }

    /** {@code unused → expired}; false if it was submitted (or expired) already. */
    public boolean expire(AccountId account, String verificationId) {
        return service.expire(account, verificationId);
    }

    /** The applicant's verifications under the form, expired ones not counted: its attempts so far. */
    public int attempts(AccountId account, String applicantId, String formId) {
        return service.attempts(account, applicantId, formId);
    }

    private Optional<Verification> load(AccountId account, String verificationId) {
        return Ids.isWellFormed(verificationId) ? verifications.find(account.value(), verificationId) : Optional.empty();
    }
}
