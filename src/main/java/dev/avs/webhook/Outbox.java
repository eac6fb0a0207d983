package dev.avs.webhook;

import dev.avs.applicant.ApplicantErased;
import dev.avs.applicant.ApplicantErasing;
import dev.avs.account.AccountId;
import dev.avs.applicant.Applicants;
import dev.avs.form.FormLinks;
import dev.avs.form.FormUrlExpired;
import dev.avs.monitoring.DatabaseScreeningFound;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.verification.VerificationStatus;
import dev.avs.verification.VerificationStatusChanged;
import dev.avs.verification.Verifications;
import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes callbacks to the outbox inside the transaction of the change that causes them (plain synchronous
 * listeners), so an event exists exactly when its change is committed, and queues their delivery in the same
 * transaction. The body is built once, here; every attempt sends these bytes.
 */
@Component
class Outbox {

    private static final Logger log = LoggerFactory.getLogger(Outbox.class);

    private final OutboxRepository events;
    private final Verifications verifications;
    private final Applicants applicants;
    private final FormLinks formLinks;
    private final Targets targets;
    private final Jobs jobs;
    private final JsonMapper json;
    private final Clock clock;

    Outbox(OutboxRepository events, Verifications verifications, Applicants applicants, FormLinks formLinks,
           Targets targets, Jobs jobs, JsonMapper json, Clock clock) {
        this.events = events;
        this.verifications = verifications;
        this.applicants = applicants;
        this.formLinks = formLinks;
        this.targets = targets;
        this.jobs = jobs;
        this.json = json;
        this.clock = clock;
    }

    /** Every status change, including a new verification's first status; completion also sends the result. */
    @EventListener
    void on(VerificationStatusChanged change) {
        if (!change.callbacks()) {
            return;
        }
        AccountId account = change.account();
        Verifications.VerificationRef v = verifications.find(account, change.verificationId()).orElseThrow();
        FormLinks.FormLink link = formLinks.forVerification(account, v.verificationId()).orElse(null);
        String target = targets.select(account, v);
        store(account, v, EventType.VERIFICATION_STATUS_CHANGED, new Callbacks.StatusChanged(v.verificationId(),
                v.applicantId(), v.externalApplicantId(), v.formId(), link == null ? null : link.formToken(),
                change.status().code(), link == null ? null : link.attemptsLeft()), target);
        if (change.status() == VerificationStatus.COMPLETED) {
            store(account, v, EventType.VERIFICATION_COMPLETED, new Callbacks.Completed(
                    verifications.view(account, v.verificationId()).orElseThrow().asCallback(),
                    v.applicantId() == null ? null : applicants.view(account, v.applicantId()).orElse(null)), target);
        }
    }

    @EventListener
    void on(FormUrlExpired expired) {
        if (expired.verificationId() == null) {
            log.warn("A form URL of form {} expired without a verification; no callback", expired.formId());
            return;
        }
        Verifications.VerificationRef v = verifications.find(expired.account(), expired.verificationId()).orElseThrow();
        store(expired.account(), v, EventType.FORM_URL_EXPIRED, new Callbacks.FormUrlExpired(expired.formId(),
                expired.formToken(), expired.applicantId(), expired.externalApplicantId(), expired.verificationId(),
                expired.expiredAt()), targets.select(expired.account(), v));
    }

    /** Ongoing monitoring found new matches for an applicant (KYCAID's DATABASE_SCREENING). */
    @EventListener
    void on(DatabaseScreeningFound found) {
        Verifications.VerificationRef v = verifications.find(found.account(), found.verificationId()).orElseThrow();
        store(found.account(), v, EventType.DATABASE_SCREENING, new Callbacks.DatabaseScreening(found.applicantId(),
                v.externalApplicantId(), v.verificationId(), found.databases(), found.listTypes(), found.hits()),
                targets.select(found.account(), v));
    }

    /**
     * The applicant was erased: the bodies of its verifications' callbacks go (an undelivered one is not sent any
     * more), and APPLICANT_ERASED tells the account, on the channel of the applicant's newest verification (the
     * account's webhook if it has none). Its body names only ids and dates.
     */
    @EventListener
    void on(ApplicantErasing erasing) {
        events.eraseBodies(erasing.account().value(), erasing.verificationIds());
    }

    @EventListener
    void on(ApplicantErased erased) {
        Verifications.VerificationRef newest = erased.verificationIds().isEmpty() ? null
                : verifications.find(erased.account(), erased.verificationIds().getFirst()).orElse(null);
        // the applicant's own stream of events: its id stands where a verification's would
        Verifications.VerificationRef stream = new Verifications.VerificationRef(erased.applicantId(),
                erased.applicantId(), null, null, null, null, newest == null ? null : newest.apiKeyId());
        store(erased.account(), stream, EventType.APPLICANT_ERASED, new Callbacks.ApplicantErased(erased.applicantId(),
                erased.verificationIds(), erased.reason(), erased.at()), targets.select(erased.account(), newest));
    }

    private void store(AccountId account, Verifications.VerificationRef verification, EventType type,
                       Callbacks.Fields fields, String target) {
        String verificationId = verification.verificationId();
        String requestId = Ids.newId();
        long sequence = events.nextSequence(verificationId);
        Instant now = clock.instant();
        Callbacks.Body body = new Callbacks.Body(type.name(), requestId, sequence, now, fields);
        EventStatus status = target == null ? EventStatus.NO_TARGET : EventStatus.PENDING;
        events.insert(new OutboxRepository.Event(requestId, account.value(), verificationId,
                verification.apiKeyId(), type, sequence,
                json.writeValueAsString(body), status, target, 0, target == null ? null : now, now, null));
        if (target != null) {
            DeliveryTask.schedule(jobs, requestId, now);
        }
    }
}
