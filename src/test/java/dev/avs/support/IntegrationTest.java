package dev.avs.support;

import dev.avs.AvsApplication;
import dev.avs.account.AccountService;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the HTTP integration tests: the whole service on a random port, over H2 or, when the build runs the
 * PostgreSQL execution, over the PostgreSQL named by {@code AVS_TEST_DB_URL}. Tests isolate themselves by
 * creating their own accounts, which tenancy makes airtight.
 */
@SpringBootTest(classes = AvsApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
public abstract class IntegrationTest {

    @LocalServerPort
    protected int port;

    @Autowired
    protected AccountService accounts;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry);
    }

    /** A fresh account and a client holding its key. */
    public record Tenant(dev.avs.account.AccountId account, Api api) {
    }

    protected Tenant newTenant() {
        AccountService.NewAccount account = accounts.createAccount("test");
        return new Tenant(account.account(), new Api(baseUrl(), account.key().key()));
    }

    /** A client for a fresh account with one key. */
    protected Api newAccount() {
        return newTenant().api();
    }

    protected Api anonymous() {
        return new Api(baseUrl(), null);
    }

    protected String baseUrl() {
        return "http://localhost:" + port;
    }

    /** Polls until the value satisfies the condition or the deadline passes; never sleeps a fixed time. */
    public static <T> T eventually(Duration deadline, Supplier<T> value, Predicate<T> done) {
        long end = System.nanoTime() + deadline.toNanos();
        T last = value.get();
        while (!done.test(last)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("Condition not met within " + deadline + "; last value: " + last);
            }
            Thread.onSpinWait();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            last = value.get();
        }
        return last;
    }
}
