package dev.avs.console;

import dev.avs.web.PerMinuteLimit;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.apache.commons.codec.digest.DigestUtils;
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

    private final PerMinuteLimit byAddress;
    private final PerMinuteLimit byEmail;
    private final Semaphore checks;

    SignInGate(ConsoleProperties properties) {
        this.byAddress = new PerMinuteLimit(properties.signIn().perMinutePerAddress());
        this.byEmail = new PerMinuteLimit(properties.signIn().perMinutePerEmail());
        this.checks = new Semaphore(properties.signIn().concurrentChecks(), true);
    }

    /** Whether an attempt from this address for this e-mail may be evaluated now (takes a token of each). */
    boolean admits(String clientAddress, String email) {
        return byAddress.take(String.valueOf(clientAddress)) && byEmail.take(DigestUtils.sha256Hex(email));
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
}
