package dev.avs.form.page;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.avs.form.FormProperties;
import dev.avs.web.PerMinuteLimit;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.stereotype.Component;

/**
 * What the public pages let one visitor use: requests per minute per form URL and per client address (token
 * buckets), and how many posts with photos are read at once, in all and per client address, so that stalled or
 * flooding uploads cannot take the service's threads, memory or disk.
 */
@Component
class PageGate {

    /** An upload's right to be read; closing it gives it back. */
    interface Permit extends AutoCloseable {
        @Override
        void close();
    }

    private final FormProperties.PageLimits limits;
    private final PerMinuteLimit byUrl;
    private final PerMinuteLimit byAddress;
    private final Cache<String, AtomicInteger> uploadsByAddress;
    private final Semaphore uploads;

    PageGate(FormProperties properties) {
        this.limits = properties.pageLimits();
        this.byUrl = new PerMinuteLimit(limits.requestsPerMinutePerUrl());
        this.byAddress = new PerMinuteLimit(limits.requestsPerMinutePerAddress());
        this.uploadsByAddress = Caffeine.newBuilder().maximumSize(100_000).expireAfterAccess(Duration.ofMinutes(30))
                .build();
        this.uploads = new Semaphore(limits.concurrentUploads());
    }

    /**
     * Whether a request for this page address may be served now: one token of its form URL's bucket (the secret,
     * hashed; null for an address that names no form URL) and one of its client's.
     */
    boolean admits(String secret, String clientAddress) {
        return byAddress.take(clientAddress) && (secret == null || byUrl.take(DigestUtils.sha256Hex(secret)));
    }

    /** A permit to read an upload now, if one is free in all and for this client address. */
    Optional<Permit> upload(String clientAddress) {
        AtomicInteger mine = uploadsByAddress.get(clientAddress, address -> new AtomicInteger());
        if (mine.incrementAndGet() > limits.concurrentUploadsPerAddress()) {
            mine.decrementAndGet();
            return Optional.empty();
        }
        if (!uploads.tryAcquire()) {
            mine.decrementAndGet();
            return Optional.empty();
        }
        return Optional.of(() -> {
            uploads.release();
            mine.decrementAndGet();
        });
    }
}
