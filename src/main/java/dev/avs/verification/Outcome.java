package dev.avs.verification;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The decision rules of CHECKS.md, as a pure function of the check results and the policy: any fail declines, else
 * any consider goes to review (or declines, if the policy says so), else the applicant is approved. The risk score
 * adds the weights of every reason found, capped at 100.
 */
record Outcome(VerificationStatus status, Boolean verified, List<String> declineReasons, int riskScore) {

    static Outcome decide(List<CheckResult> results, Policy policy) {
        Set<String> fails = new LinkedHashSet<>();
        Set<String> considers = new LinkedHashSet<>();
        int risk = 0;
        for (CheckResult result : results) {
            for (Reason reason : result.reasons()) {
                risk += policy.weight(reason);
                if (reason.result() == Result.FAIL) {
                    fails.add(reason.code());
                } else if (reason.result() == Result.CONSIDER) {
                    considers.add(reason.code());
                }
            }
        }
        int score = Math.min(100, risk);
        if (!fails.isEmpty()) {
            return new Outcome(VerificationStatus.COMPLETED, false, List.copyOf(fails), score);
        }
        if (!considers.isEmpty()) {
            return policy.autoDeclineOnConsider()
                    ? new Outcome(VerificationStatus.COMPLETED, false, List.copyOf(considers), score)
                    : new Outcome(VerificationStatus.REVIEW, null, List.of(), score);
        }
        return new Outcome(VerificationStatus.COMPLETED, true, List.of(), score);
    }
}
