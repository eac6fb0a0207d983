package dev.avs.screening;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The AML check's outcome in the shape every check reports: a result and its reasons. */
public record AmlResult(Result result, List<Reason> reasons) {

    public enum Result {
        CLEAR, CONSIDER, FAIL;

        /** {@code clear}, {@code consider} or {@code fail}, as the contract writes it. */
        public String value() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A reason with a code of the CHECKS.md catalogue, a sentence for a reviewer, and the evidence. */
    public record Reason(String code, Result result, String message, Map<String, Object> details) {
    }

    public AmlResult {
        reasons = List.copyOf(reasons);
    }
}
