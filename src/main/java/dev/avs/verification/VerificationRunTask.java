package dev.avs.verification;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Jobs;
import java.time.Instant;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that runs a verification, one per verification id, picked by any node. A failed run is retried
 * with growing delays; after the last attempt the verification goes to a person with CHECK_ERROR.
 */
@Configuration(proxyBeanMethods = false)
class VerificationRunTask {

    static final String NAME = "verification-run";

    @Bean
    OneTimeTask<String> verificationRun(VerificationEngine engine, VerificationProperties properties) {
        FailureHandler<String> retries = new FailureHandler.MaxRetriesFailureHandler<>(properties.maxAttempts() - 1,
                new FailureHandler.ExponentialBackoffFailureHandler<>(properties.retryDelay()),
                (complete, operations) -> engine.giveUp(complete.getExecution().taskInstance.getId(),
                        complete.getCause().map(Throwable::getClass).map(Class::getSimpleName).orElse("unknown")));
        return Tasks.oneTime(NAME, String.class)
                .onFailure(retries)
                .execute((instance, context) -> engine.run(instance.getData()));
    }

    /** Queues the run of a verification, inside the caller's transaction. */
    static void schedule(Jobs jobs, String verificationId, Instant at) {
        jobs.schedule(new TaskInstance<>(NAME, verificationId, verificationId), at);
    }
}
