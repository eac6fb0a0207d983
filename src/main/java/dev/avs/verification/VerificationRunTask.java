package dev.avs.verification;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Attempts;
import dev.avs.scheduling.JobAttempts;
import dev.avs.scheduling.Jobs;
import java.time.Instant;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that runs a verification, one per verification id, picked by any node. A run that fails, whose
 * node stops before it ends, or that passes {@code avs.verification.run-deadline}, is a failed attempt, retried
 * with growing delays; after {@code max-attempts} the verification goes to a person (FILE_UNPROCESSABLE when runs
 * were cut off while reading a file, else CHECK_ERROR) and the job is gone. The decision is recorded by the worker
 * once the run's checks are done in time, never by a run abandoned at its deadline.
 */
@Configuration(proxyBeanMethods = false)
class VerificationRunTask {

    static final String NAME = "verification-run";

    @Bean
    OneTimeTask<String> verificationRun(VerificationEngine engine, VerificationProperties properties,
                                        JobAttempts jobAttempts) {
        Attempts<String> attempts = jobAttempts.limit(properties.maxAttempts(),
                new FailureHandler.ExponentialBackoffFailureHandler<>(properties.retryDelay()),
                properties.runDeadline(), (job, failure) -> engine.giveUp(job.getId(), failure));
        return Tasks.oneTime(NAME, String.class)
                .onFailure(attempts)
                .onDeadExecution(attempts)
                .execute((instance, context) -> {
                    VerificationEngine.Findings findings = attempts.run(context, () -> engine.check(instance.getData()));
                    if (findings != null) {
                        engine.decide(findings);
                    }
                });
    }

    /** Queues the run of a verification, inside the caller's transaction. */
    static void schedule(Jobs jobs, String verificationId, Instant at) {
        jobs.schedule(new TaskInstance<>(NAME, verificationId, verificationId), at);
    }
}
