package dev.avs.verification;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class VerificationSealing {

    @Bean
    SealedTable verificationSealed() {
        return SealedTable.of("verification", "account_id", "checks", "decision_comment", "external_applicant_id");
    }

    @Bean
    SealedTable verificationSnapshotSealed() {
        return new SealedTable("verification_snapshot", List.of("verification_id"), "account_id", List.of("evidence"));
    }
}
