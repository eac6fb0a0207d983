package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import tools.jackson.databind.json.JsonMapper;

/** What other modules may do with and read about verifications; every call is scoped to an account. */
@Service
public class Verifications {

    /**
     * An applicant's verification summary: the latest verification's status ({@code new} if none), the latest
     * decision and its decline reasons, and how many verifications it has had.
     */
    public record ApplicantSummary(String verificationStatus, Boolean verified, int verificationsCount,
                                   List<String> declineReasons, String profileStatus, String profileComment) {
    }

    /**
     * What the applicant's latest decided (completed) verification found about its evidence, for the KYCAID
     * statuses of documents: the documents it pinned, and per check whether it passed (a check that needed a
     * person takes the final decision).
     */
    public record DecidedEvidence(String verificationId, Set<String> documentIds, Map<CheckType, Boolean> verifiedByCheck,
                                  boolean verified) {

        /**
         * {@code valid} or {@code invalid} for a document this verification decided on, judged by the check that
         * examines its kind ({@code check}; null or not run: the verification's decision); {@code pending} for a
         * document it did not see (added or changed since).
         */
        public String documentStatus(String documentId, CheckType check) {
            if (!documentIds.contains(documentId)) {
                return PENDING;
            }
            Boolean byCheck = check == null ? null : verifiedByCheck.get(check);
            return (byCheck != null ? byCheck : verified) ? VALID : INVALID;
        }
    }

    /** KYCAID's statuses of a profile or a document. */
    public static final String PENDING = "pending";
    public static final String VALID = "valid";
    public static final String INVALID = "invalid";

    /** The facts about a verification that callbacks and forms need. */
    public record VerificationRef(String verificationId, String applicantId, String formId,
                                  VerificationStatus status, String callbackUrl, String externalApplicantId,
                                  String apiKeyId) {
    }

    /**
     * A completed verification as ongoing monitoring needs it: what it checked, the evidence it decided on (its
     * snapshot) and its check results.
     */
    public record Decided(String verificationId, String applicantId, String formId, List<CheckType> types,
                          Boolean verified, Evidence evidence, List<CheckResult> checks) {
    }

    private final VerificationRepository verifications;
    private final VerificationService service;
    private final JsonMapper json;

    Verifications(VerificationRepository verifications, VerificationService service, JsonMapper json) {
        this.verifications = verifications;
        this.service = service;
        this.json = json;
    }

    /**
     * The summary of {@code GET /applicants/{id}}. {@code profile_status} comes from the latest decided verification
     * that checked the profile (PROFILE): {@code valid} or {@code invalid} as that check ended, {@code pending}
     * before any.
     */
    public ApplicantSummary summaryOf(AccountId account, String applicantId) {
        List<VerificationRepository.Brief> all = verifications.briefsOfApplicant(account.value(), applicantId);
        if (all.isEmpty()) {
            return new ApplicantSummary("new", null, 0, List.of(), PENDING, null);
        }
        VerificationRepository.Brief decided = all.stream()
                .filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst().orElse(null);
        VerificationView.TypeSummary profile = all.stream()
                .filter(v -> v.status() == VerificationStatus.COMPLETED)
                .map(v -> verifications.find(account.value(), v.id()).orElseThrow())
                .filter(v -> v.types().contains(CheckType.PROFILE))
                .map(v -> VerificationView.summaryOf(v, CheckType.PROFILE)).findFirst().orElse(null);
        Boolean profileVerified = profile == null ? null : profile.verified();
        return new ApplicantSummary(all.getFirst().status().code(), decided == null ? null : decided.verified(),
                all.size(), decided == null ? List.of() : decided.declineReasons(),
                profileVerified == null ? PENDING : profileVerified ? VALID : INVALID,
                profile == null ? null : profile.comment());
    }

    /** What the applicant's latest completed verification decided on; empty before any decision. */
    public Optional<DecidedEvidence> latestDecided(AccountId account, String applicantId) {
        return verifications.briefsOfApplicant(account.value(), applicantId).stream()
                .filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst()
                .flatMap(brief -> verifications.find(account.value(), brief.id()))
                .map(v -> {
                    Set<String> documentIds = verifications.snapshot(v.id())
                            .map(snapshot -> json.readValue(snapshot.evidence(), Evidence.class).documents().stream()
                                    .map(Evidence.DocumentFacts::documentId).collect(Collectors.toSet()))
                            .orElse(Set.of());
                    Map<CheckType, Boolean> byCheck = new EnumMap<>(CheckType.class);
                    v.types().forEach(type -> {
                        Boolean verified = VerificationView.summaryOf(v, type).verified();
                        if (verified != null) {
                            byCheck.put(type, verified);
                        }
                    });
                    return new DecidedEvidence(v.id(), documentIds, byCheck, Boolean.TRUE.equals(v.verified()));
                });
    }

