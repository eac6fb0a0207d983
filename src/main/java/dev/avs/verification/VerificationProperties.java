package dev.avs.verification;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.verification.*}: the default decision policy and how runs are retried.
 *
 * @param policy      the default policy; accounts and forms override parts of it
 * @param retryDelay  first delay before a failed run is retried (growing after each failure)
 * @param maxAttempts runs of one verification before it is handed to a person; a run whose node stops before it
 *                    ends, or that passes {@code runDeadline}, counts as one
 * @param runDeadline how long one run may take before it counts as failed and its result is ignored
 */
@ConfigurationProperties("avs.verification")
public record VerificationProperties(Policy policy, Duration retryDelay, int maxAttempts, Duration runDeadline) {

    public VerificationProperties {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("avs.verification.max-attempts must be at least 1");
        }
        if (runDeadline == null || runDeadline.isNegative() || runDeadline.isZero()) {
            throw new IllegalArgumentException("avs.verification.run-deadline must be a positive duration");
        }
    }
}
