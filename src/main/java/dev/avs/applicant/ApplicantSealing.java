package dev.avs.applicant;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class ApplicantSealing {

    @Bean
    SealedTable applicantSealed() {
        return new SealedTable("applicant", List.of("id"), "account_id",
                ApplicantRepository.SEALED.stream().sorted().toList());
    }

    @Bean
    SealedTable affiliatedPersonSealed() {
        return new SealedTable("affiliated_person", List.of("id"), "account_id",
                AffiliatedPersonRepository.SEALED.stream().sorted().toList());
    }
}
