package dev.avs.webhook;

import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WebhookProperties.class)
class WebhookConfiguration {

    private static final Logger log = LoggerFactory.getLogger(WebhookConfiguration.class);

    @Bean
    TargetGuard targetGuard(WebhookProperties properties) {
        if (properties.allowPrivateTargets()) {
            log.warn("avs.webhook.allow-private-targets=true: callbacks may reach private and loopback addresses");
        }
        return new TargetGuard(properties.allowPrivateTargets());
    }

    @Bean
    HttpPoster httpPoster() throws NoSuchAlgorithmException {
        return new HttpPoster(SSLContext.getDefault());
    }

    /** Deletes finished events (their bodies hold applicant data) once they are older than the retention. */
    @Bean
    RecurringTask<Void> webhookPurge(OutboxRepository events, WebhookProperties properties, Clock clock) {
        return Tasks.recurring("webhook-purge", FixedDelay.of(Duration.ofHours(1)))
                .execute((instance, context) -> {
                    int purged = events.purge(clock.instant().minus(properties.retention()));
                    if (purged > 0) {
                        log.info("Deleted {} callback events older than {}", purged, properties.retention());
                    }
                });
    }
}
