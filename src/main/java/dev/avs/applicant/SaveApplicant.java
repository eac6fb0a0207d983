package dev.avs.applicant;

import java.util.List;
import java.util.Map;

/**
 * Creates ({@code applicantId} null) or updates an applicant: the values the hosted form collected, by their API names
 * and as text, checked by the same rules and answered with the same errors as POST and PATCH /applicants.
 */
public record SaveApplicant(String applicantId, Map<String, List<String>> fields) {

    public SaveApplicant {
        fields = Map.copyOf(fields);
    }
}
