package dev.avs.web;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the HTTP layer and of what every module shares ({@code avs.web.*}); defaults in application.yml.
 */
@ConfigurationProperties("avs.web")
public record WebProperties(Limits limits, RateLimit rateLimit, Versions versions, Idempotency idempotency) {

    /** Request size limits of the contract. */
    public record Limits(DataSize body, DataSize file) {

        /** A multipart request holds one file plus its part headers and a few small fields. */
        public long multipartBodyBytes() {
            return file.toBytes() + 64 * 1024;
        }

        /** A hosted form page sends at most two photos at once (a document's front and back) and its fields. */
        public long pageMultipartBodyBytes() {
            return 2 * file.toBytes() + 64 * 1024;
        }
    }

    /**
     * Token buckets per API key: one for all requests, a smaller one for uploads; {@code store} says where they
     * live ({@link RateLimitBuckets}).
     */
    public record RateLimit(boolean enabled, long requestsPerSecond, long burst, long filesPerSecond,
                            long filesBurst, String store) {
    }

    public record Versions(String current, List<String> supported) {
    }

    /**
     * How long replies are kept for replay. (A key whose request died with its node or its database connection is
     * free again at once, see {@link IdempotencyFilter}: no time-out decides it.)
     */
    public record Idempotency(Duration retention) {
    }
}
