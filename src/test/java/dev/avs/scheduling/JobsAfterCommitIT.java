package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.event.AbstractSchedulerListener;
import com.github.kagkarlsson.scheduler.event.SchedulerListener.SchedulerEventType;
import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Work queued inside a transaction runs once the transaction commits, not at the next poll (here an hour away):
 * db-scheduler's own wake-up checks for due work at the insert, before the job is visible, so a job queued only
 * if absent (an upload's reading, one per content) waited for the poll, a second on a default node.
 */
@TestPropertySource(properties = "avs.scheduling.polling-interval=1h")
@Import(JobsAfterCommitIT.Probe.class)
class JobsAfterCommitIT extends ServiceTest {

    private static final String PROBE = "jobs-after-commit-probe";
    private static final CountDownLatch RAN = new CountDownLatch(1);

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-jobs-after-commit");
    }

    @TestConfiguration
    static class Probe {

        @Bean
        Task<Void> afterCommitProbe() {
            return Tasks.oneTime(PROBE).execute((instance, context) -> RAN.countDown());
        }
    }

    @Autowired
    Jobs jobs;
    @Autowired
    @Qualifier("scheduler")
    Scheduler scheduler;
    @Autowired
    PlatformTransactionManager transactions;

    @Test
    void aJobQueuedIfAbsentInsideATransactionRunsOnceItCommits() {
        AtomicInteger dueChecks = new AtomicInteger();
        scheduler.registerSchedulerListener(new AbstractSchedulerListener() {
            @Override
            public void onSchedulerEvent(SchedulerEventType type) {
                if (type == SchedulerEventType.RAN_EXECUTE_DUE) {
                    dueChecks.incrementAndGet();
                }
            }
        });
        new TransactionTemplate(transactions).executeWithoutResult(status -> {
            int before = dueChecks.get();
            jobs.scheduleIfAbsent(new TaskInstance<>(PROBE, "1"), Instant.now());
            // the queue's own wake-up looks for due work now, while the job is not yet committed
            eventually(Duration.ofSeconds(10), dueChecks::get, n -> n > before);
        });

        eventually(Duration.ofSeconds(30), RAN::getCount, n -> n == 0);
    }
}
