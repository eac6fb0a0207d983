package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the HTTP integration tests: the whole service on a random port, over H2 or, when the build runs the
 * PostgreSQL execution, over the PostgreSQL named by {@code AVS_TEST_DB_URL}, one database shared by the suite.
 * Tests isolate themselves by creating their own accounts, which tenancy makes airtight.
 */
public abstract class IntegrationTest extends ServiceTest {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry);
    }
}
