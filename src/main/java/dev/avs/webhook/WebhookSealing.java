package dev.avs.webhook;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed column (callback bodies), for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class WebhookSealing {

    @Bean
    SealedTable webhookEventSealed() {
        return new SealedTable("webhook_event", List.of("request_id"), "account_id", List.of("body"));
    }
}
