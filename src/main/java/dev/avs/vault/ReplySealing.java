package dev.avs.vault;

import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The web layer's sealed column: the first responses idempotency keys replay, which the web layer seals through
 * {@code web.AccountSealer}. Declared here, since the web layer cannot name the vault's types; a rotation's
 * re-encryption then moves them to the new key before the old one is destroyed.
 */
@Configuration(proxyBeanMethods = false)
class ReplySealing {

    @Bean
    SealedTable idempotencyRepliesSealed() {
        return new SealedTable("idempotency_record", List.of("account_id", "idempotency_key"), "account_id",
                List.of("response_body"));
    }
}
