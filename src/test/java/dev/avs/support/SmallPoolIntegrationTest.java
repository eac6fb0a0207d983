package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The integration tests that fill the service's connection pool on purpose: a pool of {@link #POOL} connections
 * that times out in two seconds, on a database of their own (no other context's work waits for this pool, and no
 * other test's verification runs on it). Tests isolate themselves by account.
 */
public abstract class SmallPoolIntegrationTest extends ServiceTest {

    protected static final int POOL = 3;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-small-pool");
        registry.add("spring.datasource.hikari.maximum-pool-size", () -> String.valueOf(POOL));
        registry.add("spring.datasource.hikari.connection-timeout", () -> "2000");
    }
}
