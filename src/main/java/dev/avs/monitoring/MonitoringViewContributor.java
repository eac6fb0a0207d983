package dev.avs.monitoring;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantView;
import dev.avs.applicant.ApplicantViewContributor;
import java.util.List;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code monitoring} on {@code GET /applicants/{id}}: whether the applicant is monitored, since when and on which
 * verification, and its newest alerts ({@code GET /monitoring/alerts?applicant_id=} has them all).
 */
@Component
class MonitoringViewContributor implements ApplicantViewContributor {

    static final int ALERTS_SHOWN = 20;

    private final MonitoredSubjectRepository subjects;
    private final AlertRepository alerts;
    private final JsonMapper json;

    MonitoringViewContributor(MonitoredSubjectRepository subjects, AlertRepository alerts, JsonMapper json) {
        this.subjects = subjects;
        this.alerts = alerts;
        this.json = json;
    }

    @Override
    public void contribute(AccountId account, ApplicantView.Parts parts) {
        List<MonitoredSubject> monitored = subjects.ofApplicant(account.value(), parts.applicantId());
        List<Alert> newest = alerts.page(account.value(), null, parts.applicantId(), null, null, ALERTS_SHOWN);
        parts.monitoring(new MonitoringView(!monitored.isEmpty(),
                monitored.isEmpty() ? null : monitored.getFirst().since(),
                monitored.isEmpty() ? null : monitored.getFirst().verificationId(),
                newest.stream().filter(a -> Alert.OPEN.equals(a.status())).count(),
                newest.stream().map(a -> AlertView.of(a, json)).toList()));
    }
}
