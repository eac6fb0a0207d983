package dev.avs.verification;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The JSON of {@code GET /verifications/{id}}: the KYCAID-shaped {@code verifications} summary, one entry per
 * type, and the full, explainable {@code checks}.
 */
final class VerificationView {

    private VerificationView() {
    }

    /** The reply to {@code POST /verifications}. */
    static Map<String, Object> created(Verification v) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("verification_id", v.id());
        view.put("applicant_id", v.applicantId());
        view.put("form_id", v.formId());
        view.put("status", v.status().code());
        view.put("types", v.types().stream().map(Enum::name).toList());
        return view;
    }

    static Map<String, Object> of(Verification v) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("verification_id", v.id());
        view.put("applicant_id", v.applicantId());
        view.put("form_id", v.formId());
        view.put("status", v.status().code());
        view.put("verified", v.verified());
        view.put("types", v.types().stream().map(Enum::name).toList());
        Map<String, Object> summary = new LinkedHashMap<>();
        for (CheckType type : v.types()) {
            summary.put(type.key(), summaryOf(v, type));
        }
        view.put("verifications", summary);
        view.put("checks", v.checks().stream().map(VerificationView::check).toList());
        view.put("decline_reasons", v.declineReasons());
        view.put("risk_score", v.riskScore());
        view.put("decided_by", v.decidedBy());
        view.put("comment", v.comment());
        view.put("policy_version", v.policyVersion());
        view.put("snapshot_hash", v.snapshotHash());
        view.put("callback_url", v.callbackUrl());
        view.put("created_at", v.createdAt());
        view.put("updated_at", v.updatedAt());
        view.put("completed_at", v.completedAt());
        return view;
    }

    /**
     * A check that passed is verified; one that failed is not. One that needs a person takes the final decision
     * once there is one. Before the checks ran, a type takes the decision if a reviewer decided early.
     */
    static Map<String, Object> summaryOf(Verification v, CheckType type) {
        CheckResult result = v.checks().stream().filter(c -> c.type() == type).findFirst().orElse(null);
        boolean completed = v.status() == VerificationStatus.COMPLETED;
        Map<String, Object> entry = new LinkedHashMap<>();
        if (result == null) {
            entry.put("verified", completed ? v.verified() : null);
            entry.put("comment", null);
            entry.put("decline_reasons", List.of());
            return entry;
        }
        Boolean verified = switch (result.result()) {
            case CLEAR -> true;
            case FAIL -> false;
            case CONSIDER -> completed ? v.verified() : null;
        };
        List<Reason> declining = result.reasons().stream()
                .filter(r -> r.result() == Result.FAIL || Boolean.FALSE.equals(verified)).toList();
        entry.put("verified", verified);
        entry.put("comment", result.reasons().isEmpty() ? null
                : result.reasons().stream().map(Reason::message).collect(Collectors.joining(" ")));
        entry.put("decline_reasons", Boolean.FALSE.equals(verified)
                ? declining.stream().map(Reason::code).distinct().toList() : List.of());
        return entry;
    }

    private static Map<String, Object> check(CheckResult result) {
        Map<String, Object> check = new LinkedHashMap<>();
        check.put("type", result.type().name());
        check.put("result", result.result().code());
        check.put("reasons", result.reasons().stream().map(r -> {
            Map<String, Object> reason = new LinkedHashMap<>();
            reason.put("code", r.code());
            reason.put("result", r.result().code());
            reason.put("message", r.message());
            reason.put("details", r.details());
            return reason;
        }).toList());
        return check;
    }
}
