package dev.avs.verification;

import dev.avs.account.Accounts;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.FieldError;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/** Creating verifications (pinning their evidence) and recording reviewers' decisions. */
@Service
class VerificationService {

    private final VerificationRepository verifications;
    private final List<EvidenceProvider> providers;
    private final CheckRegistry checks;
    private final Policies policies;
    private final List<FormSettingsSource> forms;
    private final Jobs jobs;
    private final JsonMapper json;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    private final VerificationMetrics metrics;
    private final Accounts accounts;

    VerificationService(VerificationRepository verifications, List<EvidenceProvider> providers, CheckRegistry checks,
                        Policies policies, List<FormSettingsSource> forms, Jobs jobs, JsonMapper json,
                        ApplicationEventPublisher events, VerificationMetrics metrics, Clock clock,
                        Accounts accounts) {
        this.accounts = accounts;
        this.metrics = metrics;
        this.verifications = verifications;
        this.providers = providers.stream().sorted(Comparator.comparingInt(EvidenceProvider::order)).toList();
        this.checks = checks;
        this.policies = policies;
        this.forms = forms;
        this.jobs = jobs;
        this.json = json;
        this.events = events;
        this.clock = clock;
    }

    /**
     * Checks the applicant has what the requested checks need, pins its evidence, stores the snapshot and the
     * pending verification and queues its run: all in one transaction, so that none of it exists without the rest.
     */
    @Transactional
    Verification create(AccountId account, String apiKeyId, Values values, Problems problems) {
        VerificationFields.CREATE.require(values, problems, List.of("applicant_id"));
        List<CheckType> requested = values.list("types") == null ? null
                : values.list("types").stream().map(CheckType::valueOf).toList();
        if (requested != null) {
            requested.stream().filter(type -> !checks.has(type)).forEach(type -> problems.add("types",
                    type == CheckType.AML ? "AML screening is not configured on this service"
                            : "The " + type + " check is not available on this service"));
            if (requested.isEmpty()) {
                problems.add("types", "Types must name at least one check");
            }
        }
        problems.throwIfAny();
        FormSettingsSource.FormSettings form = form(account, values.text("form_id"));
        String applicantId = values.text("applicant_id");
        return start(account, apiKeyId, applicantId, form, requested, values.text("callback_url"));
    }

    /** What a verification starts with: its evidence (pinned), checks, policy, and the stored snapshot. */
    private record Prepared(Evidence evidence, List<CheckType> types, Policy policy,
                            VerificationRepository.Snapshot snapshot, String snapshotHash) {
    }

    /** Pins, snapshots and queues a new verification. */
    private Verification start(AccountId account, String apiKeyId, String applicantId,
                               FormSettingsSource.FormSettings form, List<CheckType> requested, String callbackUrl) {
        Prepared prepared = prepare(account, applicantId, form, requested);
        Instant now = clock.instant();
        Verification v = Verification.pending(Ids.newId(), account.value(), apiKeyId, applicantId,
                form == null ? null : form.formId(), prepared.types(),
                callbackUrl != null ? callbackUrl : form == null ? null : form.callbackUrl(),
                prepared.evidence().applicant().externalApplicantId(), countryOf(prepared.evidence()),
                prepared.policy().version(), prepared.snapshotHash(), now);
        verifications.insert(v, prepared.snapshot());
        queue(account, v, null, now);
        return v;
    }

    /** A hosted form URL: a verification reserved in status {@code unused}, with the form's checks. */
    @Transactional
    String createUnused(AccountId account, String apiKeyId, String applicantId, String formId, String callbackUrl,
                        String externalApplicantId) {
        FormSettingsSource.FormSettings form = form(account, formId);
        Verification v = Verification.unused(Ids.newId(), account.value(), apiKeyId, applicantId, form.formId(),
                form.verificationTypes(), callbackUrl != null ? callbackUrl : form.callbackUrl(), externalApplicantId,
                clock.instant());
        verifications.insert(v, null);
        events.publishEvent(new VerificationStatusChanged(account, v.id(), applicantId, v.formId(), null,
                VerificationStatus.UNUSED));
        return v.id();
    }

