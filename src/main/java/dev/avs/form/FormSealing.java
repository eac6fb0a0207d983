package dev.avs.form;

import dev.avs.vault.SealedTable;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns (what a form URL's visitor entered), for the vault's re-encryption. */
@Configuration(proxyBeanMethods = false)
class FormSealing {

    @Bean
    SealedTable formUrlSealed() {
        return SealedTable.of("form_url", "account_id", "external_applicant_id", "progress");
    }
}
