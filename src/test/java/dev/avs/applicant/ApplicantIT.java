package dev.avs.applicant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ApplicantIT extends IntegrationTest {

    private Api api;

    @BeforeEach
    void account() {
        api = newAccount();
    }

    @Test
    void createsAPersonWithTypeAlone() {
        ApiResponse created = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna"));

        assertThat(created.status()).isEqualTo(200);
        String id = created.id("applicant_id");
        assertThat(id).matches("[0-9a-f]{36}");
        assertThat(created.header("Location")).isEqualTo("/applicants/" + id);
        JsonNode applicant = api.get("/applicants/" + id).json();
        assertThat(applicant.path("type").asString()).isEqualTo("PERSON");
        assertThat(applicant.path("first_name").asString()).isEqualTo("Anna");
        assertThat(applicant.path("last_name").isNull()).isTrue();
        assertThat(applicant.path("verification_status").asString()).isEqualTo("new");
        assertThat(applicant.path("verified").isNull()).isTrue();
        assertThat(applicant.path("verifications_count").asInt()).isZero();
        assertThat(applicant.path("addresses").isArray()).isTrue();
        assertThat(applicant.path("affiliated_persons").isEmpty()).isTrue();
        assertThat(applicant.path("created_at").asString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
    }

    @Test
    void storesEveryPersonFieldNormalised() {
        Map<String, Object> person = new LinkedHashMap<>();
        person.put("type", "person");
        person.put("first_name", "  Zoë ");
        person.put("middle_name", "Ann-Marie");
        person.put("last_name", "O'Brien");
        person.put("dob", "1990-02-03");
        person.put("gender", "f");
        person.put("nationality", "ie");
        person.put("residence_country", "GB");
        person.put("place_of_birth", "Cork");
        person.put("email", "zoe@example.com");
        person.put("phone", "+44 20 7946 0958");
        person.put("pep", false);
        person.put("telegram_username", "zoe_ob");
        person.put("wallet_address", "0x52908400098527886E0F7030069857D2E4169EE7");
        person.put("external_applicant_id", "crm-1");
        person.put("custom_field_5", "vip");
        person.put("sandbox", true);
        String id = api.post("/applicants", person).id("applicant_id");

        JsonNode applicant = api.get("/applicants/" + id).json();
        assertThat(applicant.path("first_name").asString()).isEqualTo("Zoë");
        assertThat(applicant.path("gender").asString()).isEqualTo("F");
        assertThat(applicant.path("nationality").asString()).isEqualTo("IE");
        assertThat(applicant.path("phone").asString()).isEqualTo("+442079460958");
        assertThat(applicant.path("dob").asString()).isEqualTo("1990-02-03");
        assertThat(applicant.path("pep").asBoolean()).isFalse();
        assertThat(applicant.path("custom_field_5").asString()).isEqualTo("vip");
        assertThat(applicant.has("company_name")).isFalse();
    }

    @Test
    void createsACompany() {
        String id = api.post("/applicants", Map.of("type", "COMPANY", "company_name", "Acme Ltd",
                "registration_country", "GB", "registration_number", "01234567", "incorporation_date", "2010-05-01",
                "website", "https://acme.example")).id("applicant_id");

        JsonNode company = api.get("/applicants/" + id).json();
        assertThat(company.path("company_name").asString()).isEqualTo("Acme Ltd");
        assertThat(company.path("incorporation_date").asString()).isEqualTo("2010-05-01");
        assertThat(company.has("first_name")).isFalse();
    }

    @Test
    void acceptsFormBodies() {
        ApiResponse created = api.postForm("/applicants", "type=PERSON&first_name=Jan&pep=true&dob=1980-01-01");

        assertThat(created.status()).isEqualTo(200);
        JsonNode applicant = api.get("/applicants/" + created.id("applicant_id")).json();
        assertThat(applicant.path("pep").asBoolean()).isTrue();
        assertThat(applicant.path("first_name").asString()).isEqualTo("Jan");
    }

    @Test
    void listsEveryInvalidField() {
        ApiResponse response = api.post("/applicants", Map.of("type", "PERSON", "dob", "2999-01-01",
                "residence_country", "XX", "email", "not-an-email", "phone", "12", "gender", "Q",
                "first_name", "R2D2", "last_name", "x".repeat(65), "pep", "yes", "colour", "blue"));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errorType()).isEqualTo("validation");
        assertThat(response.json().path("message").asString()).isEqualTo("9 parameters are not valid");
        assertThat(parameters(response)).containsExactlyInAnyOrder("dob", "residence_country", "email", "phone",
                "gender", "first_name", "last_name", "pep", "colour");
        assertThat(message(response, "dob")).isEqualTo("Date of birth must be a past date in YYYY-MM-DD");
        assertThat(message(response, "residence_country")).isEqualTo("Country of residence is not valid");
    }

    @Test
    void rejectsDatesBefore1900AndImpossibleDates() {
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "dob", "1899-12-31")).status()).isEqualTo(422);
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "dob", "1990-02-30")).status()).isEqualTo(422);
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "dob", "03/02/1990")).status()).isEqualTo(422);
    }

    @Test
    void requiresAValidType() {
        assertThat(parameters(api.post("/applicants", Map.of("first_name", "Anna")))).containsExactly("type");
        assertThat(parameters(api.post("/applicants", Map.of("type", "ROBOT")))).containsExactly("type");
    }

    @Test
    void namesFieldsOfTheOtherType() {
        ApiResponse response = api.post("/applicants", Map.of("type", "PERSON", "company_name", "Acme"));

        assertThat(response.status()).isEqualTo(422);
        assertThat(message(response, "company_name")).isEqualTo("company_name is not a field of PERSON applicants");
    }

    @Test
    void rejectsControlCharacters() {
        ApiResponse response = api.post("/applicants", Map.of("type", "PERSON", "place_of_birth", "Cork\u0000"));

        assertThat(parameters(response)).containsExactly("place_of_birth");
    }

    @Test
    void patchesSomeFieldsAndClearsWithNull() {
        String id = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna", "last_name", "Lee"))
                .id("applicant_id");
        Map<String, Object> patch = new LinkedHashMap<>();
        patch.put("last_name", null);
        patch.put("middle_name", "Maria");

        ApiResponse patched = api.patch("/applicants/" + id, patch);

        assertThat(patched.status()).isEqualTo(200);
        assertThat(patched.id("applicant_id")).isEqualTo(id);
        JsonNode applicant = api.get("/applicants/" + id).json();
        assertThat(applicant.path("first_name").asString()).isEqualTo("Anna");
        assertThat(applicant.path("middle_name").asString()).isEqualTo("Maria");
        assertThat(applicant.path("last_name").isNull()).isTrue();
    }

    @Test
    void refusesAnEmptyPatchAndATypeChange() {
        String id = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");

        ApiResponse empty = api.patch("/applicants/" + id, Map.of());
        assertThat(empty.status()).isEqualTo(422);
        assertThat(empty.json().path("errors").get(0).path("parameter").asString()).isEqualTo("*");
        assertThat(empty.json().path("errors").get(0).path("message").asString())
                .isEqualTo("At least one parameter should be set");
        assertThat(parameters(api.patch("/applicants/" + id, Map.of("type", "COMPANY")))).containsExactly("type");
    }

    @Test
    void externalIdIsUniquePerAccount() {
        String first = api.post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "u-1")).id("applicant_id");

        ApiResponse second = api.post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "u-1"));
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.errorType()).isEqualTo("applicant_exists");
        assertThat(second.json().path("applicant_id").asString()).isEqualTo(first);

        String other = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        assertThat(api.patch("/applicants/" + other, Map.of("external_applicant_id", "u-1")).status()).isEqualTo(409);
        assertThat(newAccount().post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "u-1")).status())
                .isEqualTo(200);
    }

    @Test
    void anotherAccountsApplicantIsNotFound() {
        String id = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        Api stranger = newAccount();

        ApiResponse read = stranger.get("/applicants/" + id);
        assertThat(read.status()).isEqualTo(404);
        assertThat(read.errorType()).isEqualTo("not_found");
        assertThat(stranger.patch("/applicants/" + id, Map.of("first_name", "Eve")).status()).isEqualTo(404);
        assertThat(api.get("/applicants/not-an-id").status()).isEqualTo(404);
        assertThat(api.get("/applicants/" + "0".repeat(36)).status()).isEqualTo(404);
    }

    static List<String> parameters(ApiResponse response) {
        assertThat(response.status()).as(response.toString()).isEqualTo(422);
        return response.json().path("errors").valueStream().map(e -> e.path("parameter").asString()).toList();
    }

    static String message(ApiResponse response, String parameter) {
        return response.json().path("errors").valueStream()
                .filter(e -> e.path("parameter").asString().equals(parameter))
                .map(e -> e.path("message").asString())
                .findFirst().orElseThrow();
    }
}
