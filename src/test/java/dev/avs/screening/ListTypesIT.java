package dev.avs.screening;

import dev.avs.verification.PolicyOverrides;
import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.TestDatabase;
import dev.avs.support.Api;
import dev.avs.support.ServiceTest;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The European, British, Swiss, Canadian and Australian lists and a FollowTheMoney file whose entities carry their
 * own topics, through real verifications: each list's type and programme reach the reason, and the policy's rule
 * per type decides what a match does.
 */
@TestPropertySource(properties = {
        "avs.screening.sources[0].name=eu", "avs.screening.sources[0].format=eu-fsf-xml",
        "avs.screening.sources[0].location=src/test/resources/screening/eu-fsf/eu-fsf-sample-b.xml",
        "avs.screening.sources[1].name=uk", "avs.screening.sources[1].format=uk-sanctions-list-xml",
        "avs.screening.sources[1].location=src/test/resources/screening/uk-fcdo/uk-sanctions-list-excerpt.xml",
        "avs.screening.sources[2].name=ch-seco", "avs.screening.sources[2].format=seco-xml",
        "avs.screening.sources[2].location=src/test/resources/screening/ch-seco/seco-amendment-test-program.xml",
        "avs.screening.sources[3].name=ca-sema", "avs.screening.sources[3].format=ca-sema-xml",
        "avs.screening.sources[3].location=src/test/resources/screening/ca-sema/sema-lmes.xml",
        "avs.screening.sources[4].name=au-dfat", "avs.screening.sources[4].format=au-dfat-xlsx",
        "avs.screening.sources[4].location=src/test/resources/screening/au-dfat/Australian_Sanctions_Consolidated_List.xlsx",
        "avs.screening.sources[5].name=operator-data", "avs.screening.sources[5].format=ftm-json",
        "avs.screening.sources[5].location=src/test/resources/screening/ftm/topics.ftm.json",
        "avs.screening.sources[5].type=pep", "avs.screening.sources[5].refresh-interval=1h"})
class ListTypesIT extends ServiceTest {

    @org.springframework.test.context.DynamicPropertySource
    static void database(org.springframework.test.context.DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-list-types");
    }

    @Autowired
    Policies policies;

    private Tenant tenant;
    private Api api;
    private VerificationFlows fixtures;

    @BeforeEach
    void listsLoaded() {
        tenant = newTenant();
        api = tenant.api();
        fixtures = new VerificationFlows(api);
        eventually(Duration.ofSeconds(30), () -> api.get("/screening/lists").json().path("lists"),
                lists -> lists.size() == 6 && lists.valueStream().allMatch(l -> l.path("status").asString().equals("loaded")));
    }

    @Test
    void everyListShowsItsTypeSizeVersionAndAge() {
        JsonNode lists = api.get("/screening/lists").json().path("lists");
        Map<String, Integer> entries = Map.of("eu", 7, "uk", 6, "ch-seco", 3, "ca-sema", 27, "au-dfat", 22,
                "operator-data", 6);
        for (JsonNode list : lists) {
            String name = list.path("name").asString();
            assertThat(list.path("entries").asInt()).as(name).isEqualTo(entries.get(name));
            assertThat(list.path("type").asString()).as(name).isEqualTo(name.equals("operator-data") ? "pep" : "sanctions");
            assertThat(list.path("sha256").asString()).hasSize(64);
            assertThat(list.path("age_seconds").asLong()).isBetween(0L, 300L);
            assertThat(list.path("refresh_interval_seconds").asLong())
                    .isEqualTo(name.equals("operator-data") ? 3600 : 6 * 3600);
        }
        assertThat(lists.findValuesAsString("format")).contains("eu-fsf-xml", "uk-sanctions-list-xml", "seco-xml",
                "ca-sema-xml", "au-dfat-xlsx", "ftm-json");
    }

