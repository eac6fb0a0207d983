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

/** Deletes stored first responses once their replay window has passed; one node does it each hour. */
@Configuration(proxyBeanMethods = false)
class IdempotencyPurge {

    private static final Logger log = LoggerFactory.getLogger(IdempotencyPurge.class);

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
}
