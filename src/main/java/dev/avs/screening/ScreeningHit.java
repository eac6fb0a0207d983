package dev.avs.screening;

import java.util.Map;

/**
 * A list entry that matched, with the score after corroboration and what contributed to it.
 *
 * @param list        the configured name of the source
 * @param pep         whether the source is a list of politically exposed persons
 * @param explanation the aligned tokens, what was left over, and the birth date and nationality comparison
 */
public record ScreeningHit(String list, boolean pep, String entryId, String entryName, String entryType,
                           String matchedName, double score, Map<String, Object> explanation) {

    /** Whether the subject's known birth date or nationality contradicts the entry's. */
    public boolean contradicted() {
        return contradiction(explanation.get("birth_date")) || contradiction(explanation.get("nationality"));
    }

    private static boolean contradiction(Object part) {
        return part instanceof Map<?, ?> map && "contradiction".equals(map.get("result"));
    }
}
