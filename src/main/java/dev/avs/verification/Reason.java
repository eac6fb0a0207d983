package dev.avs.verification;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finding of a check: a stable UPPER_SNAKE {@code code} from the catalogue of CHECKS.md, a sentence for a
 * reviewer, and the evidence ({@code details}: the dates compared, the MRZ field that differs, the entry matched).
 */
public record Reason(String code, Result result, String message, Map<String, Object> details) {

    /**
     * The details of a reason that names other applicants (another applicant with the same identity, or with the
     * same document), whichever module wrote it.
     */
    public record OtherApplicants(List<String> applicantIds) {

        public OtherApplicants {
            applicantIds = applicantIds == null ? List.of() : applicantIds;
        }
    }

    public Reason {
        details = details == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    public static Reason fail(String code, String message, Map<String, Object> details) {
        return new Reason(code, Result.FAIL, message, details);
    }

    public static Reason consider(String code, String message, Map<String, Object> details) {
        return new Reason(code, Result.CONSIDER, message, details);
    }

    /**
     * The details read as the record the module that wrote them describes them with ({@link Details#from}):
     * components by their snake_case names, null where the details have none.
     */
    public <T extends Record> T detailsAs(Class<T> as) {
        return Details.read(details, as);
    }
}
