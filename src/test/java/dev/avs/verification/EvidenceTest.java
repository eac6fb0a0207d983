package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.reference.DocumentType;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The newest document of a snapshot is the last of its kind in the list, which keeps the database's exact order:
 * the snapshot's timestamps have second precision, so two documents made within a second tie on them.
 */
class EvidenceTest {

    private static final Instant SECOND = Instant.parse("2026-11-23T10:00:00Z");

    @Test
    void documentsMadeWithinOneSecondAreOrderedByTheList() {
        // ids chosen so that ordering by id would pick the older one
        Evidence.DocumentFacts older = document("ffff", DocumentType.PASSPORT);
        Evidence.DocumentFacts newer = document("0000", DocumentType.PASSPORT);
        Evidence.DocumentFacts selfie = document("aaaa", DocumentType.SELFIE_IMAGE);

        Evidence evidence = new Evidence(applicant(), List.of(), List.of(), List.of(older, newer, selfie), List.of());

        assertThat(evidence.newestIdentityDocument()).contains(newer);
        assertThat(evidence.newestDocument(d -> d.type() == DocumentType.SELFIE_IMAGE)).contains(selfie);
        assertThat(evidence.newestDocument(d -> d.type() == DocumentType.ADDRESS_DOCUMENT)).isEmpty();
        assertThat(new Evidence(applicant(), List.of(), List.of(), List.of(newer, older), List.of())
                .newestIdentityDocument()).contains(older);
    }

    private static Evidence.DocumentFacts document(String id, DocumentType type) {
        return new Evidence.DocumentFacts(id, null, type, "N1", null, null, null, null, null, null, "f-" + id, null,
                List.of(), null, SECOND);
    }

    private static Evidence.ApplicantFacts applicant() {
        return new Evidence.ApplicantFacts("a", "PERSON", null, "Anna", null, "Example", null, null, null, "GB", null,
                null, null, null, null, null, null, null, null, null, null);
    }
}
