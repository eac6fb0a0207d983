package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import io.github.bucket4j.BucketConfiguration;
import java.time.Duration;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

@TestPropertySource(properties = {"avs.web.rate-limit.requests-per-second=1", "avs.web.rate-limit.burst=3"})
class RateLimitIT extends IntegrationTest {

    @Autowired
    DataSource dataSource;

    @Test
    void limitsEachKeyAndSaysWhenToRetry() {
        Api api = newAccount();
        long started = System.nanoTime();
        ApiResponse first = api.get("/forms");
        assertThat(first.header("RateLimit-Limit")).isEqualTo("3");
        assertThat(first.header("RateLimit-Remaining")).isEqualTo("2");
        assertThat(first.header("RateLimit-Reset")).isNotNull();
        int served = 1;
        ApiResponse limited = api.get("/forms");
        while (limited.status() == 200 && served < 20) {
            served++;
            limited = api.get("/forms");
        }
        // three at once, then one a second: however slowly this machine sends them
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        assertThat(served).as("served before the first 429").isBetween(3, 3 + (int) seconds + 1);
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.errorType()).isEqualTo("limit_exceeded");
        assertThat(Integer.parseInt(limited.header("Retry-After"))).isBetween(1, 2);
        assertThat(limited.header("RateLimit-Remaining")).isEqualTo("0");

        assertThat(newAccount().get("/forms").status()).as("another key has its own bucket").isEqualTo(200);
    }

    @Test
    void onPostgreSqlEveryNodeDrawsFromTheSameBuckets() {
        boolean postgres = "postgresql".equals(System.getProperty("avs.test.database"));
        try (RateLimitBuckets node1 = RateLimitBuckets.create("auto", dataSource);
             RateLimitBuckets node2 = RateLimitBuckets.create("auto", dataSource)) {
            assertThat(node1.isShared()).as("shared exactly when the database is PostgreSQL").isEqualTo(postgres);
            assumeTrue(postgres, "the embedded H2 database serves one node");
            drawFromTheSameBuckets(node1, node2);
        }
    }

    private static void drawFromTheSameBuckets(RateLimitBuckets node1, RateLimitBuckets node2) {
        String key = "test-" + UUID.randomUUID();
        BucketConfiguration threePerMinute = BucketConfiguration.builder()
                .addLimit(limit -> limit.capacity(3).refillGreedy(3, Duration.ofMinutes(1))).build();
        assertThat(node1.bucket(key, threePerMinute).tryConsume(2)).isTrue();
        assertThat(node2.bucket(key, threePerMinute).tryConsume(1)).isTrue();
        assertThat(node2.bucket(key, threePerMinute).tryConsume(1)).as("node 1 took two of the three").isFalse();
        assertThat(node1.bucket(key, threePerMinute).tryConsume(1)).isFalse();
        assertThat(node1.bucket("other-" + key, threePerMinute).tryConsume(3)).isTrue();
    }

    @Test
    void concurrentFirstRequestsOnTwoNodesTakeNoMoreThanTheBucketHolds() throws Exception {
        assumeTrue("postgresql".equals(System.getProperty("avs.test.database")), "buckets shared in PostgreSQL");
        try (RateLimitBuckets node1 = RateLimitBuckets.create("auto", dataSource);
             RateLimitBuckets node2 = RateLimitBuckets.create("auto", dataSource)) {
            // new buckets each time: the first concurrent calls of a bucket are where Bucket4j's optimisations fail
            for (int round = 0; round < 5; round++) {
                assertThat(granted(node1, node2, 10, 30)).as("a small bucket, kept exactly").isEqualTo(10);
                // a large one: each node may take 1/50 of it (20) before writing back
                assertThat(granted(node1, node2, 1000, 1200)).as("a large bucket").isBetween(1000, 1040);
            }
        }
    }

    /** How many of {@code calls} concurrent calls, alternating between the nodes, a new bucket grants. */
    private static int granted(RateLimitBuckets node1, RateLimitBuckets node2, int capacity, int calls)
            throws Exception {
        String key = "concurrent-" + UUID.randomUUID();
        BucketConfiguration perHour = BucketConfiguration.builder()
                .addLimit(limit -> limit.capacity(capacity).refillGreedy(capacity, Duration.ofHours(1))).build();
        java.util.concurrent.atomic.AtomicInteger granted = new java.util.concurrent.atomic.AtomicInteger();
        try (var threads = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
            java.util.List<java.util.concurrent.Future<?>> sent = new java.util.ArrayList<>();
            for (int i = 0; i < calls; i++) {
                RateLimitBuckets node = i % 2 == 0 ? node1 : node2;
                sent.add(threads.submit(() -> {
                    if (node.tryConsume(key, perHour).isConsumed()) {
                        granted.incrementAndGet();
                    }
                }));
            }
            for (var call : sent) {
                call.get();
            }
        }
        return granted.get();
    }
}
