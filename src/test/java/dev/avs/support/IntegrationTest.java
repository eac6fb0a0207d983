package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the HTTP integration tests: the whole service on a random port, over H2 or, when the build runs the
 * PostgreSQL execution, over the PostgreSQL named by {@code AVS_TEST_DB_URL}, one database shared by the suite.
 * Tests isolate themselves by creating their own accounts, which tenancy makes airtight; what a test counts or
 * looks up in the tables, it scopes to its account or to what it made.
 * <p>
 * Every distinct configuration is a Spring context of its own, started once per run and database (seconds each):
 * a test that needs other settings takes one of the shared configurations ({@link ReadingIntegrationTest},
 * {@link CallbackIntegrationTest}, {@link SmallPoolIntegrationTest}) before making a new one. A subclass that adds
 * {@code @TestPropertySource} gets a context of its own on this database, whose scheduler runs the other contexts'
 * work too: only settings that change nothing a check or a job does belong there (request limits, logging).
 */
public abstract class IntegrationTest extends ServiceTest {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry);
    }
}
