package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.task.DeadExecutionHandler;
import com.github.kagkarlsson.scheduler.task.Execution;
import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import com.github.kagkarlsson.scheduler.task.ExecutionContext;
import com.github.kagkarlsson.scheduler.task.ExecutionOperations;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.scheduling.AttemptFailure.How;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The attempts of one task's jobs, bounded ({@link JobAttempts} makes them). An attempt fails when it throws, when
 * its node stops before it ends (db-scheduler finds the job's heartbeat stale: the process died, was killed or shut
 * down), or when it passes its deadline. A failed attempt is retried by the task's own retry handler; the failure
 * that makes {@code maxAttempts} runs the task's {@link GiveUp} instead, and the job is gone: a job that takes its
 * node down is tried a bounded number of times, however often nodes restart. The task passes this object as both
 * its failure handler and its dead-execution handler, and runs its work through {@link #run}.
 */
public final class Attempts<T> implements FailureHandler<T>, DeadExecutionHandler<T> {

    /** What a task does with a job whose last attempt failed. */
    @FunctionalInterface
    public interface GiveUp<T> {
        /**
         * Runs before the job is removed; if it throws, or the job cannot be removed after it, the job stays, is
         * found again (as a dead execution) and given up again: doing it twice must do no harm.
         */
        void giveUp(TaskInstance<T> job, AttemptFailure failure);
    }

    private static final Logger log = LoggerFactory.getLogger(Attempts.class);

    private final int maxAttempts;
    private final FailureHandler<T> retry;
    private final Duration deadline;
    private final GiveUp<T> giveUp;
    private final AttemptProgress progress;

    Attempts(int maxAttempts, FailureHandler<T> retry, Duration deadline, GiveUp<T> giveUp,
             AttemptProgress progress) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("A job needs at least one attempt");
        }
        this.maxAttempts = maxAttempts;
        this.retry = retry;
        this.deadline = deadline;
        this.giveUp = giveUp;
        this.progress = progress;
    }

    /**
     * Runs one attempt of the job and returns its result. With a deadline the work runs on a thread of its own and
     * the worker waits for it until the deadline; then the work is interrupted and abandoned (code stuck in a
     * native library cannot be stopped, only left), and the attempt fails: the job is retried or given up, and the
     * abandoned work's result, whenever it comes, goes nowhere. Work with side effects of its own must therefore
     * return what it found and let the caller act on it, or be harmless when done twice.
     */
    public <R> R run(ExecutionContext context, Supplier<R> work) {
        Execution attempt = context.getExecution();
        if (deadline == null) {
            return AttemptProgress.during(attempt, work);
        }
        CompletableFuture<R> result = new CompletableFuture<>();
        Thread attemptThread = Thread.ofPlatform().daemon().name("attempt-" + attempt.taskInstance.getTaskName())
                .start(() -> {
                    try {
                        result.complete(AttemptProgress.during(attempt, work));
                    } catch (Throwable e) {
                        result.completeExceptionally(e);
                    }
                });
        try {
            return result.get(deadline.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            attemptThread.interrupt();
            throw new Abandoned(How.DEADLINE_PASSED, "The attempt passed its deadline of " + deadline);
        } catch (InterruptedException e) {
            // The node is shutting down and stopped waiting. The flag is not set again: the failure handler still
            // has to record the failed attempt on this thread, and the thread ends with the shutdown anyway.
            attemptThread.interrupt();
            throw new Abandoned(How.NODE_STOPPED, "The node stopped during the attempt");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
        }
    }

    /** {@link #run(ExecutionContext, Supplier)} for work without a result. */
    public void run(ExecutionContext context, Runnable work) {
        run(context, () -> {
            work.run();
            return null;
        });
    }

    @Override
    public void onFailure(ExecutionComplete complete, ExecutionOperations<T> operations) {
        How how = complete.getCause().filter(Abandoned.class::isInstance).map(c -> ((Abandoned) c).how)
                .orElse(How.ERROR);
        failed(complete, operations, how);
    }

    @Override
    public void deadExecution(ExecutionComplete complete, ExecutionOperations<T> operations) {
        failed(complete, operations, How.NODE_STOPPED);
    }

    /**
     * db-scheduler commits each change to the job at once (its own repository commits even inside a caller's
     * transaction), so the give-up and the removal cannot be one transaction: the give-up runs first, and if the
     * job cannot be removed after it (the node dies in between, or another node that found the same dead job
     * removed it first), it is found again and given up again, which {@link GiveUp} makes harmless.
     */
    @SuppressWarnings("unchecked")
    private void failed(ExecutionComplete complete, ExecutionOperations<T> operations, How how) {
        Execution execution = complete.getExecution();
        int attempts = execution.consecutiveFailures + 1;
        if (attempts < maxAttempts) {
            progress.clear(execution);
            retry.onFailure(complete, operations);
            return;
        }
        AttemptProgress.Progress last = progress.of(execution);
        log.warn("Giving up the job {} after {} attempts; the last one ended with {}", execution.taskInstance,
                attempts, how);
        giveUp.giveUp((TaskInstance<T>) execution.taskInstance,
                new AttemptFailure(how, attempts, last.step(), last.fileId()));
        operations.remove();
    }

    /** Why the worker stopped waiting for an attempt. */
    private static final class Abandoned extends RuntimeException {
        private final How how;

        Abandoned(How how, String message) {
            super(message, null, false, false);
            this.how = how;
        }
    }
}
