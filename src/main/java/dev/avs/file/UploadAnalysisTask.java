package dev.avs.file;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.account.AccountId;
import dev.avs.scheduling.Attempts;
import dev.avs.scheduling.JobAttempts;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The one way uploaded content is analysed: a db-scheduler job per content and {@link ContentAnalysis}, queued
 * after each upload for the analyses that want every upload, or when a module asks ({@link UploadAnalyses}).
 * Content that breaks an engine is not tried forever: an attempt that fails, whose node stops before it ends (an
 * engine that takes the process down), or that passes {@code avs.file.analysis.deadline}, counts, and after
 * {@code avs.file.analysis.max-attempts} the analysis of that content is given up for good: never queued again,
 * the check that needs it analyses the file itself (within its own bounded attempts) or reports it.
 */
@Configuration(proxyBeanMethods = false)
class UploadAnalysisTask {

    static final String NAME = "upload-analysis";
    static final Duration HAND_BACK = Duration.ofSeconds(2);

    @Bean
    CustomTask<String> uploadAnalysis(List<ContentAnalysis> analyses, UploadAnalyses queue, JobAttempts jobAttempts,
                                      FileProperties properties, Clock clock) {
        Map<String, ContentAnalysis> byName = analyses.stream()
                .collect(Collectors.toMap(ContentAnalysis::name, Function.identity()));
        Attempts<String> attempts = jobAttempts.limit(properties.analysis().maxAttempts(),
                new FailureHandler.OnFailureRetryLater<>(properties.analysis().retryDelay()), properties.analysis().deadline(),
                (job, failure) -> queue.givenUp(job.getId()));
        return Tasks.custom(NAME, String.class)
                .onFailure(attempts)
                .onDeadExecution(attempts)
                .execute((instance, context) -> {
                    ContentAnalysis analysis = byName.get(UploadAnalyses.analysisOf(instance.getId()));
                    if (analysis == null) {
                        // an analysis this version no longer has
                        return new CompletionHandler.OnCompleteRemove<>();
                    }
                    if (!analysis.runsHere()) {
                        return (complete, operations) -> operations.reschedule(complete,
                                clock.instant().plus(HAND_BACK));
                    }
                    String[] accountAndFile = instance.getData().split(":", 2);
                    // storing an analysis twice does no harm: one abandoned at its deadline may still finish
                    attempts.run(context, () -> analysis.analyse(new AccountId(accountAndFile[0]), accountAndFile[1]));
                    return new CompletionHandler.OnCompleteRemove<>();
                });
    }

    /** Queues, after each upload, the analyses that want it. */
    @Component
    static class OnUpload {

        private final List<ContentAnalysis> analyses;
        private final UploadAnalyses queue;

        OnUpload(List<ContentAnalysis> analyses, UploadAnalyses queue) {
            this.analyses = analyses;
            this.queue = queue;
        }

        @EventListener
        void on(FileStored stored) {
            analyses.stream().filter(a -> a.onUpload(stored))
                    .forEach(a -> queue.queue(a.name(), stored.account(), stored.fileId(), stored.sha256()));
        }
    }
}
