package dev.avs.screening;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Every AML reason code through real verifications, on trimmed slices of the official lists and a PEP list. */
class AmlCheckIT extends IntegrationTest {

    private Api api;
    private VerificationFlows fixtures;

    @BeforeEach
    void listsLoaded() {
        api = newAccount();
        fixtures = new VerificationFlows(api);
        eventually(Duration.ofSeconds(30), () -> api.get("/screening/lists").json().path("lists"),
                lists -> lists.size() == 5 && lists.valueStream().allMatch(l -> l.path("status").asString().equals("loaded")));
    }

    @Test
    void aCommonNameIsClear() {
        JsonNode v = fixtures.run(fixtures.person(), "AML");
        assertThat(v.path("checks").get(0).path("result").asString()).isEqualTo("clear");
        assertThat(v.path("verified").asBoolean()).isTrue();
    }

    @Test
    void sanctionsMatchWithAgreeingBirthDate() {
        String applicant = fixtures.person(Map.of("first_name", "Noel Timothy", "last_name", "Heath",
                "dob", "1949-12-16"));

        JsonNode v = fixtures.run(applicant, "AML");

        JsonNode hit = reason(v, "SANCTIONS_MATCH").path("details").path("hits").get(0);
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(hit.path("list").asString()).isNotBlank();
        assertThat(hit.path("entry_id").asString()).isNotBlank();
        assertThat(hit.path("matched_name").asString()).containsIgnoringCase("Heath");
        assertThat(hit.path("score").asDouble()).isGreaterThanOrEqualTo(0.97);
        assertThat(hit.has("explanation")).isTrue();
    }

    @Test
    void aContradictedBirthDateIsOnlyAPossibleMatch() {
        String applicant = fixtures.person(Map.of("first_name", "Noel Timothy", "last_name", "Heath",
                "dob", "1991-02-03"));

        JsonNode v = fixtures.run(applicant, "AML");

        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode reason = reason(v, "POSSIBLE_SANCTIONS_MATCH");
        assertThat(reason.path("result").asString()).isEqualTo("consider");
        assertThat(reason.path("details").path("hits").get(0).path("matched_name").asString()).containsIgnoringCase("Heath");
    }

    @Test
    void aCompanysAffiliatedPersonIsScreenedToo() {
        String company = fixtures.company(Map.of("company_name", "Harmless Bakery"));
        fixtures.affiliatedPerson(company, "DIRECTOR", Map.of("first_name", "Noel Timothy", "last_name", "Heath",
                "dob", "1949-12-16", "nationality", "GB"));

        JsonNode details = reason(fixtures.run(company, "AML"), "SANCTIONS_MATCH").path("details");

        assertThat(details.toString()).contains("affiliated_person");
    }

    @Test
    void aSanctionedCompany() {
        JsonNode v = fixtures.run(fixtures.company(Map.of("company_name", "Banco Nacional de Cuba")), "AML");
        assertThat(reason(v, "SANCTIONS_MATCH").path("details").path("hits").get(0).path("matched_name").asString())
                .containsIgnoringCase("BANCO NACIONAL DE CUBA");
    }

    @Test
    void pepMatch() {
        String applicant = fixtures.person(Map.of("first_name", "Dragana", "last_name", "Markovic",
                "dob", "1968-03-14", "nationality", "RS"));

        JsonNode v = fixtures.run(applicant, "AML");

        assertThat(v.path("status").asString()).isEqualTo("review");
        assertThat(reason(v, "PEP_MATCH").path("details").path("hits").get(0).path("list").asString())
                .isEqualTo("pep-register");
    }
}
