package dev.avs.audit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.SmallPoolIntegrationTest;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Every read waits for its access-log group to commit; the groups must not wait for a connection of the service's
 * pool, which the readers themselves fill under load (each group then queued behind them, and every read with it).
 */
class AccessLogPoolIT extends SmallPoolIntegrationTest {

    @Autowired
    AuditLog log;
    @Autowired
    AuditRepository events;
    @Autowired
    TransactionTemplate transactions;

    @Test
    void aReadIsLoggedWhileOthersHoldEveryPooledConnection() throws Exception {
        String account = newTenant().account().value();
        CountDownLatch held = new CountDownLatch(POOL);
        CountDownLatch release = new CountDownLatch(1);
        try (ExecutorService holders = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < POOL; i++) {
                holders.submit(() -> transactions.executeWithoutResult(status -> {
                    // a transaction takes its connection as it begins
                    held.countDown();
                    await(release);
                }));
            }
            assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
            try {
                Future<?> read = holders.submit(() -> log.record(account, "api_key:pool-test", "read", "applicant",
                        "a".repeat(36), "a".repeat(36), List.of("profile"), "pool-test"));
                read.get(30, TimeUnit.SECONDS);
            } finally {
                release.countDown();
            }
        }
        List<AuditEvent> stored = events.page(account, new AuditRepository.Filter(null, null, null, null, null),
                null, null, 10);
        assertThat(stored).singleElement().satisfies(event -> {
            assertThat(event.requestId()).isEqualTo("pool-test");
            assertThat(event.id()).startsWith(String.format("%012x", event.at().toEpochMilli()));
            assertThat(event.at()).isBefore(Instant.now().plusSeconds(1));
        });
    }

    /** A read the log cannot record is not answered: 503, and nothing of the data. */
    @Test
    void aReadWhoseEventCannotBeStoredIsRefused() {
        Api api = newAccount();
        String applicant = api.post("/applicants", java.util.Map.of("type", "PERSON", "first_name", "Zelda",
                "last_name", "Quimby")).id("applicant_id");
        jdbc.sql("ALTER TABLE audit_event RENAME TO audit_event_away").update();
        try {
            ApiResponse read = api.get("/applicants/" + applicant);
            assertThat(read.status()).isEqualTo(503);
            assertThat(read.json().path("type").asString()).isEqualTo("unavailable");
            assertThat(read.body()).doesNotContain("Zelda", "Quimby");
            assertThat(api.get("/verifications/report?format=csv").status()).isEqualTo(503);
        } finally {
            jdbc.sql("ALTER TABLE audit_event_away RENAME TO audit_event").update();
        }
        assertThat(api.get("/applicants/" + applicant).status()).isEqualTo(200);
    }

    @Autowired
    org.springframework.jdbc.core.simple.JdbcClient jdbc;

    private static void await(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
