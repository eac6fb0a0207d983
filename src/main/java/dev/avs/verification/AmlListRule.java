package dev.avs.verification;

/**
 * The policy's AML rule for one type of list ({@code aml_lists.pep}, ...): a setting left out is the policy's
 * {@code match_threshold}, its {@code strong_match}, and the type's own result for a strong match.
 *
 * @param strongResult what a strong, uncontradicted match does: {@code fail} (decline) or {@code consider}
 */
public record AmlListRule(Double matchThreshold, Double strongMatch, String strongResult) {

    public AmlListRule {
        if (matchThreshold != null && !(matchThreshold > 0 && matchThreshold <= 1)
                || strongMatch != null && !(strongMatch > 0 && strongMatch <= 1)) {
            throw new IllegalArgumentException("aml_lists thresholds must be above 0 and at most 1");
        }
        if (strongResult != null && !strongResult.equals("fail") && !strongResult.equals("consider")) {
            throw new IllegalArgumentException("aml_lists strong_result must be fail or consider, not " + strongResult);
        }
    }
}
