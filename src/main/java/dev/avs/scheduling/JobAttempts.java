package dev.avs.scheduling;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import java.time.Duration;
import org.springframework.stereotype.Component;

/**
 * Makes the bounded {@link Attempts} of a task: the rule for every job whose re-run could take a node down again
 * (it reads an applicant's files, say), so that no job is run again at every start of a node.
 */
@Component
public class JobAttempts {

    private final AttemptProgress progress;

    JobAttempts(AttemptProgress progress) {
        this.progress = progress;
    }

    /**
     * @param maxAttempts attempts of one job, each failure counted: a throw, its node stopping, its deadline passing
     * @param retry       what happens after a failed attempt that is not the last (a retry later)
     * @param deadline    how long one attempt may run; null for no deadline
     * @param giveUp      what happens after the last failed attempt; it must do no harm when done twice
     */
    public <T> Attempts<T> limit(int maxAttempts, FailureHandler<T> retry, Duration deadline,
                                 Attempts.GiveUp<T> giveUp) {
        return new Attempts<>(maxAttempts, retry, deadline, giveUp, progress);
    }
}
