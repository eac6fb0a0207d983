package dev.avs.form;

import dev.avs.applicant.ApplicantErasing;
import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * An erased applicant's form URLs lose what their visitors entered and their external id; an open one closes as
 * expired (nothing more may be written for an erased applicant).
 */
@Component
class FormErasure {

    private final JdbcClient jdbc;
    private final Vault vault;
    private final JsonMapper json;

    FormErasure(JdbcClient jdbc, Vault vault, JsonMapper json) {
        this.jdbc = jdbc;
        this.vault = vault;
        this.json = json;
    }

    @EventListener
    void on(ApplicantErasing erasing) {
        String account = erasing.account().value();
        jdbc.sql("""
                UPDATE form_url SET progress = :progress, external_applicant_id = NULL,
                       status = CASE WHEN status = 'open' THEN 'expired' ELSE status END,
                       closed_at = COALESCE(closed_at, :now), updated_at = :now
                WHERE account_id = :account AND applicant_id = :applicant""")
                .param("progress", vault.seal(account, json.writeValueAsString(Progress.start(erasing.applicantId()).closed())))
                .param("now", Timestamps.sql(erasing.at()))
                .param("account", account).param("applicant", erasing.applicantId())
                .update();
    }
}
