package dev.avs.file;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.account.AccountId;
import dev.avs.persistence.Timestamps;
import dev.avs.scheduling.Jobs;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Queues the analyses of uploaded content: one job per content and analysis ({@code <analysis>:<sha256>}), so a
 * photo uploaded twice, or by two accounts, is analysed once. The job itself is {@link UploadAnalysisTask}. An
 * analysis given up for a content (its attempts took their nodes down, say) is not queued again for it.
 */
@Component
public class UploadAnalyses {

    private static final Logger log = LoggerFactory.getLogger(UploadAnalyses.class);

    private final Jobs jobs;
    private final Files files;
    private final JdbcClient jdbc;
    private final Clock clock;

    UploadAnalyses(Jobs jobs, Files files, JdbcClient jdbc, Clock clock) {
        this.jobs = jobs;
        this.files = files;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Queues an analysis of a photo of the account unless one is queued already; other files are skipped. */
    public void request(String analysis, AccountId account, String fileId) {
        if (fileId != null) {
            files.find(account, fileId).filter(FileMetadata::isImage)
                    .ifPresent(file -> queue(analysis, account, fileId, file.sha256()));
        }
    }

    void queue(String analysis, AccountId account, String fileId, String sha256) {
        if (isGivenUp(analysis, sha256)) {
            return;
        }
        jobs.scheduleIfAbsent(new TaskInstance<>(UploadAnalysisTask.NAME, analysis + ":" + sha256,
                account.value() + ":" + fileId), clock.instant());
    }

    static String analysisOf(String jobId) {
        return jobId.substring(0, jobId.indexOf(':'));
    }

    private boolean isGivenUp(String analysis, String sha256) {
        return jdbc.sql("SELECT COUNT(*) FROM upload_analysis_given_up WHERE analysis = :analysis AND sha256 = :sha")
                .param("analysis", analysis).param("sha", sha256).query(Long.class).single() > 0;
    }

    /** Records that the analysis of a job's content was given up (once, however often it is given up). */
    void givenUp(String jobId) {
        String analysis = analysisOf(jobId);
        String sha256 = jobId.substring(analysis.length() + 1);
        log.warn("The {} analysis of an upload was given up after its last attempt; checks analyse it themselves",
                analysis);
        try {
            jdbc.sql("INSERT INTO upload_analysis_given_up (analysis, sha256, given_up_at) VALUES (:analysis, :sha, :at)")
                    .param("analysis", analysis).param("sha", sha256).param("at", Timestamps.sql(clock.instant()))
                    .update();
        } catch (DuplicateKeyException recordedBefore) {
            // given up before: by another node that found the same dead job, or before this job could be removed
        }
    }

    /** What was concluded about a content goes with it. */
    @EventListener
    void on(FileContentForgotten forgotten) {
        jdbc.sql("DELETE FROM upload_analysis_given_up WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
    }
}
