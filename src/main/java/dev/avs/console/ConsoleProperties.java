package dev.avs.console;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.console.*}: the web console for reviewers and operators (docs/console.md).
 *
 * @param enabled         false: no {@code /console} pages (404) and no first admin
 * @param idleTimeout     a session unused this long is signed out
 * @param absoluteTimeout a session is signed out this long after its sign-in, used or not
 * @param freeAttempts    failed sign-ins allowed before the account is locked
 * @param firstLock       the first lock's length; each further failure doubles it
 * @param maxLock         the longest lock
 * @param claim           how long a reviewer's claim on a verification holds without being renewed
 * @param signIn          what sign-in attempts a node evaluates, before any password is hashed
 * @param accessRecheck   how long a node trusts that a signed-in user and their account are still enabled
 */
@ConfigurationProperties("avs.console")
record ConsoleProperties(boolean enabled, Duration idleTimeout, Duration absoluteTimeout, int freeAttempts,
                         Duration firstLock, Duration maxLock, Duration claim, SignIn signIn, Duration accessRecheck) {

    /**
     * Sign-in attempts a node evaluates: per client address and per e-mail address a minute (beyond: refused at
     * once, nothing hashed), and password checks at once (bcrypt takes a core for a quarter second).
     */
    record SignIn(int perMinutePerAddress, int perMinutePerEmail, int concurrentChecks) {

        SignIn {
            if (perMinutePerAddress < 1 || perMinutePerEmail < 1 || concurrentChecks < 1) {
                throw new IllegalArgumentException("avs.console.sign-in limits must be at least 1");
            }
        }
    }

    ConsoleProperties {
        if (idleTimeout.isNegative() || idleTimeout.isZero() || absoluteTimeout.compareTo(idleTimeout) < 0) {
            throw new IllegalArgumentException("avs.console.idle-timeout must be positive and at most absolute-timeout");
        }
        if (freeAttempts < 1 || firstLock.isNegative() || maxLock.compareTo(firstLock) < 0) {
            throw new IllegalArgumentException("avs.console: free-attempts must be at least 1 and max-lock at least "
                    + "first-lock");
        }
    }

    /** How long the account stays locked after this many consecutive failures (zero while still free). */
    Duration lockAfter(int failures) {
        int over = failures - freeAttempts;
        if (over < 0) {
            return Duration.ZERO;
        }
        Duration lock = firstLock.multipliedBy(1L << Math.min(over, 20));
        return lock.compareTo(maxLock) > 0 ? maxLock : lock;
    }
}
