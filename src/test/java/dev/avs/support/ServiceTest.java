package dev.avs.support;

import dev.avs.account.AccountId;
import dev.avs.AvsApplication;
import dev.avs.account.Accounts;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;

/**
 * The whole service on a random port, over a database the subclass registers with {@link TestDatabase} in a
 * {@code @DynamicPropertySource} method. Most tests extend {@link IntegrationTest}, which shares one database;
 * a test whose settings change what a check or a job does extends this with a database of its own, because every
 * cached test context polls its database for scheduled work and would run the other's verifications. (A
 * subclass of IntegrationTest cannot choose another database: Spring runs the superclass's property method last.)
 * Tests that need the same settings share one such base class ({@link ReadingIntegrationTest} and the others),
 * whose single configuration Spring starts once: a test class that repeats the settings, even identically,
 * declares another property method and so starts another context.
 */
@SpringBootTest(classes = AvsApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@Import(QueuesRestWhilePaused.class)
public abstract class ServiceTest {

    @LocalServerPort
    protected int port;

    @Autowired
    protected Accounts accounts;

    /** A fresh account and a client holding its key. */
    public record Tenant(AccountId account, Api api) {
    }

    protected Tenant newTenant() {
        Accounts.NewAccount account = accounts.createAccount("test");
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

    /**
     * The answer of a call that must come within {@code limit}: for the few places an issue asks for "answered
     * within seconds" (crafted files that once took minutes or a node), with a limit generous for a loaded machine.
     */
    public static <T> T answeredWithin(Duration limit, String what, Supplier<T> call) {
        long started = System.nanoTime();
        T answer = call.get();
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        if (took.compareTo(limit) > 0) {
            throw new AssertionError(what + ": answered in " + took.toMillis() + " ms, more than " + limit);
        }
        return answer;
    }
}
