package dev.avs.applicant;

import static dev.avs.applicant.ApplicantIT.message;
import static dev.avs.applicant.ApplicantIT.parameters;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class AffiliatedPersonIT extends IntegrationTest {

    private Api api;
    private String company;

    @BeforeEach
    void companyApplicant() {
        api = newAccount();
        company = api.post("/applicants", Map.of("type", "COMPANY", "company_name", "Acme")).id("applicant_id");
    }

    @Test
    void addsPersonsShownInsideTheApplicant() {
        ApiResponse created = api.post("/affiliated-persons", person("DIRECTOR", Map.of("middle_name", "Q")));

        assertThat(created.status()).isEqualTo(200);
        String id = created.id("affiliated_person_id");
        assertThat(created.header("Location")).isEqualTo("/affiliated-persons/" + id);
        JsonNode persons = api.get("/applicants/" + company).json().path("affiliated_persons");
        assertThat(persons).hasSize(1);
        assertThat(persons.get(0).path("affiliated_person_id").asString()).isEqualTo(id);
        assertThat(persons.get(0).path("applicant_id").asString()).isEqualTo(company);
        assertThat(persons.get(0).path("middle_name").asString()).isEqualTo("Q");
        assertThat(persons.get(0).path("addresses").isArray()).isTrue();
    }

    @Test
    void requiresTheIdentityFields() {
        ApiResponse response = api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR"));

        assertThat(parameters(response)).containsExactlyInAnyOrder("first_name", "last_name", "dob", "nationality");
    }

    @Test
    void authorisedNeedsATitleAndIsUnique() {
        assertThat(parameters(api.post("/affiliated-persons", person("AUTHORISED", Map.of())))).containsExactly("title");
        assertThat(api.post("/affiliated-persons", person("AUTHORISED", Map.of("title", "CEO"))).status()).isEqualTo(200);

        ApiResponse second = api.post("/affiliated-persons", person("AUTHORISED", Map.of("title", "CFO")));
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.errorType()).isEqualTo("duplicate_data");
    }

    @Test
    void beneficialSharesSumToAtMostHundred() {
        assertThat(parameters(api.post("/affiliated-persons", person("BENEFICIAL", Map.of())))).containsExactly("share");
        assertThat(parameters(api.post("/affiliated-persons", person("BENEFICIAL", Map.of("share", 0)))))
                .containsExactly("share");
        assertThat(parameters(api.post("/affiliated-persons", person("BENEFICIAL", Map.of("share", 100.5)))))
                .containsExactly("share");
        String first = api.post("/affiliated-persons", person("BENEFICIAL", Map.of("share", 60))).id("affiliated_person_id");
        assertThat(api.post("/affiliated-persons", person("BENEFICIAL", Map.of("share", 40))).status()).isEqualTo(200);

        ApiResponse over = api.post("/affiliated-persons", person("BENEFICIAL", Map.of("share", 0.5)));
        assertThat(message(over, "share")).contains("100.5");
        assertThat(api.patch("/affiliated-persons/" + first, Map.of("share", 61)).status()).isEqualTo(422);
        assertThat(api.patch("/affiliated-persons/" + first, Map.of("share", 59.5)).status()).isEqualTo(200);
        assertThat(api.get("/applicants/" + company).json().path("affiliated_persons").get(0).path("share").asDouble())
                .isEqualTo(59.5);
    }

    @Test
    void belongsToCompanyApplicantsOfTheSameAccount() {
        String person = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        ApiResponse onPerson = api.post("/affiliated-persons", person("DIRECTOR", Map.of("applicant_id", person)));
        assertThat(parameters(onPerson)).containsExactly("applicant_id");

        ApiResponse foreign = newAccount().post("/affiliated-persons", person("DIRECTOR", Map.of()));
        assertThat(foreign.status()).isEqualTo(404);
        assertThat(foreign.json().path("errors").get(0).path("parameter").asString()).isEqualTo("applicant_id");
    }

    @Test
    void patchesAndDeletes() {
        String id = api.post("/affiliated-persons", person("DIRECTOR", Map.of())).id("affiliated_person_id");

        assertThat(api.patch("/affiliated-persons/" + id, Map.of("last_name", "Smith-Jones")).id("affiliated_person_id"))
                .isEqualTo(id);
        assertThat(api.patch("/affiliated-persons/" + id, Map.of("last_name", "")).status()).isEqualTo(422);
        assertThat(api.patch("/affiliated-persons/" + id, Map.of()).status()).isEqualTo(422);
        assertThat(api.patch("/affiliated-persons/" + id, Map.of("type", "AUTHORISED")).status()).isEqualTo(422);
        assertThat(api.patch("/affiliated-persons/" + id, Map.of("type", "AUTHORISED", "title", "COO")).status())
                .isEqualTo(200);
        assertThat(newAccount().delete("/affiliated-persons/" + id).status()).isEqualTo(404);

        ApiResponse deleted = api.delete("/affiliated-persons/" + id);
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.id("affiliated_person_id")).isEqualTo(id);
        assertThat(api.get("/applicants/" + company).json().path("affiliated_persons").isEmpty()).isTrue();
        assertThat(api.delete("/affiliated-persons/" + id).status()).isEqualTo(404);
        assertThat(api.patch("/affiliated-persons/" + id, Map.of("title", "x")).status()).isEqualTo(404);
    }

    private Map<String, Object> person(String type, Map<String, Object> extra) {
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", company, "type", type, "first_name", "Ivan",
                "last_name", "Petrov", "dob", "1975-04-01", "nationality", "BG"));
        body.putAll(extra);
        return body;
    }
}
