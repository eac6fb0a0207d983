package dev.avs.face;

import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.avs.account.AccountId;
import dev.avs.file.FileStored;
import dev.avs.scheduling.Jobs;
import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Analyses every uploaded photo in the background, once per content (the job's id is the content's hash), on
 * whichever node picks it, so that the FACIAL check later only reads the result. A verification that comes
 * first analyses the photo itself.
 */
@Configuration(proxyBeanMethods = false)
class FaceAnalysisTask {

    static final String NAME = "face-analysis";

    @Bean
    OneTimeTask<String> faceAnalysis(Faces faces) {
        return Tasks.oneTime(NAME, String.class).execute((instance, context) -> {
            String[] accountAndFile = instance.getData().split(":", 2);
            faces.analysis(new AccountId(accountAndFile[0]), accountAndFile[1]);
        });
    }

    /** Queues the analysis of each stored photo (not of PDFs). */
    @Component
    static class Uploads {

        private final Jobs jobs;
        private final Faces faces;
        private final Clock clock;

        Uploads(Jobs jobs, Faces faces, Clock clock) {
            this.jobs = jobs;
            this.faces = faces;
            this.clock = clock;
        }

        @EventListener
        void on(FileStored stored) {
            if (faces.enabled() && stored.contentType().startsWith("image/")) {
                jobs.scheduleIfAbsent(new TaskInstance<>(NAME, stored.sha256(), stored.account().value() + ":"
                        + stored.fileId()), clock.instant());
            }
        }
    }
}
