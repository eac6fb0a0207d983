package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.persistence.AfterCommit;
import java.time.Instant;
import org.springframework.stereotype.Component;

/**
 * Schedules durable background work. Inside a transaction the job is stored by that transaction; once it commits,
 * this node looks for due work at once instead of waiting for the next poll. Each job goes to its task's queue:
 * callback deliveries to their own (see {@link SchedulingConfiguration}), everything else to the work queue.
 */
@Component
public class Jobs {

    /** Tasks whose names start with this run in the callback queue. */
    public static final String CALLBACK_TASK_PREFIX = "webhook-";

    private final Queues queues;

    Jobs(Queues queues) {
        this.queues = queues;
    }

    static boolean isCallbackTask(String taskName) {
        return taskName.startsWith(CALLBACK_TASK_PREFIX);
    }

    private Scheduler queueOf(TaskInstance<?> instance) {
        return isCallbackTask(instance.getTaskName()) ? queues.callbacks() : queues.work();
    }

    public <T> void schedule(TaskInstance<T> instance, Instant at) {
        Scheduler scheduler = queueOf(instance);
        scheduler.schedule(instance, at);
        checkSoon(scheduler);
    }

    /**
     * Makes the job due at {@code at}: schedules it if it does not exist, moves it if it waits. False if it is
     * running at this moment (it is then left alone).
     */
    public <T> boolean scheduleOrMove(TaskInstance<T> instance, Instant at) {
        Scheduler scheduler = queueOf(instance);
        var existing = scheduler.getScheduledExecution(instance);
        if (existing.isEmpty()) {
            schedule(instance, at);
            return true;
        }
        if (existing.get().isPicked()) {
            return false;
        }
        try {
            if (!scheduler.reschedule(instance, at)) {
                return false;
            }
        } catch (RuntimeException pickedMeanwhile) {
            return false;
        }
        checkSoon(scheduler);
        return true;
    }

    /** Looks for due work right after the current transaction commits (or now, outside one). */
    private static void checkSoon(Scheduler scheduler) {
        AfterCommit.run(scheduler::triggerCheckForDueExecutions);
    }

    /** Schedules the job unless one with the same instance id exists; true if it was scheduled now. */
    public <T> boolean scheduleIfAbsent(TaskInstance<T> instance, Instant at) {
        Scheduler scheduler = queueOf(instance);
        boolean scheduled = scheduler.scheduleIfNotExists(instance, at);
        if (scheduled) {
            // after the commit too: db-scheduler's own wake-up comes at the insert, before the row is visible, so
            // inside a transaction the job waited for the next poll (an upload's readings up to a second late)
            checkSoon(scheduler);
        }
        return scheduled;
    }
}
