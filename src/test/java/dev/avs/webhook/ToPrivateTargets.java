package dev.avs.webhook;

import dev.avs.support.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * One shared context for the delivery tests: private targets allowed (the receiver runs on 127.0.0.1), a short
 * retry schedule, quick polling, and a database of its own.
 */
@TestPropertySource(properties = {"avs.webhook.allow-private-targets=true", "avs.webhook.retry-schedule=1s,2s,2s",
        "avs.webhook.timeout=5s", "avs.scheduling.polling-interval=100ms"})
abstract class ToPrivateTargets extends CallbackSupport {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-webhook");
    }

    final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }
}
