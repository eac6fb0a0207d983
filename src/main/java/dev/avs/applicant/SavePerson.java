package dev.avs.applicant;

import java.util.List;
import java.util.Map;

/**
 * Creates ({@code personId} null) or updates an affiliated person: the values the hosted form collected, by their
 * API names and as text, checked by the same rules and answered with the same errors as POST and PATCH
 * /affiliated-persons.
 */
public record SavePerson(String personId, Map<String, List<String>> fields) {

    public SavePerson {
        fields = Map.copyOf(fields);
    }
}
