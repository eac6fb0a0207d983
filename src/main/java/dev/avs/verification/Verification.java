package dev.avs.verification;

import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.time.Instant;
import java.util.List;

/**
 * A verification and its lifecycle. State changes only through its own methods, which refuse the ones the
 * lifecycle forbids: {@code unused → pending → review → completed}, {@code unused → expired}, and a reviewer's
 * decision only while pending or in review.
 */
final class Verification {

    private final String id;
    private final String accountId;
    /** The API key it (or the form URL that reserved it) was created with: it signs the callbacks. */
    private final String apiKeyId;
    private String applicantId;
    private final String formId;
    private List<CheckType> types;
    private final String callbackUrl;
    private String externalApplicantId;
    /** The applicant's residence (a company's registration country) in the snapshot, for the report. */
    private String countryCode;
    private final Instant createdAt;
    private VerificationStatus status;
    private Boolean verified;
    private List<CheckResult> checks;
    private List<String> declineReasons;
    private Integer riskScore;
    private String decidedBy;
    private String comment;
    private String policyVersion;
    private String snapshotHash;
    private Instant updatedAt;
    private Instant completedAt;

    Verification(String id, String accountId, String apiKeyId, String applicantId, String formId, List<CheckType> types,
                 String callbackUrl, String externalApplicantId, String countryCode, Instant createdAt,
                 VerificationStatus status,
                 Boolean verified, List<CheckResult> checks, List<String> declineReasons, Integer riskScore,
                 String decidedBy, String comment, String policyVersion, String snapshotHash, Instant updatedAt,
                 Instant completedAt) {
        this.id = id;
        this.accountId = accountId;
        this.apiKeyId = apiKeyId;
        this.applicantId = applicantId;
        this.formId = formId;
        this.types = List.copyOf(types);
        this.callbackUrl = callbackUrl;
        this.externalApplicantId = externalApplicantId;
        this.countryCode = countryCode;
        this.createdAt = createdAt;
        this.status = status;
        this.verified = verified;
        this.checks = List.copyOf(checks);
        this.declineReasons = List.copyOf(declineReasons);
        this.riskScore = riskScore;
        this.decidedBy = decidedBy;
        this.comment = comment;
        this.policyVersion = policyVersion;
        this.snapshotHash = snapshotHash;
        this.updatedAt = updatedAt;
        this.completedAt = completedAt;
    }

    /** A new verification, queued to run on the snapshot it pinned. */
    static Verification pending(String id, String accountId, String apiKeyId, String applicantId, String formId,
                                List<CheckType> types, String callbackUrl, String externalApplicantId,
                                String countryCode, String policyVersion, String snapshotHash, Instant now) {
        return new Verification(id, accountId, apiKeyId, applicantId, formId, types, callbackUrl, externalApplicantId,
                countryCode, now,
                VerificationStatus.PENDING, null, List.of(), List.of(), null, null, null, policyVersion, snapshotHash,
                now, null);
    }

    /** A verification reserved for a hosted form URL: no applicant data yet, nothing pinned, nothing queued. */
    static Verification unused(String id, String accountId, String apiKeyId, String applicantId, String formId,
                               List<CheckType> types, String callbackUrl, String externalApplicantId, Instant now) {
        return new Verification(id, accountId, apiKeyId, applicantId, formId, types, callbackUrl, externalApplicantId,
                null, now,
                VerificationStatus.UNUSED, null, List.of(), List.of(), null, null, null, null, null, now, null);
    }

    /**
     * The hosted form was submitted: {@code unused → pending}, with the applicant it was for (or the one the
     * submission created), the checks to run and what the snapshot was made with.
     */
    void submit(String applicantId, String externalApplicantId, String countryCode, List<CheckType> types,
                String policyVersion, String snapshotHash, Instant now) {
        if (status != VerificationStatus.UNUSED) {
            throw new ApiException(ErrorType.EDIT_DENIED, "The form of this verification was already submitted or expired");
        }
        this.applicantId = applicantId;
        this.externalApplicantId = externalApplicantId;
        this.countryCode = countryCode;
        this.types = List.copyOf(types);
        this.policyVersion = policyVersion;
        this.snapshotHash = snapshotHash;
        this.status = VerificationStatus.PENDING;
        this.updatedAt = now;
    }

    /** A form URL that was never submitted: {@code unused → expired}. False if it is no longer unused. */
    boolean expire(Instant now) {
        if (status != VerificationStatus.UNUSED) {
            return false;
        }
        status = VerificationStatus.EXPIRED;
        updatedAt = now;
        return true;
    }

    /** The engine's decision on a pending verification; false (and no change) if it is no longer pending. */
    boolean decide(List<CheckResult> results, Outcome outcome, Instant now) {
        if (status != VerificationStatus.PENDING) {
            return false;
        }
        checks = List.copyOf(results);
        status = outcome.status();
        verified = outcome.verified();
        declineReasons = outcome.declineReasons();
        riskScore = outcome.riskScore();
        if (status == VerificationStatus.COMPLETED) {
            decidedBy = "system";
            completedAt = now;
        }
        updatedAt = now;
        return true;
    }

    /** A person's decision, allowed while the verification is pending or awaits review. */
    void decideByReviewer(boolean approved, String comment, List<String> reasons, Instant now) {
        if (!status.isActive()) {
            throw new ApiException(ErrorType.EDIT_DENIED, status == VerificationStatus.COMPLETED
                    ? "The verification is completed; its decision can no longer change"
                    : "The verification is " + status.code() + " and cannot be decided");
        }
        this.status = VerificationStatus.COMPLETED;
        this.verified = approved;
        this.declineReasons = approved ? List.of() : reasons.isEmpty() ? considerCodes() : List.copyOf(reasons);
        this.comment = comment;
        this.decidedBy = "reviewer";
        this.completedAt = now;
        this.updatedAt = now;
    }

    private List<String> considerCodes() {
        return checks.stream().flatMap(c -> c.reasons().stream()).map(Reason::code).distinct().toList();
    }

    String id() { return id; }
    String accountId() { return accountId; }
    String apiKeyId() { return apiKeyId; }
    String applicantId() { return applicantId; }
    String formId() { return formId; }
    List<CheckType> types() { return types; }
    String callbackUrl() { return callbackUrl; }
    String externalApplicantId() { return externalApplicantId; }
    String countryCode() { return countryCode; }
    Instant createdAt() { return createdAt; }
    VerificationStatus status() { return status; }
    Boolean verified() { return verified; }
    List<CheckResult> checks() { return checks; }
    List<String> declineReasons() { return declineReasons; }
    Integer riskScore() { return riskScore; }
    String decidedBy() { return decidedBy; }
    String comment() { return comment; }
    String policyVersion() { return policyVersion; }
    String snapshotHash() { return snapshotHash; }
    Instant updatedAt() { return updatedAt; }
    Instant completedAt() { return completedAt; }
}
