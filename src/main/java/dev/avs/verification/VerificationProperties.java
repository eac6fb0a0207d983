package dev.avs.verification;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.verification.*}: the default decision policy and how runs are retried.
 *
 * @param policy      the default policy; accounts and forms override parts of it
 * @param retryDelay  first delay before a failed run is retried (doubling after each failure)
 * @param maxAttempts runs of one verification before it is handed to a person with CHECK_ERROR
 */
@ConfigurationProperties("avs.verification")
public record VerificationProperties(Policy policy, Duration retryDelay, int maxAttempts) {
}
