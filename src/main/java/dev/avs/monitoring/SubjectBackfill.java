package dev.avs.monitoring;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.applicant.ApplicantChanges;
import dev.avs.persistence.Timestamps;
import dev.avs.scheduling.Jobs;
import dev.avs.verification.Verifications;
import java.time.Clock;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Once per installation: monitors the applicants decided before monitoring existed, as if each one's latest
 * completed verification had just completed. A durable job (one node runs it, another resumes it), a page of
 * applicants per transaction; an applicant that already has monitored subjects (a verification completed since)
 * is left as it is.
 */
@Component
class SubjectBackfill {

    private static final Logger log = LoggerFactory.getLogger(SubjectBackfill.class);

    static final String NAME = "monitoring-backfill";
    private static final int PAGE = 500;

    private final Verifications verifications;
    private final SubjectRegistration registration;
    private final ApplicantChanges applicants;
    private final MonitoredSubjectRepository subjects;
    private final TransactionTemplate transactions;
    private final JdbcClient jdbc;
    private final Jobs jobs;
    private final Clock clock;

    SubjectBackfill(Verifications verifications, SubjectRegistration registration, ApplicantChanges applicants,
                    MonitoredSubjectRepository subjects, TransactionTemplate transactions, JdbcClient jdbc, Jobs jobs,
                    Clock clock) {
        this.verifications = verifications;
        this.registration = registration;
        this.applicants = applicants;
        this.subjects = subjects;
        this.transactions = transactions;
        this.jdbc = jdbc;
        this.jobs = jobs;
        this.clock = clock;
    }

    @EventListener(ApplicationReadyEvent.class)
    void queueOnce() {
        if (!done()) {
            jobs.scheduleIfAbsent(new TaskInstance<>(NAME, "once"), clock.instant());
        }
    }

    boolean done() {
        return jdbc.sql("SELECT COUNT(*) FROM monitoring_setup WHERE name = :name").param("name", NAME)
                .query(Integer.class).single() > 0;
    }

    void run() {
        if (done()) {
            return;
        }
        String after = "";
        int registered = 0;
        while (true) {
            List<Verifications.LatestCompleted> page = verifications.latestCompleted(after, PAGE);
            if (page.isEmpty()) {
                break;
            }
            registered += transactions.execute(status -> {
                int count = 0;
                for (Verifications.LatestCompleted latest : page) {
                    var decided = verifications.decided(latest.account(), latest.verificationId()).orElse(null);
                    if (decided != null && subjects.ofApplicant(latest.account().value(), decided.applicantId()).isEmpty()) {
                        registration.register(latest.account(), decided);
                        applicants.touched(latest.account(), decided.applicantId());
                        count++;
                    }
                }
                return count;
            });
            after = page.getLast().verificationId();
        }
        jdbc.sql("INSERT INTO monitoring_setup (name, done_at) VALUES (:name, :at)").param("name", NAME)
                .param("at", Timestamps.sql(clock.instant())).update();
        log.info("Monitoring: {} applicants decided before monitoring existed were looked at", registered);
    }
}
