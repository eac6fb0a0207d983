package dev.avs.monitoring;

import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** An alert as the API shows it, and its hit as the {@code DATABASE_SCREENING} callback carries it. */
final class AlertView {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private AlertView() {
    }

    static Map<String, Object> of(Alert alert, JsonMapper json) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("alert_id", alert.id());
        view.put("applicant_id", alert.applicantId());
        view.put("status", alert.status());
        view.putAll(hit(alert, json));
        view.put("verification_id", alert.verificationId());
        view.put("review_verification_id", alert.reviewVerificationId());
        view.put("comment", alert.comment());
        view.put("decided_at", alert.decidedAt());
        view.put("created_at", alert.createdAt());
        return view;
    }

    /** The hit of one alert: who matched which entry of which list, how well, and why. */
    static Map<String, Object> hit(Alert alert, JsonMapper json) {
        Map<String, Object> stored = json.readValue(alert.hit(), MAP);
        Map<String, Object> hit = new LinkedHashMap<>();
        hit.put("alert_id", alert.id());
        Map<String, Object> subject = new LinkedHashMap<>();
        subject.put("role", alert.subjectRole());
        subject.put("id", alert.subjectId());
        hit.put("subject", subject);
        hit.put("reason", alert.reason());
        hit.put("list", alert.list());
        hit.put("list_type", alert.listType());
        hit.put("entry_id", alert.entryId());
        hit.put("entry_name", alert.entryName());
        hit.put("matched_name", alert.matchedName());
        hit.put("score", alert.score());
        hit.put("explanation", stored.get("explanation"));
        return hit;
    }
}
