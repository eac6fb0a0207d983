package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * The integration tests of document reading: the service with reading on (the suite's photos show no MRZ, so the
 * others run with it off), one context and one database for all of them. Reading decides what the DOCUMENT check
 * sees, so no context with reading off may run these verifications: the database is theirs alone. Callbacks may
 * reach this machine and work is polled quickly, for the console's browser test that decides a verification.
 * Tests isolate themselves by account; a photo is read once per content in any account, so a test that asserts
 * what was read of a photo makes a photo of its own.
 */
@TestPropertySource(properties = {"avs.reading.enabled=true", "avs.webhook.allow-private-targets=true",
        "avs.scheduling.polling-interval=100ms"})
public abstract class ReadingIntegrationTest extends ServiceTest {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-reading");
    }
}
