package dev.avs.reading;

import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.account.AccountId;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Reads a document photo's MRZ in the background, once per content (the job's id is the content's hash), on
 * whichever node picks it, so that views and the DOCUMENT check later only look the result up. A verification
 * that comes first reads the photo itself.
 */
@Configuration(proxyBeanMethods = false)
class MrzReadingTask {

    static final String NAME = "mrz-reading";

    @Bean
    OneTimeTask<String> mrzReading(MrzReadings readings) {
        return Tasks.oneTime(NAME, String.class).execute((instance, context) -> {
            String[] accountAndFile = instance.getData().split(":", 2);
            readings.reading(new AccountId(accountAndFile[0]), accountAndFile[1]);
        });
    }
}
