package dev.avs.webhook;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.webhook.*}: how callbacks are delivered.
 *
 * @param retrySchedule         delays before the second, third, ... attempt; after the last the event is failed
 * @param timeout               connect and response time allowed for one attempt
 * @param allowPrivateTargets   true lets callbacks reach loopback, private, link-local and metadata addresses
 * @param secretRotationOverlap how long a replaced secret keeps signing beside the new one
 * @param retention             finished events (their bodies hold applicant data) are deleted after this
 */
@ConfigurationProperties("avs.webhook")
record WebhookProperties(List<Duration> retrySchedule, Duration timeout, boolean allowPrivateTargets,
                         Duration secretRotationOverlap, Duration retention) {

    WebhookProperties {
        retrySchedule = List.copyOf(retrySchedule);
    }
}
