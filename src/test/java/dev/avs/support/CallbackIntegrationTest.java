package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * The integration tests whose callbacks go to a receiver on this machine: private targets allowed (the SSRF guard
 * is off), a short retry schedule and timeout, quick polling; one context and one database for all of them, so
 * that no context with the guard on (or other webhook settings) delivers their callbacks. Tests isolate themselves
 * by account.
 */
@TestPropertySource(properties = {"avs.webhook.allow-private-targets=true", "avs.webhook.retry-schedule=1s,2s,2s",
        "avs.webhook.timeout=5s", "avs.scheduling.polling-interval=100ms"})
public abstract class CallbackIntegrationTest extends ServiceTest {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-webhook");
    }
}
