package dev.avs.web;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;

/**
 * So many requests a minute per key (a client address, a form URL, an e-mail address), in this node's memory: a
 * Bucket4j token bucket per key, the keys not seen for ten minutes forgotten. For the public pages, which have no
 * API key for the shared buckets of {@code RateLimitFilter}.
 */
public final class PerMinuteLimit {

    private final int perMinute;
    private final Cache<String, Bucket> buckets = Caffeine.newBuilder().maximumSize(100_000)
            .expireAfterAccess(Duration.ofMinutes(10)).build();

    public PerMinuteLimit(int perMinute) {
        this.perMinute = perMinute;
    }

    /** Takes one of the key's tokens; false when the key has used its minute's share. */
    public boolean take(String key) {
        return buckets.get(key, k -> Bucket.builder().addLimit(Bandwidth.builder().capacity(perMinute)
                .refillGreedy(perMinute, Duration.ofMinutes(1)).build()).build()).tryConsume(1);
    }
}
