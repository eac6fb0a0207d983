package dev.avs.file;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.account.AccountId;
import dev.avs.scheduling.Jobs;
import java.time.Clock;
import org.springframework.stereotype.Component;

/**
 * Queues the analyses of uploaded content: one job per content and analysis ({@code <analysis>:<sha256>}), so a
 * photo uploaded twice, or by two accounts, is analysed once. The job itself is {@link UploadAnalysisTask}.
 */
@Component
public class UploadAnalyses {

    private final Jobs jobs;
    private final Files files;
    private final Clock clock;

    UploadAnalyses(Jobs jobs, Files files, Clock clock) {
        this.jobs = jobs;
        this.files = files;
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
        jobs.scheduleIfAbsent(new TaskInstance<>(UploadAnalysisTask.NAME, analysis + ":" + sha256,
                account.value() + ":" + fileId), clock.instant());
    }
}
