package dev.avs.screening.matching;

import org.springframework.modulith.NamedInterface;
import dev.avs.screening.lists.ListType;

import java.util.Map;

/**
 * A list entry that matched, with the score after corroboration and what contributed to it.
 *
 * @param list        the configured name of the source
 * @param listType    what the entry is listed as (its own type, or its source's)
 * @param explanation the source and programmes, the aligned tokens, what was left over, and the birth date and
 *                    nationality comparison
 */
@NamedInterface("hits")
public record ScreeningHit(String list, ListType listType, String entryId, String entryName, String entryType,
                           String matchedName, double score, Map<String, Object> explanation) {

    /** Whether the entry is a politically exposed person (the API's {@code pep} flag of a hit). */
    public boolean pep() {
        return listType == ListType.PEP;
    }

    /** Whether the subject's known birth date or nationality contradicts the entry's. */
    public boolean contradicted() {
        return contradiction(explanation.get("birth_date")) || contradiction(explanation.get("nationality"));
    }

    private static boolean contradiction(Object part) {
        return part instanceof Map<?, ?> map && "contradiction".equals(map.get("result"));
    }
}
