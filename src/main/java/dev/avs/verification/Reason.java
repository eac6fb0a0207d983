package dev.avs.verification;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One finding of a check: a stable UPPER_SNAKE {@code code} from the catalogue of CHECKS.md, a sentence for a
 * reviewer, and the evidence ({@code details}: the dates compared, the MRZ field that differs, the entry matched).
 */
public record Reason(String code, Result result, String message, Map<String, Object> details) {

    public Reason {
        details = details == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public static Reason fail(String code, String message, Map<String, Object> details) {
        return new Reason(code, Result.FAIL, message, details);
    }

    public static Reason consider(String code, String message, Map<String, Object> details) {
        return new Reason(code, Result.CONSIDER, message, details);
    }
}
