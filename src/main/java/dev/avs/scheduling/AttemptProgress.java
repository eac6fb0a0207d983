package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.task.Execution;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the attempt of a job that this thread runs is working on, written to the job's row as it goes: the step (a
 * verification's check) and the file it reads. A node may die in the middle of an attempt, and then only what was
 * written before tells the node that gives the job up what it was doing. Each write is its own short transaction
 * (the row's lock must never wait for a caller's transaction, or the job's heartbeat would wait with it), and
 * carries the attempt's version of the row: an attempt already counted as failed writes nothing any more. Outside
 * the attempt of a job run through {@link Attempts} (a request, the console) it does nothing.
 */
@Component
public class AttemptProgress {

    /** The last step and file an attempt recorded. */
    record Progress(String step, String fileId) {
    }

    private static final ThreadLocal<Execution> CURRENT = new ThreadLocal<>();
    private static final int MAX_LENGTH = 100;

    private final JdbcClient jdbc;
    private final TransactionTemplate ownTransaction;

    AttemptProgress(JdbcClient jdbc, PlatformTransactionManager transactions) {
        this.jdbc = jdbc;
        this.ownTransaction = new TransactionTemplate(transactions);
        this.ownTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    }

    /** Records that the current attempt starts a step (a check); the file of the step before is forgotten. */
    public void step(String step) {
        write("attempt_step = :value, attempt_file = NULL", step);
    }

    /** Records that the current attempt reads a file. */
    public void file(String fileId) {
        write("attempt_file = :value", fileId);
    }

    private void write(String assignments, String value) {
        Execution attempt = CURRENT.get();
        if (attempt == null || value == null) {
            return;
        }
        String bounded = value.length() > MAX_LENGTH ? value.substring(0, MAX_LENGTH) : value;
        Runnable update = () -> jdbc.sql("UPDATE " + table(attempt) + " SET " + assignments
                        + " WHERE task_name = :task AND task_instance = :instance AND version = :version")
                .param("value", bounded).params(key(attempt)).param("version", attempt.version).update();
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            ownTransaction.executeWithoutResult(status -> update.run());
        } else {
            update.run();   // one statement, committed at once: no transaction to begin for it
        }
    }

    /** Runs an attempt of the job on this thread, recording its progress. */
    static <R> R during(Execution attempt, Supplier<R> work) {
        CURRENT.set(attempt);
        try {
            return work.get();
        } finally {
            CURRENT.remove();
        }
    }

    /** What the attempt of this execution recorded last. */
    Progress of(Execution execution) {
        return jdbc.sql("SELECT attempt_step, attempt_file FROM " + table(execution)
                        + " WHERE task_name = :task AND task_instance = :instance")
                .params(key(execution))
                .query((rs, n) -> new Progress(rs.getString(1), rs.getString(2)))
                .optional().orElse(new Progress(null, null));
    }

    /** Forgets what a failed attempt recorded, before the job is rescheduled. */
    void clear(Execution execution) {
        jdbc.sql("UPDATE " + table(execution) + " SET attempt_step = NULL, attempt_file = NULL"
                        + " WHERE task_name = :task AND task_instance = :instance AND version = :version"
                        + " AND (attempt_step IS NOT NULL OR attempt_file IS NOT NULL)")
                .params(key(execution)).param("version", execution.version).update();
    }

    private static Map<String, Object> key(Execution execution) {
        return Map.of("task", execution.taskInstance.getTaskName(),
                "instance", execution.taskInstance.getId());
    }

    private static String table(Execution execution) {
        return Jobs.isCallbackTask(execution.taskInstance.getTaskName()) ? Queues.CALLBACK_TABLE : Queues.WORK_TABLE;
    }
}
