package dev.avs.monitoring;

import dev.avs.screening.HitDetails;
import java.time.Instant;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/** An alert as the API shows it: who matched which entry of which list, how well and why, and its decision. */
record AlertView(String alertId, String applicantId, String status, AlertHit.Subject subject, String reason,
                 String list, String listType, String entryId, String entryName, String matchedName, double score,
                 Map<String, Object> explanation, String verificationId, String reviewVerificationId,
                 String comment, Instant decidedAt, Instant createdAt) {

    static AlertView of(Alert alert, JsonMapper json) {
        return new AlertView(alert.id(), alert.applicantId(), alert.status(),
                new AlertHit.Subject(alert.subjectRole(), alert.subjectId()), alert.reason(), alert.list(),
                alert.listType(), alert.entryId(), alert.entryName(), alert.matchedName(), alert.score(),
                explanation(alert, json), alert.verificationId(), alert.reviewVerificationId(), alert.comment(),
                alert.decidedAt(), alert.createdAt());
    }

    /** The matcher's account of the score, from the hit stored with the alert. */
    static Map<String, Object> explanation(Alert alert, JsonMapper json) {
        return json.readValue(alert.hit(), HitDetails.class).explanation();
    }
}
