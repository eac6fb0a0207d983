package dev.avs.web;

import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import java.time.Clock;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Deletes stored first responses once their replay window has passed, and the shared rate-limit buckets of keys
 * that have been idle long enough to be full again; one node does each, every hour.
 */
@Configuration(proxyBeanMethods = false)
class WebHousekeeping {

    private static final Logger log = LoggerFactory.getLogger(WebHousekeeping.class);

    @Bean
    RecurringTask<Void> idempotencyPurgeTask(IdempotencyRepository records, WebProperties properties, Clock clock) {
        return Tasks.recurring("idempotency-purge", FixedDelay.of(Duration.ofHours(1)))
                .execute((instance, context) -> {
                    int purged = records.purgeOlderThan(clock.instant().minus(properties.idempotency().retention()));
                    if (purged > 0) {
                        log.info("Purged {} expired idempotency records", purged);
                    }
                });
    }

    @Bean
    RecurringTask<Void> rateLimitPurgeTask(RateLimitBuckets buckets) {
        return Tasks.recurring("rate-limit-purge", FixedDelay.of(Duration.ofHours(1)))
                .execute((instance, context) -> {
                    int purged = 0;
                    for (int batch; (batch = buckets.removeExpired(1000)) > 0; ) {
                        purged += batch;
                    }
                    if (purged > 0) {
                        log.info("Purged {} idle rate-limit buckets", purged);
                    }
                });
    }
}
