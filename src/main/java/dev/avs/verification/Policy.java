package dev.avs.verification;

import java.util.List;
import java.util.Map;

/**
 * The decision policy: every threshold and list a check applies, and the risk weight of each reason code. The
 * defaults come from {@code avs.verification.policy}; an account and a form can override any of them. The
 * effective policy is stored with each decision, and {@link #version} names it.
 *
 * @param version  the policy's name and a hash of its content, e.g. {@code default@3f2a9c1be07d}; set by the service
 * @param clipLivenessThreshold FACIAL and VIDEO with a selfie video: the clip's passive liveness below which it is
 *                 LIVENESS_FAILED; a clip is scored otherwise than a photo (its best frames, each the lower of the
 *                 model's two views), so it has its own threshold (default {@value #DEFAULT_CLIP_LIVENESS_THRESHOLD})
 * @param requireLiveSelfie FACIAL: a selfie the hosted form's camera did not record live (an uploaded photo, or a
 *                 selfie sent through the API) goes to a person (SELFIE_NOT_LIVE)
 * @param financialDocumentMaxAgeDays FINANCIAL: a bank statement or financial document older than this is
 *                 FINANCIAL_DOCUMENT_OUTDATED (default 90)
 * @param amlLists the AML rule of each type of list ({@code pep}, {@code crime}, ...) where it differs from the
 *                 thresholds above and the type's own result
 */
public record Policy(
        String name,
        String version,
        int minAge,
        int maxAge,
        List<String> prohibitedCountries,
        List<String> highRiskCountries,
        boolean autoDeclineOnConsider,
        boolean requireProofOfAddress,
        int proofOfAddressMaxAgeDays,
        int minImageSidePx,
        double minSharpness,
        int phashDistance,
        double faceMatchThreshold,
        double faceReviewThreshold,
        double livenessThreshold,
        Double clipLivenessThreshold,
        String livenessAction,
        Boolean requireLiveSelfie,
        double matchThreshold,
        double strongMatch,
        int maxListAgeHours,
        Map<String, AmlListRule> amlLists,
        Boolean amlMonitoring,
        String amlMonitoringAction,
        Map<String, Integer> weights,
        Integer retentionDays,
        Integer abandonedRetentionDays,
        Integer financialDocumentMaxAgeDays) {

    /** The document module's duplicate-image index finds every pair up to this many bits apart, no further. */
    public static final int MAX_PHASH_DISTANCE = 7;

    /**
     * Calibrated on real footage (docs/face.md): genuine clips of phones and webcams score 0.18 and up, a held-out set
     * included, but for webcams the model cannot judge (before window blinds, 52-pixel faces); real replays, prints
     * and a mask 0.07 at most.
     */
    public static final double DEFAULT_CLIP_LIVENESS_THRESHOLD = 0.15;

    /** Five years: the AML record-keeping period after the relationship (the last verification) ends. */
    public static final int DEFAULT_RETENTION_DAYS = 1826;
    /** Unused form URLs and applicants never verified: a month. */
    public static final int DEFAULT_ABANDONED_RETENTION_DAYS = 30;
    /** A bank statement is recent for three months, as a proof of address is. */
    public static final int DEFAULT_FINANCIAL_DOCUMENT_MAX_AGE_DAYS = 90;

    public Policy {
        if (phashDistance < 0 || phashDistance > MAX_PHASH_DISTANCE) {
            throw new IllegalArgumentException("phash_distance must be between 0 and " + MAX_PHASH_DISTANCE + ", not "
                    + phashDistance);
        }
        prohibitedCountries = prohibitedCountries == null ? List.of() : List.copyOf(prohibitedCountries);
        highRiskCountries = highRiskCountries == null ? List.of() : List.copyOf(highRiskCountries);
        weights = weights == null ? Map.of() : Map.copyOf(weights);
        amlLists = amlLists == null ? Map.of() : Map.copyOf(amlLists);
        requireLiveSelfie = requireLiveSelfie != null && requireLiveSelfie;
        clipLivenessThreshold = clipLivenessThreshold == null ? DEFAULT_CLIP_LIVENESS_THRESHOLD : clipLivenessThreshold;
        if (clipLivenessThreshold < 0 || clipLivenessThreshold > 1) {
            throw new IllegalArgumentException("clip_liveness_threshold must be between 0 and 1, not "
                    + clipLivenessThreshold);
        }
        livenessAction = livenessAction == null ? LIVENESS_CONSIDER : livenessAction;
        if (!livenessAction.equals(LIVENESS_CONSIDER) && !livenessAction.equals(LIVENESS_FAIL)) {
            throw new IllegalArgumentException("liveness_action must be consider or fail, not " + livenessAction);
        }
        amlMonitoring = amlMonitoring == null || amlMonitoring;
        retentionDays = retentionDays == null ? DEFAULT_RETENTION_DAYS : retentionDays;
        abandonedRetentionDays = abandonedRetentionDays == null ? DEFAULT_ABANDONED_RETENTION_DAYS
                : abandonedRetentionDays;
        if (retentionDays < 1 || abandonedRetentionDays < 1) {
            throw new IllegalArgumentException("retention_days and abandoned_retention_days must be at least 1");
        }
        financialDocumentMaxAgeDays = financialDocumentMaxAgeDays == null ? DEFAULT_FINANCIAL_DOCUMENT_MAX_AGE_DAYS
                : financialDocumentMaxAgeDays;
        if (financialDocumentMaxAgeDays < 1) {
            throw new IllegalArgumentException("financial_document_max_age_days must be at least 1");
        }
        amlMonitoringAction = amlMonitoringAction == null ? MONITORING_ALERT : amlMonitoringAction;
        if (!amlMonitoringAction.equals(MONITORING_ALERT) && !amlMonitoringAction.equals(MONITORING_REVIEW)) {
            throw new IllegalArgumentException("aml_monitoring_action must be alert or review, not "
                    + amlMonitoringAction);
        }
    }

    /** What ongoing monitoring does with a new match: alert only (the default), or also open a verification in review. */
    public static final String MONITORING_ALERT = "alert";
    public static final String MONITORING_REVIEW = "review";

    /** What LIVENESS_FAILED does: ask a person (the default) or decline. */
    public static final String LIVENESS_CONSIDER = "consider";
    public static final String LIVENESS_FAIL = "fail";

    /** The risk weight of a reason; codes without one weigh by their result. */
    public int weight(Reason reason) {
        Integer weight = weights.get(reason.code());
        if (weight != null) {
            return weight;
        }
        return reason.result() == Result.FAIL ? 50 : reason.result() == Result.CONSIDER ? 20 : 0;
    }

    Policy withVersion(String version) {
        return new Policy(name, version, minAge, maxAge, prohibitedCountries, highRiskCountries, autoDeclineOnConsider,
                requireProofOfAddress, proofOfAddressMaxAgeDays, minImageSidePx, minSharpness, phashDistance,
                faceMatchThreshold, faceReviewThreshold, livenessThreshold, clipLivenessThreshold, livenessAction,
                requireLiveSelfie, matchThreshold, strongMatch, maxListAgeHours, amlLists, amlMonitoring, amlMonitoringAction, weights, retentionDays, abandonedRetentionDays,
                financialDocumentMaxAgeDays);
    }
}
