package dev.avs.form.page;

import dev.avs.form.FormUrl;
import dev.avs.form.FormUrlRepository;
import dev.avs.form.Progress;
import dev.avs.web.ApiException;
import java.time.Clock;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Applies a step's answers with the URL's row locked, so that two tabs cannot interleave. The facades' writes
 * run in a savepoint: if any part of the step is refused, none of it stays, while what was typed (and the photos
 * already stored) is kept in the progress so that the page shows it again.
 */
@Component
class StepRunner {

    enum Result { DONE, REFUSED, CLOSED }

    /** Thrown inside the savepoint to undo a step that the page refused on its own checks. */
    private static final class Refused extends RuntimeException {
        Refused() {
            super(null, null, false, false);
        }
    }

    private final FormUrlRepository urls;
    private final TransactionTemplate transaction;
    private final TransactionTemplate savepoint;
    private final Texts texts;
    private final Clock clock;

    StepRunner(FormUrlRepository urls, PlatformTransactionManager transactions, Texts texts, Clock clock) {
        this.urls = urls;
        this.transaction = new TransactionTemplate(transactions);
        this.savepoint = new TransactionTemplate(transactions);
        this.savepoint.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
        this.texts = texts;
        this.clock = clock;
    }

    /**
     * Keeps {@code entered} and {@code uploads} (named ids) in the step's progress, then runs {@code work} on a copy
     * of the progress; the copy is stored, and the step marked done when {@code done}, only if the work neither
     * threw nor left problems in {@code errors}. {@code fieldOf} maps the API's parameters to the page's inputs.
     */
    Result apply(FormContext context, Step step, Map<String, String> entered, Map<String, String> uploads,
                 PageErrors errors, Function<String, String> fieldOf, boolean done, Consumer<Progress> work) {
        return transaction.execute(status -> {
            FormUrl url = urls.lock(context.url().id()).orElse(null);
            if (url == null || !url.isOpen() || url.isDue(clock.instant())) {
                return Result.CLOSED;
            }
            Progress progress = url.progress().copy();
            if (entered != null) {
                progress.keep(step.name(), entered);
            }
            uploads.forEach(progress::setId);
            Progress attempt = progress.copy();
            try {
                savepoint.executeWithoutResult(s -> {
                    work.accept(attempt);
                    if (errors.any()) {
                        throw new Refused();
                    }
                });
                if (done) {
                    attempt.markDone(step.name());
                }
                urls.saveProgress(url, attempt, clock.instant());
                return Result.DONE;
            } catch (ApiException refused) {
                errors.add(refused, fieldOf, texts);
            } catch (Refused refused) {
                // the problems are in errors already
            }
            urls.saveProgress(url, progress, clock.instant());
            return Result.REFUSED;
        });
    }

    /**
     * Removes an item the applicant added on this step and listed under {@code list} (ids of other lists or other
     * applicants are ignored); the page stays where it is.
     */
    StepPage.Outcome removeListed(FormContext context, Step step, String list, String id, Consumer<String> removal) {
        PageErrors errors = new PageErrors();
        Result result = apply(context, step, null, Map.of(), errors, p -> null, false, progress -> {
            if (progress.list(list).contains(id)) {
                removal.accept(id);
                progress.remove(list, id);
            }
        });
        return StepPage.Outcome.of(result, StepPage.Outcome.stay(), context.progress().values(step.name()), errors);
    }
}
