package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SaveApplicant;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.verification.VerificationStatus;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.Body;
import dev.avs.web.ErrorType;
import dev.avs.web.Field;
import dev.avs.web.FieldError;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Issuing form URLs ({@code POST /forms/{form_id}/urls}) and expiring them, lazily and on schedule. */
@Service
public class FormUrlService {

    private static final FieldSet FIELDS = FieldSet.of(
            Field.id("applicant_id", "Applicant id"),
            Field.text("external_applicant_id", "External applicant id", 50),
            Field.url("redirect_url", "Redirect URL", 2048),
            Field.url("callback_url", "Callback URL", 2048),
            Field.text("locale", "Locale", 35));

    private final FormRepository forms;
    private final FormUrlRepository urls;
    private final Applicants applicants;
    private final Verifications verifications;
    private final Jobs jobs;
    private final FormProperties properties;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    FormUrlService(FormRepository forms, FormUrlRepository urls, Applicants applicants, Verifications verifications,
                   Jobs jobs, FormProperties properties, ApplicationEventPublisher events, Clock clock) {
        this.forms = forms;
        this.urls = urls;
        this.applicants = applicants;
        this.verifications = verifications;
        this.jobs = jobs;
        this.properties = properties;
        this.events = events;
        this.clock = clock;
    }

    /**
     * Reserves a verification ({@code unused}) and a single-use URL for it, and schedules the URL's expiry, all in
     * one transaction. {@code baseUrl} is where applicants reach this service.
     */
    @Transactional
    Map<String, Object> create(AccountId account, String apiKeyId, String formId, Body body, String baseUrl) {
        Form form = (Ids.isWellFormed(formId) ? forms.find(account.value(), formId) : Optional.<Form>empty())
                .orElseThrow(ApiException::notFound);
        Problems problems = new Problems();
        Values values = FIELDS.read(body, problems);
        String applicantId = values.text("applicant_id");
        String external = values.text("external_applicant_id");
        String locale = values.text("locale");
        if (locale != null && !Languages.isWellFormed(locale)) {
            problems.add("locale", "Locale must be a language tag such as de, pt-BR or zh-Hant");
        }
        problems.throwIfAny();
        // a language the pages do not have leaves the choice to the applicant's browser, as no locale would
        String language = locale == null ? null : Languages.match(locale).map(Languages.Language::tag).orElse(null);
        if (applicantId != null) {
            checkApplicant(account, form, applicantId);
            if (external != null) {
                adoptExternalId(account, applicantId, external);
            }
        } else if (external != null) {
            rejectTakenExternalId(account, external);
        }
        Instant now = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        long ttl = form.urlTtlSeconds() != null ? form.urlTtlSeconds() : properties.defaultUrlTtl().toSeconds();
        String token = Ids.newId();
        String verificationId = FormLinks.creating(form.formId(), token, () -> verifications.createUnused(
                account, apiKeyId, applicantId, form.formId(), values.text("callback_url"), external));
        String secret = Secrets.newSecret();
        FormUrl url = new FormUrl(token, account.value(), form.formId(), verificationId, external,
                values.text("redirect_url"), values.text("callback_url"), Secrets.newKey(), FormUrl.OPEN,
                Progress.start(applicantId), now.plusSeconds(ttl), now, language);
        urls.insert(url, Secrets.hash(secret));
        FormUrlExpiryTask.schedule(jobs, url.id(), url.expiresAt());
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("form_id", form.formId());
        reply.put("form_url", baseUrl + "/form/" + secret);
        reply.put("form_token", token);
        reply.put("verification_id", verificationId);
        reply.put("verification_attempts_left", form.maxAttempts() == null ? null
                : form.maxAttempts() - (applicantId == null ? 1 : verifications.attempts(account, applicantId, formId)));
        reply.put("applicant_id", applicantId);
        reply.put("expires_at", url.expiresAt());
        reply.put("locale", language);
        return reply;
    }

    /**
     * Expires an open URL: its verification becomes {@code expired}, its entered data is dropped and
     * {@link FormUrlExpired} is published, in one transaction. Idempotent; {@code onlyIfDue} false is for the
     * scheduled job, which the scheduler runs at the expiry time by its own judgement.
     */
    @Transactional
    public boolean expire(String formUrlId, boolean onlyIfDue) {
        FormUrl url = urls.lock(formUrlId).orElse(null);
        Instant now = clock.instant();
        if (url == null || !url.isOpen() || (onlyIfDue && !url.isDue(now))) {
            return false;
        }
        AccountId account = url.account();
        if (!verifications.expire(account, url.verificationId())) {
            boolean expiredElsewhere = verifications.find(account, url.verificationId())
                    .map(v -> v.status() == VerificationStatus.EXPIRED).orElse(true);
            if (!expiredElsewhere) {
                // submitted without the pages (through the facade): the URL is used, not expired
                urls.close(url, FormUrl.SUBMITTED, url.progress(), now);
                return false;
            }
        }
        urls.close(url, FormUrl.EXPIRED, url.progress(), now);
        events.publishEvent(new FormUrlExpired(account, url.formId(), url.id(), url.applicantId(),
                url.externalApplicantId(), url.verificationId(), url.expiresAt()));
        return true;
    }

    private void checkApplicant(AccountId account, Form form, String applicantId) {
        Applicants.ApplicantRef applicant = applicants.find(account, applicantId)
                .orElseThrow(() -> ApiException.notFound("applicant_id", "Applicant"));
        if (!applicant.type().equals(form.applicantType())) {
            throw ApiException.validation("applicant_id", "The applicant is a " + applicant.type()
                    + " applicant; this form is for " + form.applicantType() + " applicants");
        }
        if (form.maxAttempts() != null
                && verifications.attempts(account, applicantId, form.formId()) >= form.maxAttempts()) {
            throw ApiException.validation("applicant_id", "The applicant has no verification attempts left "
                    + "under this form (at most " + form.maxAttempts() + ")");
        }
    }

    /**
     * Both ids given (as several KYCAID clients send them): the applicant id decides. An applicant without an
     * external id takes this one (409 {@code applicant_exists} if another applicant holds it); one with a
     * different external id is a 422.
     */
    private void adoptExternalId(AccountId account, String applicantId, String external) {
        String current = applicants.applicant(account, applicantId).orElseThrow().externalApplicantId();
        if (current == null) {
            applicants.save(account,
                    new SaveApplicant(applicantId, Map.of("external_applicant_id", List.of(external))));
        } else if (!current.equals(external)) {
            throw ApiException.validation("external_applicant_id", "The applicant already has a different "
                    + "external_applicant_id; send its own or leave this out");
        }
    }

    /** As POST /applicants: the form would create an applicant whose external id is taken. */
    private void rejectTakenExternalId(AccountId account, String external) {
        applicants.idByExternalId(account, external).ifPresent(existing -> {
            throw new ApiException(ErrorType.APPLICANT_EXISTS,
                    "An applicant with this external_applicant_id already exists: " + existing,
                    List.of(new FieldError("external_applicant_id",
                            "An applicant with this external_applicant_id already exists")),
                    Map.of("applicant_id", existing));
        });
    }
}
