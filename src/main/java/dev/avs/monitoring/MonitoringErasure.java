package dev.avs.monitoring;

import dev.avs.applicant.ApplicantErasing;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * An erased applicant is no longer monitored, and its alerts keep only what the lists published (the entry) and
 * what was decided: the matched name, the hit's details and the comment go.
 */
@Component
class MonitoringErasure {

    private final JdbcClient jdbc;

    MonitoringErasure(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void on(ApplicantErasing erasing) {
        String account = erasing.account().value();
        jdbc.sql("DELETE FROM monitored_subject WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", account).param("applicant", erasing.applicantId()).update();
        jdbc.sql("""
                UPDATE monitoring_alert SET matched_name = '', hit = '{}', comment = NULL
                WHERE account_id = :account AND applicant_id = :applicant""")
                .param("account", account).param("applicant", erasing.applicantId()).update();
    }
}
