package dev.avs.form;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * Finds the form URL behind a page request by its secret, expiring it on the spot when its time is up (the
 * scheduled expiry may not have run yet), and the step pages that serve it.
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
    private final Map<Step, StepPage> pages;
    private final CompanyDocumentsStep companyDocuments;
    private final Clock clock;

    FormPages(FormUrlRepository urls, FormRepository forms, FormUrlService service, List<StepPage> pages,
              CompanyDocumentsStep companyDocuments, Clock clock) {
        this.urls = urls;
        this.forms = forms;
        this.service = service;
        this.pages = pages.stream().filter(p -> p != companyDocuments)
                .collect(Collectors.toMap(StepPage::step, Function.identity()));
        this.companyDocuments = companyDocuments;
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
        Form form = forms.find(url.accountId(), url.formId()).orElseThrow();
        return url.isOpen() ? new Open(new FormContext(url, form, secret)) : new Closed(url, form);
    }

    /** The page of a step: a company's documents are a list, a person's identity document is one. */
    StepPage page(FormContext context, Step step) {
        return step == Step.DOCUMENT && context.isCompany() ? companyDocuments : pages.get(step);
    }
}
