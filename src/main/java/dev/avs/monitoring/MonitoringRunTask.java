package dev.avs.monitoring;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Attempts;
import dev.avs.scheduling.JobAttempts;
import dev.avs.scheduling.Jobs;
import java.time.Instant;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that screens one list version's new entries against every monitored subject: one per run, picked
 * by one node of the cluster, picked again by another if that node dies. A failed attempt, and one whose node
 * stopped before it ended, is retried with growing delays (alerts already raised are not raised twice), up to
 * {@value #ATTEMPTS} attempts: a run that takes its node down is not run again at every start. No deadline: a
 * run screens every subject, and how long that takes grows with the lists and the subjects.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(MonitoringProperties.class)
class MonitoringRunTask {

    static final String NAME = "monitoring-run";
    private static final int ATTEMPTS = 8;

    @Bean
    OneTimeTask<String> monitoringRun(MonitoringRunner runner, MonitoringProperties properties,
                                      JobAttempts jobAttempts) {
        Attempts<String> attempts = attempts(jobAttempts, properties);
        return Tasks.oneTime(NAME, String.class)
                .onFailure(attempts)
                .onDeadExecution(attempts)
                .execute((instance, context) -> attempts.run(context, () -> runner.run(instance.getData())));
    }

    /** The one-off monitoring of applicants decided before monitoring existed ({@link SubjectBackfill}). */
    @Bean
    OneTimeTask<Void> monitoringBackfill(SubjectBackfill backfill, MonitoringProperties properties,
                                         JobAttempts jobAttempts) {
        Attempts<Void> attempts = attempts(jobAttempts, properties);
        return Tasks.oneTime(SubjectBackfill.NAME, Void.class)
                .onFailure(attempts)
                .onDeadExecution(attempts)
                .execute((instance, context) -> attempts.run(context, backfill::run));
    }

    /** After the last attempt the run is left undone (logged), as it always was after repeated failures. */
    private static <T> Attempts<T> attempts(JobAttempts jobAttempts, MonitoringProperties properties) {
        return jobAttempts.limit(ATTEMPTS, new FailureHandler.ExponentialBackoffFailureHandler<>(properties.retryDelay()),
                null, (job, failure) -> {
                });
    }

    /** Queues the run, inside the caller's transaction. */
    static void schedule(Jobs jobs, String runId, Instant at) {
        jobs.schedule(new TaskInstance<>(NAME, runId, runId), at);
    }
}
