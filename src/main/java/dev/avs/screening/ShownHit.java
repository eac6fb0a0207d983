package dev.avs.screening;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A list entry an AML reason showed for a subject: read back from the reason's details by the module that wrote
 * them ({@link AmlDecision}), so that others (monitoring) never read those details by name.
 */
public record ShownHit(String subjectId, String list, String entryId) {

    /** The hits the details of one AML reason show; none when the reason shows no subject's hits. */
    public static List<ShownHit> of(Map<String, Object> details) {
        List<ShownHit> shown = new ArrayList<>();
        if (details.get("subject") instanceof Map<?, ?> subject && subject.get("id") instanceof String id
                && details.get("hits") instanceof List<?> hits) {
            for (Object hit : hits) {
                if (hit instanceof Map<?, ?> h && h.get("list") instanceof String list
                        && h.get("entry_id") instanceof String entry) {
                    shown.add(new ShownHit(id, list, entry));
                }
            }
        }
        return shown;
    }
}
