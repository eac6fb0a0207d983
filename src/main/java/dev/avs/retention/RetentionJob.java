package dev.avs.retention;

import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The retention job: one node of the cluster runs it every {@code avs.retention.interval}. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(RetentionProperties.class)
class RetentionJob {

    @Bean
    RecurringTask<Void> retentionTask(Retention retention, RetentionProperties properties) {
        return Tasks.recurring("retention", FixedDelay.of(properties.interval()))
                .execute((instance, context) -> {
                    if (properties.enabled()) {
                        retention.run();
                    }
                });
    }
}
