package dev.avs.form.page;

import dev.avs.form.Form;
import dev.avs.form.FormRepository;
import dev.avs.form.FormUrl;
import dev.avs.form.FormUrlRepository;
import dev.avs.form.FormUrlService;
import dev.avs.form.Secrets;
import java.time.Clock;
import org.springframework.stereotype.Component;

/**
 * Finds the form URL behind a page request by its secret, expiring it on the spot when its time is up (the
 * scheduled expiry may not have run yet), and the step pages that serve it. The request's pages then speak the
 * URL's language, when it has one.
 */
@Component
class FormPages {

    /** What a secret leads to. */
    sealed interface Found permits Open, Closed, Unknown {
    }

    record Open(FormContext context) implements Found {
    }

    /** Submitted or expired. */
    record Closed(FormUrl url, Form form) implements Found {
    }

    record Unknown() implements Found {
    }

    private final FormUrlRepository urls;
    private final FormRepository forms;
    private final FormUrlService service;
    private final Steps steps;
    private final StepEngine engine;
    private final ReviewPage review;
    private final Clock clock;
    private final PageLanguage language;

    FormPages(FormUrlRepository urls, FormRepository forms, FormUrlService service, Steps steps, StepEngine engine,
              ReviewPage review, Clock clock, PageLanguage language) {
        this.language = language;
        this.urls = urls;
        this.forms = forms;
        this.service = service;
        this.steps = steps;
        this.engine = engine;
        this.review = review;
        this.clock = clock;
    }

    Found find(String secret) {
        if (!Secrets.isWellFormed(secret)) {
            return new Unknown();
        }
        FormUrl url = urls.findBySecretHash(Secrets.hash(secret)).orElse(null);
        if (url == null) {
            return new Unknown();
        }
        if (url.isOpen() && url.isDue(clock.instant())) {
            service.expire(url.id(), true);
            url = urls.findBySecretHash(Secrets.hash(secret)).orElseThrow();
        }
        language.follow(url);
        Form form = forms.find(url.accountId(), url.formId()).orElseThrow();
        return url.isOpen() ? new Open(new FormContext(url, form, secret)) : new Closed(url, form);
    }

    /** The page of a step: the review, or a step the engine shows from its definition for this form. */
    StepPage page(FormContext context, Step step) {
        return step == Step.REVIEW ? review : engine.page(steps.of(context, step).orElseThrow());
    }
}
