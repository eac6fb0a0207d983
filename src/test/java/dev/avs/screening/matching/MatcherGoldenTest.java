package dev.avs.screening.matching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import dev.avs.screening.lists.SubjectType;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The matcher over trimmed real list entries: the right entry first for every kind of variation. */
class MatcherGoldenTest {

    private static ScreeningIndex index;

    @BeforeAll
    static void build() throws Exception {
        index = Fixtures.index();
    }

    private static List<ScreeningHit> search(String name, SubjectType type) {
        return index.search(ScreeningQuery.of(name, type, 0.0));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            exact                 | Saad Rashed Mohammad AL-FAQIH          | PERSON  | ofac-sdn  | 8808
            alias                 | NATIONAL BANK OF CUBA                  | COMPANY | ofac-sdn  | 306
            alias of a person     | Jamil Abdulkarim Hamie                 | PERSON  | ofac-sdn  | 6862
            surname first         | AL-FAQIH, Saad Rashed Mohammad         | PERSON  | ofac-sdn  | 8808
            reordered             | Mohammad Al-Faqih Saad Rashed          | PERSON  | ofac-sdn  | 8808
            typos                 | Saad Rashid Mohamad Al Faqih           | PERSON  | ofac-sdn  | 8808
            missing middle names  | Saad Al-Faqih                          | PERSON  | ofac-sdn  | 8808
            cyrillic              | Владимир Владимирович Путин            | PERSON  | us-csl    | 35096
            arabic                | صدام حسين التكريتي                     | PERSON  | un        | IQi.001
            latin for arabic      | Saddam Hussein al-Tikriti              | PERSON  | un        | IQi.001
            diacritics            | Nicolás Maduro Moros                   | PERSON  | ofac-sdn  | 22790
            diacritics on list    | Jerome Kakwavu Bukande                 | PERSON  | un        | CDi.005
            joined tokens         | Eliseo ImperialCastro                  | PERSON  | ofac-sdn  | 19232
            split tokens          | Senad Sahin Pasic                      | PERSON  | ofac-sdn  | 7782
            legal form moved      | Concern Sozvezdie JSC                  | COMPANY | ofac-sdn  | 16869
            legal form abbreviated| OJSC Kontsern Izhmash                  | COMPANY | ofac-sdn  | 18318
            honorific             | Dr. Saad Rashed Mohammad al-Faqih      | PERSON  | ofac-sdn  | 8808
            consolidated list     | Ismail Haniya                          | PERSON  | ofac-cons | 9639
            """)
    void findsTheRightEntryFirst(String variation, String query, SubjectType type, String list, String entryId) {
        List<ScreeningHit> hits = search(query, type);
        assertThat(hits).isNotEmpty();
        ScreeningHit first = hits.getFirst();
        assertThat(first.list() + " " + first.entryId()).as(variation).isEqualTo(list + " " + entryId);
        assertThat(first.score()).as(variation).isGreaterThanOrEqualTo(0.90);
    }

    @ParameterizedTest
    @ValueSource(strings = {"John Smith", "Maria Garcia", "Wei Zhang", "James Johnson", "Anna Müller",
            "Mohammed Ahmed", "Ivan Petrov", "Juan Carlos Rodriguez", "Acme Trading Ltd", "Bank of America"})
    void commonNamesDoNotHitAboveTheThreshold(String name) {
        assertThat(search(name, null)).allSatisfy(hit -> assertThat(hit.score()).as(hit.matchedName()).isLessThan(0.90));
    }

    @Test
    void everyHitExplainsItsScore() {
        ScreeningHit hit = search("Saad Rashid Mohamad Al Faqih", SubjectType.PERSON).getFirst();
        Map<String, Object> explanation = hit.explanation();
        assertThat(explanation).containsKeys("name_score", "matched", "unmatched_query", "unmatched_listed",
                "birth_date", "nationality", "adjustment");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> matched = (List<Map<String, Object>>) explanation.get("matched");
        assertThat(matched).anySatisfy(m -> {
            assertThat(m.get("query")).isEqualTo("rashid");
            assertThat(m.get("listed")).isEqualTo("rashed");
            assertThat(m.get("how")).isEqualTo("fuzzy");
        });
    }

    @Test
    void aKnownBirthDateAndNationalityCorroborate() {
        ScreeningQuery query = new ScreeningQuery("Saad Rashed Mohammad Al-Faqih", SubjectType.PERSON,
                LocalDate.of(1957, 2, 1), null, "SA", 5, 0.0);
        ScreeningHit hit = index.search(query).getFirst();
        assertThat(hit.score()).isEqualTo(1.0);
        assertThat(hit.contradicted()).isFalse();
        assertThat(((Map<?, ?>) hit.explanation().get("birth_date")).get("result")).isEqualTo("match");
        assertThat(((Map<?, ?>) hit.explanation().get("nationality")).get("result")).isEqualTo("match");
    }

    @Test
    void aDifferentBirthDateOrNationalityContradicts() {
        ScreeningQuery query = new ScreeningQuery("Saad Rashed Mohammad Al-Faqih", SubjectType.PERSON,
                null, 1980, "FR", 5, 0.0);
        ScreeningHit hit = index.search(query).getFirst();
        assertThat(hit.entryId()).isEqualTo("8808");
        assertThat(hit.contradicted()).isTrue();
        assertThat(hit.score()).isLessThan(0.90);
    }

    @Test
    void aPersonQueryDoesNotReturnOrganisations() {
        assertThat(search("Banco Nacional de Cuba", SubjectType.PERSON)).noneMatch(h -> h.entryId().equals("306"));
        assertThat(search("Banco Nacional de Cuba", SubjectType.COMPANY).getFirst().entryId()).isEqualTo("306");
    }
}
