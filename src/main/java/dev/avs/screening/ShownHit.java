package dev.avs.screening;

import dev.avs.verification.Reason;
import java.util.List;

/**
 * A list entry an AML reason showed for a subject, read back from the reason's details ({@link AmlHits}) by the
 * module that wrote them, so that others (monitoring) never read those details themselves.
 */
public record ShownHit(String subjectId, String list, String entryId) {

    /** The hits one AML reason shows; none when the reason shows no subject's hits. */
    public static List<ShownHit> of(Reason reason) {
        AmlHits shown = reason.detailsAs(AmlHits.class);
        if (shown.subject() == null || shown.subject().id() == null || shown.hits() == null) {
            return List.of();
        }
        return shown.hits().stream().filter(hit -> hit.list() != null && hit.entryId() != null)
                .map(hit -> new ShownHit(shown.subject().id(), hit.list(), hit.entryId())).toList();
    }
}
