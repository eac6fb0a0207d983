package dev.avs.monitoring;

import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

/** The hit of one new alert, as the {@code DATABASE_SCREENING} callback carries it. */
public record AlertHit(String alertId, Subject subject, String reason, String list, String listType, String entryId,
                       String entryName, String matchedName, double score, Map<String, Object> explanation) {

    /** The screened subject: its role ({@code applicant}, {@code affiliated_person}) and id. */
    public record Subject(String role, String id) {
    }

    static AlertHit of(Alert alert, JsonMapper json) {
        return new AlertHit(alert.id(), new Subject(alert.subjectRole(), alert.subjectId()), alert.reason(),
                alert.list(), alert.listType(), alert.entryId(), alert.entryName(), alert.matchedName(),
                alert.score(), AlertView.explanation(alert, json));
    }
}