    /** An applicant's latest completed verification. */
    public record LatestCompleted(AccountId account, String verificationId) {
    }

    /** Every applicant's latest completed verification, by id, after {@code afterVerificationId} ("" at first). */
    public List<LatestCompleted> latestCompleted(String afterVerificationId, int limit) {
        return verifications.latestCompleted(afterVerificationId, limit).stream()
                .map(row -> new LatestCompleted(new AccountId(row[0]), row[1])).toList();
    }

    /** The verification if it is completed, with its snapshot; empty otherwise. */
    public Optional<Decided> decided(AccountId account, String verificationId) {
        return load(account, verificationId).filter(v -> v.status() == VerificationStatus.COMPLETED)
                .flatMap(v -> verifications.snapshot(v.id()).map(snapshot -> new Decided(v.id(), v.applicantId(),
                        v.formId(), v.types(), v.verified(), json.readValue(snapshot.evidence(), Evidence.class),
                        v.checks())));
    }

    /**
     * Opens a new verification of the applicant of {@code basedOn} (its form, callback URL and API key) directly in
     * {@code review} with a check result found outside a run (a monitoring match), so that a person decides.
     * Empty when the applicant has a verification pending or in review, or no longer has what the check needs.
     */
    public Optional<String> openReview(AccountId account, String basedOn, CheckResult result) {
        return service.openReview(account, basedOn, result);
    }

    public Optional<VerificationRef> find(AccountId account, String verificationId) {
        return load(account, verificationId).map(v -> new VerificationRef(v.id(), v.applicantId(), v.formId(),
                v.status(), v.callbackUrl(), v.externalApplicantId(), v.apiKeyId()));
    }

    /** A verification's status and check results, as a person who reviews it reads them. */
    public record Checked(VerificationStatus status, List<CheckResult> checks) {

        /** Whether a person may still decide it: pending or in review. */
        public boolean undecided() {
            return status.isActive();
        }

        /** The first reason a check of this type gave; empty when it gave none (a clear check gives none). */
        public Optional<Reason> firstReason(CheckType type) {
            return checks.stream().filter(c -> c.type() == type && !c.reasons().isEmpty())
                    .map(c -> c.reasons().getFirst()).findFirst();
        }
    }

    public Optional<Checked> checked(AccountId account, String verificationId) {
        return load(account, verificationId).map(v -> new Checked(v.status(), v.checks()));
    }

    /** The body of {@code GET /verifications/{id}}. */
    public Optional<VerificationView> view(AccountId account, String verificationId) {
        return load(account, verificationId).map(VerificationView::of);
    }

    /**
     * Reserves a verification for a hosted form URL (status {@code unused}) with the form's checks, made with the
     * API key {@code apiKeyId} (which signs its callbacks); the applicant may be null until the form is submitted. Throws 404 {@code form_id} for a form not in the account.
     */
    public String createUnused(AccountId account, String apiKeyId, String applicantId, String formId,
                               String callbackUrl, String externalApplicantId) {
        return service.createUnused(account, apiKeyId, applicantId, formId, callbackUrl, externalApplicantId);
    }

    /**
     * The form was submitted for this applicant: pins its evidence and queues the checks ({@code unused →
     * pending}). Throws the API's errors: 422 {@code insufficient_data}, 409 {@code verification_exists},
     * 409 {@code edit_denied} if it is no longer unused.
     */
    public void submit(AccountId account, String verificationId, String applicantId) {
        service.submit(account, verificationId, applicantId);
    }

    /** {@code unused → expired}; false if it was submitted (or expired) already. */
    public boolean expire(AccountId account, String verificationId) {
        return service.expire(account, verificationId);
    }

    /** The applicant's verifications under the form, expired ones not counted: its attempts so far. */
    public int attempts(AccountId account, String applicantId, String formId) {
        return service.attempts(account, applicantId, formId);
    }

    /** Whether the applicant has a verification pending or in review. */
    public boolean hasActive(AccountId account, String applicantId) {
        return verifications.hasActive(account.value(), applicantId);
    }

    /**
     * Erasure of an applicant: its verifications lose their personal data (snapshot, checks' details, external id,
     * comment) and stay as records of what was decided, so that reports still count them. Returns their ids. Joins
     * the caller's transaction.
     */
    public List<String> eraseOfApplicant(AccountId account, String applicantId) {
        return verifications.eraseOfApplicant(account.value(), applicantId);
    }

    private Optional<Verification> load(AccountId account, String verificationId) {
        return Ids.isWellFormed(verificationId) ? verifications.find(account.value(), verificationId) : Optional.empty();
    }
}
