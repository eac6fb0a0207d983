package dev.avs.account;

import dev.avs.vault.SealedSecret;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The module's sealed secrets: API keys (kept to sign callbacks as KYCAID does; callers are looked up by the key's
 * hash) and the webhook signing secrets, current and previous under one label so a rotation can move one to the
 * other.
 */
@Configuration(proxyBeanMethods = false)
class AccountSecrets {

    static final SealedSecret API_KEYS = new SealedSecret("api_key", "id", List.of("key_encrypted"), "api key");
    static final SealedSecret WEBHOOK = new SealedSecret("account", "id",
            List.of("webhook_secret", "webhook_secret_previous"), "webhook secret");

    @Bean
    SealedSecret apiKeySecrets() {
        return API_KEYS;
    }

    @Bean
    SealedSecret webhookSecrets() {
        return WEBHOOK;
    }
}
