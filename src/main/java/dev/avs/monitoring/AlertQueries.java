package dev.avs.monitoring;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantChanges;
import dev.avs.persistence.Ids;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/** What the API does with alerts: list them and record a person's decision. */
@Service
class AlertQueries {

    static final FieldSet DECISION = FieldSet.of(
            Field.choice("status", "Status", Set.of("CONFIRMED", "DISMISSED")),
            Field.note("comment", "Comment", 2048));

    private static final Set<String> STATUSES = Set.of(Alert.OPEN, Alert.CONFIRMED, Alert.DISMISSED);

    private final AlertRepository alerts;
    private final ApplicantChanges applicants;
    private final JsonMapper json;
    private final Clock clock;

    AlertQueries(AlertRepository alerts, ApplicantChanges applicants, JsonMapper json, Clock clock) {
        this.alerts = alerts;
        this.applicants = applicants;
        this.json = json;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    Page<AlertView> list(AccountId account, String status, String applicantId, PageRequest page) {
        String wanted = null;
        if (status != null && !status.isBlank()) {
            wanted = status.trim().toLowerCase(Locale.ROOT);
            if (!STATUSES.contains(wanted)) {
                throw ApiException.badRequest("status must be one of open, confirmed, dismissed");
            }
        }
        String applicant = null;
        if (applicantId != null && !applicantId.isBlank()) {
            applicant = applicantId.trim();
            if (!Ids.isWellFormed(applicant)) {
                throw ApiException.badRequest("applicant_id is not a valid id");
            }
        }
        List<Alert> rows = alerts.page(account.value(), wanted, applicant,
                page.after() == null ? null : page.after().at(), page.after() == null ? null : page.after().id(),
                page.limit() + 1);
        Page<Alert> found = page.page(rows, a -> new PageRequest.Position(a.createdAt(), a.id()));
        return new Page<>(found.items().stream().map(a -> AlertView.of(a, json)).toList(), found.nextCursor());
    }

    /** A person's decision on an open alert: {@code confirmed} or {@code dismissed}, with a comment. */
    @Transactional
    AlertView decide(AccountId account, String alertId, Values values, Problems problems, String decidedBy) {
        Alert alert = (Ids.isWellFormed(alertId) ? alerts.find(account.value(), alertId)
                : java.util.Optional.<Alert>empty()).orElseThrow(ApiException::notFound);
        DECISION.require(values, problems, List.of("status"));
        problems.throwIfAny();
        String status = values.text("status").toLowerCase(Locale.ROOT);
        if (!alerts.decide(alert.id(), status, values.text("comment"), decidedBy, clock.instant())) {
            throw new ApiException(ErrorType.EDIT_DENIED, "The alert is already " + alerts.find(account.value(), alertId)
                    .map(Alert::status).orElse(alert.status()) + "; its decision can no longer change");
        }
        applicants.touched(account, alert.applicantId());
        return AlertView.of(alerts.find(account.value(), alert.id()).orElseThrow(), json);
    }
}
