package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import java.util.Map;

/**
 * One hit as the AML check's details, monitoring's alerts and the {@code DATABASE_SCREENING} callback show it.
 *
 * @param listType    the {@code id} of the entry's list type ({@code sanctions}, {@code pep}, ...)
 * @param explanation the matcher's account of the score ({@link ScreeningHit#explanation()})
 */
public record HitDetails(String list, String listType, String entryId, String matchedName, double score,
                         Map<String, Object> explanation) {

    public static HitDetails of(ScreeningHit hit) {
        return new HitDetails(hit.list(), hit.listType().id(), hit.entryId(), hit.matchedName(), hit.score(),
                hit.explanation());
    }
}
