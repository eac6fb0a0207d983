package dev.avs.monitoring;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Jobs;
import java.time.Instant;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that screens one list version's new entries against every monitored subject: one per run, picked
 * by one node of the cluster, picked again by another if that node dies. A failed attempt is retried with growing
 * delays (alerts already raised are not raised twice).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MonitoringProperties.class)
class MonitoringRunTask {

    static final String NAME = "monitoring-run";
    private static final int ATTEMPTS = 8;

    @Bean
    OneTimeTask<String> monitoringRun(MonitoringRunner runner, MonitoringProperties properties) {
        return Tasks.oneTime(NAME, String.class)
                .onFailure(new FailureHandler.MaxRetriesFailureHandler<>(ATTEMPTS - 1,
                        new FailureHandler.ExponentialBackoffFailureHandler<>(properties.retryDelay())))
                .execute((instance, context) -> runner.run(instance.getData()));
    }

    /** The one-off monitoring of applicants decided before monitoring existed ({@link SubjectBackfill}). */
    @Bean
    OneTimeTask<Void> monitoringBackfill(SubjectBackfill backfill, MonitoringProperties properties) {
        return Tasks.oneTime(SubjectBackfill.NAME, Void.class)
                .onFailure(new FailureHandler.MaxRetriesFailureHandler<>(ATTEMPTS - 1,
                        new FailureHandler.ExponentialBackoffFailureHandler<>(properties.retryDelay())))
                .execute((instance, context) -> backfill.run());
    }

    /** Queues the run, inside the caller's transaction. */
    static void schedule(Jobs jobs, String runId, Instant at) {
        jobs.schedule(new TaskInstance<>(NAME, runId, runId), at);
    }
}
