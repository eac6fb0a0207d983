package dev.avs.monitoring;

import dev.avs.applicant.ApplicantView;
import java.time.Instant;
import java.util.List;

/**
 * {@code monitoring} on {@code GET /applicants/{id}}: whether the applicant is monitored, since when and on which
 * verification, and its newest alerts.
 */
record MonitoringView(boolean monitored, Instant since, String verificationId, long openAlerts,
                      List<AlertView> alerts) implements ApplicantView.MonitoringPart {
}
