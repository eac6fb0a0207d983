package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.lists.SubjectType;
import dev.avs.screening.lists.ListType;
import dev.avs.verification.CheckResult;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AmlDecisionTest {

    private static final AmlThresholds THRESHOLDS = new AmlThresholds(0.90, 0.97, Duration.ofHours(48));
    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    private static final Instant FRESH = NOW.minus(Duration.ofHours(1));
    private static final AmlSubject APPLICANT = AmlSubject.applicant("a1", SubjectType.PERSON, "Saad Al-Faqih", null, null);
    private static final AmlSubject DIRECTOR = AmlSubject.affiliatedPerson("p1", "Jamil Hamieh", null, null);

    private static ScreeningHit hit(double score, String dobResult, boolean pep) {
        Map<String, Object> explanation = new LinkedHashMap<>();
        explanation.put("name_score", score);
        explanation.put("birth_date", Map.of("result", dobResult));
        explanation.put("nationality", Map.of("result", "not_given"));
        return new ScreeningHit(pep ? "peps" : "ofac-sdn", pep ? ListType.PEP : ListType.SANCTIONS, "8808", "Saad Rashed Mohammad AL-FAQIH", "PERSON",
                "Saad Rashed Mohammad AL-FAQIH", score, explanation);
    }

    private static CheckResult decide(Instant newestLoad, AmlDecision.Screened... screened) {
        return AmlDecision.decide(List.of(screened), newestLoad, THRESHOLDS, NOW);
    }

    @Test
    void noHitIsClear() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of()));
        assertThat(result.result()).isEqualTo(Result.CLEAR);
        assertThat(result.reasons()).isEmpty();
    }

    @Test
    void aStrongUncontradictedHitFails() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of(hit(0.98, "match", false))));
        assertThat(result.result()).isEqualTo(Result.FAIL);
        assertThat(result.result().code()).isEqualTo("fail");
        Reason reason = result.reasons().getFirst();
        assertThat(reason.code()).isEqualTo("SANCTIONS_MATCH");
        assertThat(reason.details()).containsEntry("subject", Map.of("role", "applicant", "id", "a1"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> hits = (List<Map<String, Object>>) reason.details().get("hits");
        assertThat(hits.getFirst()).containsEntry("list", "ofac-sdn").containsEntry("entry_id", "8808")
                .containsEntry("matched_name", "Saad Rashed Mohammad AL-FAQIH").containsEntry("score", 0.98)
                .containsKey("explanation");
    }

    @Test
    void aStrongHitThatABirthDateContradictsIsOnlyPossible() {
        CheckResult result = decide(FRESH,
                new AmlDecision.Screened(APPLICANT, List.of(hit(0.97, "contradiction", false))));
        assertThat(result.result()).isEqualTo(Result.CONSIDER);
        assertThat(result.reasons()).extracting(Reason::code).containsExactly("POSSIBLE_SANCTIONS_MATCH");
    }

    @Test
    void aHitBetweenTheThresholdsIsPossible() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of(hit(0.92, "not_given", false))));
        assertThat(result.result()).isEqualTo(Result.CONSIDER);
        assertThat(result.reasons()).extracting(Reason::code).containsExactly("POSSIBLE_SANCTIONS_MATCH");
    }

    @Test
    void hitsBelowTheThresholdAreIgnored() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of(hit(0.89, "match", false))));
        assertThat(result.result()).isEqualTo(Result.CLEAR);
    }

    @Test
    void aPepListHitIsAPepMatch() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of(hit(0.99, "match", true))));
        assertThat(result.result()).isEqualTo(Result.CONSIDER);
        assertThat(result.reasons()).extracting(Reason::code).containsExactly("PEP_MATCH");
    }

    @Test
    void everyAffiliatedPersonIsReportedOnItsOwn() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of()),
                new AmlDecision.Screened(DIRECTOR, List.of(hit(0.99, "not_given", false))));
        assertThat(result.result()).isEqualTo(Result.FAIL);
        assertThat(result.reasons().getFirst().details())
                .containsEntry("subject", Map.of("role", "affiliated_person", "id", "p1"));
        assertThat(result.reasons().getFirst().message()).contains("affiliated person");
    }

    @Test
    void noLoadedListIsNeverASilentPass() {
        CheckResult result = decide(null, new AmlDecision.Screened(APPLICANT, List.of()));
        assertThat(result.result()).isEqualTo(Result.CONSIDER);
        assertThat(result.reasons()).extracting(Reason::code).containsExactly("AML_LISTS_UNAVAILABLE");
    }

    @Test
    void staleListsAreReportedAndStillScreened() {
        Instant old = NOW.minus(Duration.ofHours(49));
        CheckResult clear = decide(old, new AmlDecision.Screened(APPLICANT, List.of()));
        assertThat(clear.result()).isEqualTo(Result.CONSIDER);
        assertThat(clear.reasons()).extracting(Reason::code).containsExactly("AML_LISTS_UNAVAILABLE");
        CheckResult hit = decide(old, new AmlDecision.Screened(APPLICANT, List.of(hit(0.99, "match", false))));
        assertThat(hit.result()).isEqualTo(Result.FAIL);
        assertThat(hit.reasons()).extracting(Reason::code)
                .containsExactly("AML_LISTS_UNAVAILABLE", "SANCTIONS_MATCH");
    }

    @Test
    void thresholdsMustBeOrdered() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new AmlThresholds(0.98, 0.97, Duration.ofHours(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static ScreeningHit typed(ListType type, double score) {
        Map<String, Object> explanation = new LinkedHashMap<>();
        explanation.put("birth_date", Map.of("result", "not_given"));
        explanation.put("nationality", Map.of("result", "not_given"));
        return new ScreeningHit(type.id() + "-list", type, "E1", "Listed Person", "PERSON", "Listed Person", score,
                explanation);
    }

    @Test
    void eachTypeOfListHasItsStrongAndPossibleCodeAndResult() {
        CheckResult result = decide(FRESH, new AmlDecision.Screened(APPLICANT, List.of(typed(ListType.PEP, 0.98),
                typed(ListType.CRIME, 0.92), typed(ListType.DEBARMENT, 0.99), typed(ListType.INTERNAL, 0.98))));
        assertThat(result.reasons()).extracting(Reason::code, Reason::result).containsExactly(
                org.assertj.core.groups.Tuple.tuple("PEP_MATCH", Result.CONSIDER),
                org.assertj.core.groups.Tuple.tuple("POSSIBLE_CRIME_LIST_MATCH", Result.CONSIDER),
                org.assertj.core.groups.Tuple.tuple("DEBARMENT_MATCH", Result.CONSIDER),
                org.assertj.core.groups.Tuple.tuple("INTERNAL_LIST_MATCH", Result.FAIL));
        assertThat(result.result()).isEqualTo(Result.FAIL);
    }

    @Test
    void thePolicysRuleForATypeChangesItsThresholdsAndResult() {
        AmlThresholds strictPep = new AmlThresholds(0.90, 0.97, Duration.ofHours(48), Map.of(
                ListType.PEP, new AmlThresholds.Rule(0.80, 0.85, Result.FAIL)));
        List<ScreeningHit> hits = List.of(typed(ListType.PEP, 0.86), typed(ListType.SANCTIONS, 0.86));
        CheckResult result = AmlDecision.decide(List.of(new AmlDecision.Screened(APPLICANT, hits)), FRESH,
                strictPep, NOW);
        assertThat(result.reasons()).extracting(Reason::code).containsExactly("PEP_MATCH");
        assertThat(result.result()).isEqualTo(Result.FAIL);
        assertThat(strictPep.lowestMatchThreshold()).isEqualTo(0.80);
        assertThat(AmlDecision.reasonCode(typed(ListType.PEP, 0.82), strictPep)).isEqualTo("POSSIBLE_PEP_MATCH");
        assertThat(AmlDecision.reasonCode(typed(ListType.SANCTIONS, 0.82), strictPep)).isNull();
    }
}
