package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

@TestPropertySource(properties = {"avs.web.rate-limit.requests-per-second=1", "avs.web.rate-limit.burst=3"})
class RateLimitIT extends IntegrationTest {

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
}
