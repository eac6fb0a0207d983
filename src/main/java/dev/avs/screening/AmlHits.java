package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.verification.Details;
import java.util.List;
import java.util.Map;

/**
 * The details of an AML match reason ({@link AmlDecision}): whose hits they are and each hit. {@link ShownHit}
 * reads them back.
 */
record AmlHits(Subject subject, List<HitDetails> hits) {

    /** The screened subject: its role ({@code applicant}, {@code affiliated_person}) and id. */
    record Subject(String role, String id) {
    }

    static Map<String, Object> details(AmlSubject subject, List<ScreeningHit> hits) {
        return Details.from(new AmlHits(new Subject(subject.role(), subject.subjectId()),
                hits.stream().map(HitDetails::of).toList()));
    }
}
