package dev.avs.form.page;

import dev.avs.form.FormUrl;
import dev.avs.form.FormUrlRepository;
import dev.avs.form.Progress;
import dev.avs.reference.DocumentType;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.FieldError;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The final submit: the verification pins the evidence the pages created and starts ({@code unused → pending}),
 * and the URL closes as used, in one transaction. When the checks lack something ({@code insufficient_data}),
 * each gap becomes a message on the step that can fix it, and the applicant is sent back there.
 */
@Component
class Submission {

    private static final Set<String> PROFILE_FIELDS = Set.of("first_name", "last_name", "dob", "residence_country",
            "company_name", "registration_country", "registration_number");

    private final FormUrlRepository urls;
    private final Verifications verifications;
    private final TransactionTemplate transaction;
    private final TransactionTemplate savepoint;
    private final Texts texts;
    private final Clock clock;

    Submission(FormUrlRepository urls, Verifications verifications, PlatformTransactionManager transactions,
               Texts texts, Clock clock) {
        this.urls = urls;
        this.verifications = verifications;
        this.transaction = new TransactionTemplate(transactions);
        this.savepoint = new TransactionTemplate(transactions);
        this.savepoint.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
        this.texts = texts;
        this.clock = clock;
    }

    StepPage.Outcome submit(FormContext context, PageErrors errors) {
        return transaction.execute(status -> {
            FormUrl url = urls.lock(context.url().id()).orElse(null);
            if (url == null || !url.isOpen() || url.isDue(clock.instant())) {
                return StepPage.Outcome.closed();
            }
            Progress progress = url.progress().copy();
            progress.notices().remove(Step.REVIEW.name());
            try {
                savepoint.executeWithoutResult(s -> verifications.submit(context.account(), url.verificationId(),
                        progress.applicantId()));
            } catch (ApiException refused) {
                return refused(context, url, progress, refused, errors);
            }
            urls.close(url, FormUrl.SUBMITTED, progress, clock.instant());
            String redirect = url.redirectUrl() != null ? url.redirectUrl() : context.form().redirectUrl();
            return StepPage.Outcome.away(redirect == null ? "/form/" + context.secret()
                    : UriComponentsBuilder.fromUriString(redirect)
                    .queryParam("verification_id", url.verificationId())
                    .queryParam("status", "pending")
                    .encode().build().toUriString());
        });
    }

    private StepPage.Outcome refused(FormContext context, FormUrl url, Progress progress, ApiException refused,
                                     PageErrors errors) {
        if (refused.type() == ErrorType.EDIT_DENIED) {
            return StepPage.Outcome.closed();
        }
        if (refused.type() != ErrorType.INSUFFICIENT_DATA && refused.type() != ErrorType.NOT_FOUND) {
            errors.general(texts.get(refused.type() == ErrorType.VERIFICATION_EXISTS ? "error.verification_exists"
                    : "error.submit"));
            return StepPage.Outcome.invalid(Map.of(), errors);
        }
        List<FieldError> gaps = refused.type() == ErrorType.NOT_FOUND
                ? List.of(new FieldError("first_name", "no applicant")) : refused.errors();
        List<Step> steps = context.steps();
        Step first = null;
        for (FieldError gap : gaps) {
            Step step = stepFor(context, gap);
            String notice = noticeFor(gap);
            if (!steps.contains(step)) {
                step = Step.REVIEW;
                notice = "gap.unreachable";
            }
            progress.addNotice(step.name(), notice);
            progress.done().remove(step.name());
            if (first == null || steps.indexOf(step) < steps.indexOf(first)) {
                first = step;
            }
        }
        urls.saveProgress(url, progress, clock.instant());
        if (first == Step.REVIEW || first == null) {
            progress.notices(Step.REVIEW.name()).forEach(key -> errors.general(texts.get(key)));
            return StepPage.Outcome.invalid(Map.of(), errors);
        }
        return StepPage.Outcome.away(context.path(first));
    }

    private static Step stepFor(FormContext context, FieldError gap) {
        String message = gap.message() == null ? "" : gap.message();
        return switch (gap.parameter()) {
            case "affiliated_persons" -> Step.AFFILIATED_PERSONS;
            case "addresses" -> Step.ADDRESS;
            case "documents" -> message.contains("SELFIE") ? Step.SELFIE
                    : message.contains(DocumentType.ADDRESS_DOCUMENT.name()) ? Step.ADDRESS
                    : message.startsWith("FINANCIAL") ? Step.FINANCIAL : Step.DOCUMENT;
            default -> PROFILE_FIELDS.contains(gap.parameter())
                    ? (context.isCompany() ? Step.COMPANY : Step.PROFILE) : Step.REVIEW;
        };
    }

    /** The bundle key of the message the step shows for a gap. */
    private static String noticeFor(FieldError gap) {
        String message = gap.message() == null ? "" : gap.message();
        return switch (gap.parameter()) {
            case "documents" -> message.contains("SELFIE") ? "gap.selfie"
                    : message.contains(DocumentType.ADDRESS_DOCUMENT.name()) ? "gap.proof"
                    : message.startsWith("FINANCIAL") ? "gap.funds"
                    : message.contains(DocumentType.REGISTRATION_COMPANY.name()) ? "gap.registration"
                    : message.contains("back side") ? "gap.back" : "gap.document";
            default -> PROFILE_FIELDS.contains(gap.parameter()) || gap.parameter().equals("affiliated_persons")
                    || gap.parameter().equals("addresses") ? "gap." + gap.parameter() : "gap.unreachable";
        };
    }
}