    /** The hosted form was submitted: pins, snapshots and queues the reserved verification. */
    @Transactional
    void submit(AccountId account, String verificationId, String applicantId) {
        Verification v = verifications.lock(account.value(), verificationId).orElseThrow(ApiException::notFound);
        if (v.status() != VerificationStatus.UNUSED) {
            throw new ApiException(ErrorType.EDIT_DENIED, "This form was already submitted or has expired");
        }
        Prepared prepared = prepare(account, applicantId, form(account, v.formId()),
                v.types().isEmpty() ? null : available(v.types()));
        Instant now = clock.instant();
        v.submit(applicantId, prepared.evidence().applicant().externalApplicantId(), countryOf(prepared.evidence()),
                prepared.types(), prepared.policy().version(), prepared.snapshotHash(), now);
        verifications.submitted(v, prepared.snapshot());
        queue(account, v, VerificationStatus.UNUSED, now);
    }

    /** An unused form URL ran out of time: {@code unused → expired}; false if it was used meanwhile. */
    @Transactional
    boolean expire(AccountId account, String verificationId) {
        Verification v = verifications.lock(account.value(), verificationId).orElse(null);
        if (v == null || !v.expire(clock.instant())) {
            return false;
        }
        verifications.update(v, VerificationStatus.UNUSED);
        events.publishEvent(new VerificationStatusChanged(account, v.id(), v.applicantId(), v.formId(),
                VerificationStatus.UNUSED, VerificationStatus.EXPIRED));
        return true;
    }

    @Transactional
    java.util.Optional<String> openReview(AccountId account, String basedOn, CheckResult result) {
        Verification base = verifications.find(account.value(), basedOn).orElse(null);
        if (base == null || base.applicantId() == null) {
            return java.util.Optional.empty();
        }
        FormSettingsSource.FormSettings form = base.formId() == null ? null : forms.stream()
                .flatMap(f -> f.find(account, base.formId()).stream()).findFirst().orElse(null);
        Prepared prepared;
        try {
            prepared = prepare(account, base.applicantId(), form, List.of(result.type()));
        } catch (ApiException activeOrIncomplete) {
            return java.util.Optional.empty();
        }
        Instant now = clock.instant();
        Verification v = Verification.pending(Ids.newId(), account.value(), base.apiKeyId(), base.applicantId(),
                form == null ? null : form.formId(), prepared.types(), base.callbackUrl(),
                prepared.evidence().applicant().externalApplicantId(), countryOf(prepared.evidence()),
                prepared.policy().version(), prepared.snapshotHash(), now);
        int risk = Outcome.decide(List.of(result), prepared.policy()).riskScore();
        v.decide(List.of(result), new Outcome(VerificationStatus.REVIEW, null, List.of(), risk), now);
        verifications.insert(v, prepared.snapshot());
        events.publishEvent(new VerificationStatusChanged(account, v.id(), v.applicantId(), v.formId(), null,
                VerificationStatus.REVIEW));
        return java.util.Optional.of(v.id());
    }

    int attempts(AccountId account, String applicantId, String formId) {
        return verifications.attempts(account.value(), applicantId, formId);
    }

    private Prepared prepare(AccountId account, String applicantId, FormSettingsSource.FormSettings form,
                             List<CheckType> requested) {
        if (!Ids.isWellFormed(applicantId)) {
            throw ApiException.notFound("applicant_id", "Applicant");
        }
        EvidenceCollector collector = new EvidenceCollector();
        providers.forEach(p -> p.collect(account, applicantId, collector));
        Evidence evidence = collector.build();
        if (verifications.hasActive(account.value(), applicantId)) {
            throw new ApiException(ErrorType.VERIFICATION_EXISTS,
                    "The applicant already has a verification that is pending or in review", "applicant_id");
        }
        List<CheckType> types = requested != null ? requested
                : form != null && !form.verificationTypes().isEmpty() ? available(form.verificationTypes())
                : defaults(evidence);
        Policy policy = policies.effective(account, form == null ? null : form.formId());
        List<FieldError> gaps = new ArrayList<>();
        boolean sandbox = accounts.isSandbox(account);
        if (sandbox) {
            // a sandbox verification needs no documents: its magic value decides; an unknown one is refused now
            try {
                SandboxDecision.of(evidence);
            } catch (IllegalArgumentException unknown) {
                throw new ApiException(ErrorType.VALIDATION, unknown.getMessage(),
                        evidence.isCompany() ? "company_name" : "last_name");
            }
            types = types.isEmpty() ? List.of(CheckType.PROFILE) : types;
        }
        for (CheckType type : sandbox ? List.<CheckType>of() : types) {
            checks.find(type).ifPresent(check -> check.gaps(evidence, policy)
                    .forEach(gap -> gaps.add(new FieldError(gap.parameter(), gap.message()))));
        }
        if (!gaps.isEmpty()) {
            throw new ApiException(ErrorType.INSUFFICIENT_DATA, gaps.size() == 1 ? gaps.getFirst().message()
                    : "The applicant lacks " + gaps.size() + " things the requested checks need", gaps, Map.of());
        }
        String evidenceJson = json.writeValueAsString(evidence);
        return new Prepared(evidence, types, policy,
                new VerificationRepository.Snapshot(evidenceJson, json.writeValueAsString(policy)), DigestUtils.sha256Hex(evidenceJson));
    }

