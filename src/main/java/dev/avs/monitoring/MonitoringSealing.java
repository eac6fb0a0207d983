package dev.avs.monitoring;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class MonitoringSealing {

    @Bean
    SealedTable monitoredSubjectSealed() {
        return new SealedTable("monitored_subject", List.of("applicant_id", "subject_id"), "account_id",
                List.of("name", "birth_date"));
    }

    @Bean
    SealedTable monitoringAlertSealed() {
        return SealedTable.of("monitoring_alert", "account_id", "hit", "matched_name");
    }
}
