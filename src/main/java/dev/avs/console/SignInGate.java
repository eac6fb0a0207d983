package dev.avs.console;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.avs.web.Sha256;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * What sign-in costs a node, bounded before any password is hashed: attempts per minute per client address and per
 * e-mail address (token buckets, an unknown address counted like a known one), and bcrypt checks at once, so that
 * a flood of sign-ins takes at most those cores and the API keeps the others.
 */
@Component
class SignInGate {

    /** A password check's slot; closing it gives it back. */
    interface Slot extends AutoCloseable {
        @Override
        void close();
    }

    private static final Duration WAIT_FOR_SLOT = Duration.ofSeconds(2);

    private final ConsoleProperties.SignIn limits;
    private final Cache<String, Bucket> byAddress = buckets();
    private final Cache<String, Bucket> byEmail = buckets();
    private final Semaphore checks;

    SignInGate(ConsoleProperties properties) {
        this.limits = properties.signIn();
        this.checks = new Semaphore(limits.concurrentChecks(), true);
    }

    /** Whether an attempt from this address for this e-mail may be evaluated now (takes a token of each). */
    boolean admits(String clientAddress, String email) {
        return bucket(byAddress, String.valueOf(clientAddress), limits.perMinutePerAddress()).tryConsume(1)
                && bucket(byEmail, Sha256.hex(email), limits.perMinutePerEmail()).tryConsume(1);
    }

    /** A slot to hash a password in, if one frees up soon. */
    Optional<Slot> passwordCheck() {
        try {
            if (!checks.tryAcquire(WAIT_FOR_SLOT.toMillis(), TimeUnit.MILLISECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        return Optional.of(checks::release);
    }

    private static Cache<String, Bucket> buckets() {
        return Caffeine.newBuilder().maximumSize(100_000).expireAfterAccess(Duration.ofMinutes(10)).build();
    }

    private static Bucket bucket(Cache<String, Bucket> buckets, String key, int perMinute) {
        return buckets.get(key, k -> Bucket.builder().addLimit(Bandwidth.builder().capacity(perMinute)
                .refillGreedy(perMinute, Duration.ofMinutes(1)).build()).build());
    }
}
