package dev.avs.console;

import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.FixedDelay;
import java.time.Duration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;

/**
 * Deletes the console's expired sessions every ten minutes, on one node, as a job of the queues. Spring Session's
 * own cleanup is switched off ({@code spring.session.jdbc.cleanup-cron: "-"}): it ran on every node from a scheduler
 * of its own, which knows nothing of a database outage, so one that fell into an outage logged its stack trace; the
 * queues rest while the database cannot be reached. An operator command (no web server, so no sessions) has none.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
class ExpiredSessionsPurge {

    static final String TASK = "console-session-purge";

    @Bean
    RecurringTask<Void> consoleSessionPurgeTask(JdbcIndexedSessionRepository sessions) {
        return Tasks.recurring(TASK, FixedDelay.of(Duration.ofMinutes(10)))
                .execute((instance, context) -> sessions.cleanUpExpiredSessions());
    }
}
