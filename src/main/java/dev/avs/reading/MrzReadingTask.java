package dev.avs.reading;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.account.AccountId;
import java.time.Clock;
import java.time.Duration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Reads a document photo's MRZ in the background, once per content (the job's id is the content's hash), on
 * whichever node picks it, so that views and the DOCUMENT check later only look the result up. A verification
 * that comes first reads the photo itself. A node that does not read (reading switched off there) hands the job
 * back for a few seconds, so that a node that reads takes it, rather than dropping it.
 */
@Configuration(proxyBeanMethods = false)
class MrzReadingTask {

    static final String NAME = "mrz-reading";
    static final Duration HAND_BACK = Duration.ofSeconds(2);

    @Bean
    CustomTask<String> mrzReading(MrzReadings readings, Clock clock) {
        return Tasks.custom(NAME, String.class)
                // a photo that breaks the engine is not tried forever: the check reads it itself when it needs it
                .onFailure(new FailureHandler.MaxRetriesFailureHandler<>(3,
                        new FailureHandler.OnFailureRetryLater<>(Duration.ofMinutes(1))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    if (!readings.readsHere()) {
                        return (complete, operations) -> operations.reschedule(complete,
                                clock.instant().plus(HAND_BACK));
                    }
                    String[] accountAndFile = instance.getData().split(":", 2);
                    readings.reading(new AccountId(accountAndFile[0]), accountAndFile[1]);
                    return new CompletionHandler.OnCompleteRemove<>();
                });
    }
}
