package dev.avs.verification;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.avs.web.OneApplicantsData;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The body of {@code GET /verifications/{id}}: the KYCAID-shaped {@code verifications} summary, one entry per
 * type (by {@link CheckType#key()}), and the full, explainable {@code checks}. Serialised field by field in the
 * contract's order; the {@code VERIFICATION_COMPLETED} callback carries the same fields ({@link Callback}).
 */
public record VerificationView(String verificationId, String applicantId, String formId, String status,
                               Boolean verified, List<String> types, Map<String, TypeSummary> verifications,
                               List<CheckView> checks, List<String> declineReasons, Integer riskScore,
                               String decidedBy, String comment, String policyVersion, String snapshotHash,
                               String callbackUrl, Instant createdAt, Instant updatedAt, Instant completedAt)
        implements OneApplicantsData {

    /** One type's entry of the {@code verifications} summary. */
    public record TypeSummary(Boolean verified, String comment, List<String> declineReasons) {
    }

    /** One check as the API explains it. */
    public record CheckView(String type, String result, List<ReasonView> reasons) {
    }

    /** One reason of a check; {@code details} are open-ended per reason code (CHECKS.md). */
    public record ReasonView(String code, String result, String message, Map<String, Object> details) {
    }

    /**
     * The verification as the {@code VERIFICATION_COMPLETED} callback carries it: the same fields, but
     * {@code created_at}, which in a callback is the event's, as {@code verification_created_at} after the others.
     */
    public record Callback(@JsonUnwrapped @JsonIgnoreProperties("created_at") VerificationView verification,
                           Instant verificationCreatedAt) {
    }

    public Callback asCallback() {
        return new Callback(this, createdAt);
    }

    /** The reply to {@code POST /verifications}. */
    record Created(String verificationId, String applicantId, String formId, String status, List<String> types) {

        static Created of(Verification v) {
            return new Created(v.id(), v.applicantId(), v.formId(), v.status().code(), names(v.types()));
        }
    }

    static VerificationView of(Verification v) {
        Map<String, TypeSummary> summary = new LinkedHashMap<>();
        for (CheckType type : v.types()) {
            summary.put(type.key(), summaryOf(v, type));
        }
        return new VerificationView(v.id(), v.applicantId(), v.formId(), v.status().code(), v.verified(),
                names(v.types()), summary, v.checks().stream().map(VerificationView::check).toList(),
                v.declineReasons(), v.riskScore(), v.decidedBy(), v.comment(), v.policyVersion(), v.snapshotHash(),
                v.callbackUrl(), v.createdAt(), v.updatedAt(), v.completedAt());
    }

    /**
     * A check that passed is verified; one that failed is not. One that needs a person takes the final decision
     * once there is one. Before the checks ran, a type takes the decision if a reviewer decided early.
     */
    static TypeSummary summaryOf(Verification v, CheckType type) {
        CheckResult result = v.checks().stream().filter(c -> c.type() == type).findFirst().orElse(null);
        boolean completed = v.status() == VerificationStatus.COMPLETED;
        if (result == null) {
            return new TypeSummary(completed ? v.verified() : null, null, List.of());
        }
        Boolean verified = switch (result.result()) {
            case CLEAR -> true;
            case FAIL -> false;
            case CONSIDER -> completed ? v.verified() : null;
        };
        List<Reason> declining = result.reasons().stream()
                .filter(r -> r.result() == Result.FAIL || Boolean.FALSE.equals(verified)).toList();
        return new TypeSummary(verified,
                result.reasons().isEmpty() ? null
                        : result.reasons().stream().map(Reason::message).collect(Collectors.joining(" ")),
                Boolean.FALSE.equals(verified) ? declining.stream().map(Reason::code).distinct().toList() : List.of());
    }

    private static CheckView check(CheckResult result) {
        return new CheckView(result.type().name(), result.result().code(), result.reasons().stream()
                .map(r -> new ReasonView(r.code(), r.result().code(), r.message(), r.details())).toList());
    }

    private static List<String> names(List<CheckType> types) {
        return types.stream().map(Enum::name).toList();
    }
}
