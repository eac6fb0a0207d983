package dev.avs.form;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.scheduling.Jobs;
import java.time.Instant;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable job that expires a form URL at its {@code expires_at}, one per URL, picked by any node. A URL
 * submitted or already expired (lazily, by a page visit) makes it a no-op.
 */
@Configuration(proxyBeanMethods = false)
class FormUrlExpiryTask {

    static final String NAME = "form-url-expiry";

    @Bean
    OneTimeTask<String> formUrlExpiry(FormUrlService urls) {
        return Tasks.oneTime(NAME, String.class)
                .execute((instance, context) -> urls.expire(instance.getData(), false));
    }

    /** Schedules the expiry inside the caller's transaction. */
    static void schedule(Jobs jobs, String formUrlId, Instant at) {
        jobs.schedule(new TaskInstance<>(NAME, formUrlId, formUrlId), at);
    }
}
