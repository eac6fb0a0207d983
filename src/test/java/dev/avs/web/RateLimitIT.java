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
        ApiResponse first = api.get("/forms");
        assertThat(first.header("RateLimit-Limit")).isEqualTo("3");
        assertThat(first.header("RateLimit-Remaining")).isEqualTo("2");
        assertThat(first.header("RateLimit-Reset")).isNotNull();
        api.get("/forms");
        api.get("/forms");

        ApiResponse limited = api.get("/forms");
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.errorType()).isEqualTo("limit_exceeded");
        assertThat(Integer.parseInt(limited.header("Retry-After"))).isBetween(1, 2);
        assertThat(limited.header("RateLimit-Remaining")).isEqualTo("0");

        assertThat(newAccount().get("/forms").status()).as("another key has its own bucket").isEqualTo(200);
    }

    @Test
    void onPostgreSqlEveryNodeDrawsFromTheSameBuckets() {
        boolean postgres = "postgresql".equals(System.getProperty("avs.test.database"));
        RateLimitBuckets node1 = RateLimitBuckets.create("auto", dataSource);
        RateLimitBuckets node2 = RateLimitBuckets.create("auto", dataSource);
        assertThat(node1.isShared()).as("shared exactly when the database is PostgreSQL").isEqualTo(postgres);
        assumeTrue(postgres, "the embedded H2 database serves one node");

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
        RateLimitBuckets node1 = RateLimitBuckets.create("auto", dataSource);
        RateLimitBuckets node2 = RateLimitBuckets.create("auto", dataSource);
        BucketConfiguration tenPerHour = BucketConfiguration.builder()
                .addLimit(limit -> limit.capacity(10).refillGreedy(10, Duration.ofHours(1))).build();
        // new buckets each time: their first concurrent calls are where Bucket4j's batching failed
        for (int round = 0; round < 10; round++) {
            String key = "concurrent-" + UUID.randomUUID();
            java.util.concurrent.atomic.AtomicInteger granted = new java.util.concurrent.atomic.AtomicInteger();
            try (var threads = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
                java.util.List<java.util.concurrent.Future<?>> calls = new java.util.ArrayList<>();
                for (int i = 0; i < 30; i++) {
                    RateLimitBuckets node = i % 2 == 0 ? node1 : node2;
                    calls.add(threads.submit(() -> {
                        if (node.bucket(key, tenPerHour).tryConsumeAndReturnRemaining(1).isConsumed()) {
                            granted.incrementAndGet();
                        }
                    }));
                }
                for (var call : calls) {
                    call.get();
                }
            }
            assertThat(granted.get()).as("round " + round).isEqualTo(10);
        }
    }
}