    @Test
    void theEuListDeclinesWithItsProgramme() {
        JsonNode v = fixtures.run(fixtures.person(Map.of("first_name", "Saddam", "last_name", "Hussein Al-Tikriti",
                "dob", "1937-04-28", "nationality", "IQ")), "AML");
        JsonNode hit = reason(v, "SANCTIONS_MATCH").path("details").path("hits").get(0);
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(hit.path("list").asString()).isEqualTo("eu");
        assertThat(hit.path("list_type").asString()).isEqualTo("sanctions");
        assertThat(hit.path("explanation").path("source").asString()).isEqualTo("eu");
        assertThat(hit.path("explanation").path("programs").get(0).asString()).isEqualTo("IRQ");
    }

    @Test
    void theUkAndAustralianListsFindTheirDesignations() {
        JsonNode uk = fixtures.run(fixtures.person(Map.of("first_name", "Noureddine Ben Ali Ben Belkassem",
                "last_name", "Al-Drissi", "dob", "1964-04-30", "nationality", "TN")), "AML");
        assertThat(reason(uk, "SANCTIONS_MATCH").path("details").path("hits").findValuesAsString("list")).contains("uk");
        JsonNode au = fixtures.run(fixtures.person(Map.of("first_name", "Muhammad Taher", "last_name", "Anwari",
                "dob", "1961-06-01", "nationality", "AF")), "AML");
        assertThat(reason(au, "SANCTIONS_MATCH").path("details").path("hits").findValuesAsString("list"))
                .contains("au-dfat");
    }

    @Test
    void aPepIsAReviewWithThePositionAsItsProgramme() {
        JsonNode v = fixtures.run(fixtures.person(Map.of("first_name", "Erika", "last_name", "Mustermann-Beispiel",
                "dob", "1970-08-10", "nationality", "DE")), "AML");
        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode reason = reason(v, "PEP_MATCH");
        assertThat(reason.path("result").asString()).isEqualTo("consider");
        JsonNode hit = reason.path("details").path("hits").get(0);
        assertThat(hit.path("list_type").asString()).isEqualTo("pep");
        assertThat(hit.path("explanation").path("programs").get(0).asString())
                .isEqualTo("Member of a fictitious parliament");
    }

    @Test
    void anEntitysOwnTopicsOutrankTheTypeOfItsList() {
        JsonNode sanctioned = fixtures.run(fixtures.person(Map.of("first_name", "Ivan Testovich",
                "last_name", "Primerov", "dob", "1961-04-12", "nationality", "RU")), "AML");
        JsonNode hit = reason(sanctioned, "SANCTIONS_MATCH").path("details").path("hits").get(0);
        assertThat(hit.path("list").asString()).isEqualTo("operator-data");
        assertThat(hit.path("explanation").path("programs").get(0).asString()).isEqualTo("Test programme (fictitious)");
        JsonNode wanted = fixtures.run(fixtures.person(Map.of("first_name", "John", "last_name", "Examplewanted")),
                "AML");
        assertThat(reason(wanted, "CRIME_LIST_MATCH").path("result").asString()).isEqualTo("consider");
        JsonNode counter = fixtures.run(fixtures.person(Map.of("first_name", "Countersanctioned",
                "last_name", "Person")), "AML");
        assertThat(counter.path("checks").get(0).path("result").asString()).isEqualTo("clear");
    }

    @Test
    void thePolicyDecidesWhatAStrongPepMatchDoes() {
        policies.setAccountOverrides(tenant.account(),
                new PolicyOverrides(Map.of("aml_lists", Map.of("pep", Map.of("strong_result", "fail")))));
        JsonNode v = fixtures.run(fixtures.person(Map.of("first_name", "Erika", "last_name", "Mustermann-Beispiel",
                "dob", "1970-08-10", "nationality", "DE")), "AML");
        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(reason(v, "PEP_MATCH").path("result").asString()).isEqualTo("fail");
        assertThatThrownBy(() -> policies.setAccountOverrides(tenant.account(),
                new PolicyOverrides(Map.of("aml_lists", Map.of("peps", Map.of("strong_result", "fail"))))))
                .hasMessageContaining("aml_lists.peps names no type of list");
        assertThatThrownBy(() -> policies.setAccountOverrides(tenant.account(),
                new PolicyOverrides(Map.of("aml_lists", Map.of("pep", Map.of("strong_result", "ignore"))))))
                .hasMessageContaining("fail or consider");
    }
}