    /** Queues the run after this transaction commits, and tells listeners the verification is now pending. */
    private void queue(AccountId account, Verification v, VerificationStatus previous, Instant now) {
        VerificationRunTask.schedule(jobs, v.id(), now);
        events.publishEvent(new VerificationStatusChanged(account, v.id(), v.applicantId(), v.formId(), previous,
                VerificationStatus.PENDING));
    }

    @Transactional
    String decide(AccountId account, String id, Values values, Problems problems, String actor) {
        Verification v = find(account, id);
        VerificationFields.DECISION.require(values, problems, List.of("verification_status"));
        problems.throwIfAny();
        VerificationStatus previous = v.status();
        List<String> reasons = values.list("decline_reasons") == null ? List.of() : values.list("decline_reasons");
        Instant at = clock.instant();
        v.decideByReviewer("APPROVED".equals(values.text("verification_status")), values.text("comment"), reasons, at);
        if (!verifications.update(v, previous)) {
            throw new ApiException(ErrorType.EDIT_DENIED, "The verification changed meanwhile; read it again");
        }
        metrics.decided(v, "person", at);
        boolean callbacks = !Boolean.FALSE.equals(values.bool("callback_enabled"));
        events.publishEvent(new VerificationStatusChanged(account, v.id(), v.applicantId(), v.formId(), previous,
                v.status(), callbacks));
        events.publishEvent(new ReviewerDecided(account, v.id(), v.applicantId(),
                "APPROVED".equals(values.text("verification_status")), callbacks, actor));
        return v.id();
    }

    Map<String, Object> evidence(AccountId account, String id) {
        Verification v = find(account, id);
        VerificationRepository.Snapshot snapshot = verifications.snapshot(v.id())
                .orElseThrow(() -> ApiException.notFound());
        Map<String, Object> body = new java.util.LinkedHashMap<>();
        body.put("verification_id", v.id());
        body.put("snapshot_hash", v.snapshotHash());
        body.put("policy", json.readTree(snapshot.policy()));
        body.put("evidence", json.readTree(snapshot.evidence()));
        return body;
    }

    Verification find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return verifications.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    private FormSettingsSource.FormSettings form(AccountId account, String formId) {
        if (formId == null) {
            return null;
        }
        return (Ids.isWellFormed(formId) ? forms.stream().flatMap(f -> f.find(account, formId).stream()).findFirst()
                : java.util.Optional.<FormSettingsSource.FormSettings>empty())
                .orElseThrow(() -> ApiException.notFound("form_id", "Form"));
    }

    /** PROFILE, DOCUMENT and AML, plus ADDRESS when there is an address and COMPANY for companies. */
    private List<CheckType> defaults(Evidence evidence) {
        List<CheckType> types = new ArrayList<>(List.of(CheckType.PROFILE, CheckType.DOCUMENT, CheckType.AML));
        if (!evidence.addresses().isEmpty()) {
            types.add(CheckType.ADDRESS);
        }
        if (evidence.isCompany()) {
            types.add(CheckType.COMPANY);
        }
        return available(types);
    }

    /** The report's country: where a person lives, where a company is registered. */
    private static String countryOf(Evidence evidence) {
        Evidence.ApplicantFacts applicant = evidence.applicant();
        return applicant.isCompany() ? applicant.registrationCountry() : applicant.residenceCountry();
    }

    private List<CheckType> available(List<CheckType> types) {
        return types.stream().filter(checks::has).toList();
    }

}
