package dev.avs.screening;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.SubjectType;
import dev.avs.screening.matching.ScreeningHit;
import dev.avs.verification.CheckResult;
import dev.avs.verification.Reason;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Monitoring learns which entries an AML check showed from the reasons, fresh or stored, without their keys. */
class ShownHitTest {

    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    private static final AmlThresholds THRESHOLDS = new AmlThresholds(0.90, 0.97, Duration.ofHours(48));

    @Test
    void eachMatchReasonShowsItsSubjectsEntries() {
        AmlSubject person = AmlSubject.affiliatedPerson("p1", "Jamil Hamieh", null, null);
        CheckResult result = AmlDecision.decide(List.of(new AmlDecision.Screened(person,
                List.of(hit("ofac-sdn", "8808", 0.99), hit("eu-fsf", "EU.1", 0.92)))), NOW, THRESHOLDS, NOW);

        assertThat(result.reasons()).extracting(Reason::code)
                .containsExactly("SANCTIONS_MATCH", "POSSIBLE_SANCTIONS_MATCH");
        assertThat(result.reasons().stream().flatMap(r -> ShownHit.of(r).stream()).toList()).containsExactly(
                new ShownHit("p1", "ofac-sdn", "8808"), new ShownHit("p1", "eu-fsf", "EU.1"));

        JsonMapper json = JsonMapper.builder().build();
        CheckResult stored = json.readValue(json.writeValueAsString(result), new TypeReference<>() {
        });
        assertThat(stored.reasons().stream().flatMap(r -> ShownHit.of(r).stream()).toList()).containsExactly(
                new ShownHit("p1", "ofac-sdn", "8808"), new ShownHit("p1", "eu-fsf", "EU.1"));
    }

    @Test
    void aReasonWithoutHitsShowsNone() {
        CheckResult unavailable = AmlDecision.decide(List.of(new AmlDecision.Screened(
                AmlSubject.applicant("a1", SubjectType.PERSON, "Saad Al-Faqih", null, null), List.of())), null,
                THRESHOLDS, NOW);

        assertThat(unavailable.reasons()).extracting(Reason::code).containsExactly("AML_LISTS_UNAVAILABLE");
        assertThat(ShownHit.of(unavailable.reasons().getFirst())).isEmpty();
    }

    private static ScreeningHit hit(String list, String entryId, double score) {
        return new ScreeningHit(list, ListType.SANCTIONS, entryId, "Jamil Hamieh", "PERSON", "Jamil Hamieh", score,
                Map.of("birth_date", Map.of("result", "not_given"), "nationality", Map.of("result", "not_given")));
    }
}
