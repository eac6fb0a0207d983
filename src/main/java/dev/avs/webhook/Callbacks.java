package dev.avs.webhook;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.avs.applicant.ApplicantView;
import dev.avs.monitoring.AlertHit;
import dev.avs.verification.VerificationView;
import java.time.Instant;
import java.util.List;

/**
 * The bodies of the callbacks: the envelope every callback has, then the fields of its type, each from the typed
 * views and events of the modules that own them.
 */
final class Callbacks {

    private Callbacks() {
    }

    /** The fields of one type of callback; none is named as one of the envelope's. */
    sealed interface Fields permits StatusChanged, Completed, FormUrlExpired, DatabaseScreening, ApplicantErased {
    }

    /** @param createdAt when the event happened (a verification's own creation is {@code verification_created_at}) */
    record Body(String type, String requestId, long sequence, Instant createdAt, @JsonUnwrapped Fields fields) {
    }

    record StatusChanged(String verificationId, String applicantId, String externalApplicantId, String formId,
                         String formToken, String verificationStatus, Integer verificationAttemptsLeft)
            implements Fields {
    }

    /** @param applicant null for a verification without an applicant */
    record Completed(@JsonUnwrapped VerificationView.Callback verification, ApplicantView applicant)
            implements Fields {
    }

    record FormUrlExpired(String formId, String formToken, String applicantId, String externalApplicantId,
                          String verificationId, Instant expiredAt) implements Fields {
    }

    record DatabaseScreening(String applicantId, String externalApplicantId, String verificationId,
                             List<String> databases, List<String> listTypes, List<AlertHit> hits)
            implements Fields {
    }

    record ApplicantErased(String applicantId, List<String> verificationIds, String reason, Instant erasedAt)
            implements Fields {
    }
}
