package dev.avs.address;

import static dev.avs.support.Errors.error;
import static dev.avs.support.Errors.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

class AddressIT extends IntegrationTest {

    @Autowired
    Addresses addresses;

    private Api api;
    private AccountId account;
    private String person;

    @BeforeEach
    void account() {
        Accounts.NewAccount created = accounts.createAccount("addresses");
        api = new Api(baseUrl(), created.key().key());
        account = created.account();
        person = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna")).id("applicant_id");
    }

    @Test
    void createsAnAddressAndShowsItOnTheApplicant() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("applicant_id", person);
        body.put("type", "registered");
        body.put("country", "gb");
        body.put("state_or_province", "Greater London");
        body.put("city", " London ");
        body.put("district", "Westminster");
        body.put("street_name", "Baker Street");
        body.put("postal_code", "NW1 6XE");
        body.put("building_number", "221B");
        body.put("unit_number", "2");
        body.put("full_address", "221B Baker Street, London NW1 6XE");
        body.put("sandbox", true);

        ApiResponse created = api.post("/addresses", body);

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        String id = created.id("address_id");
        assertThat(created.header("Location")).isEqualTo("/addresses/" + id);
        JsonNode address = api.get("/addresses/" + id).json();
        assertThat(address.path("address_id").asString()).isEqualTo(id);
        assertThat(address.path("applicant_id").asString()).isEqualTo(person);
        assertThat(address.path("affiliated_person_id").isNull()).isTrue();
        assertThat(address.path("type").asString()).isEqualTo("REGISTERED");
        assertThat(address.path("country").asString()).isEqualTo("GB");
        assertThat(address.path("city").asString()).isEqualTo("London");
        assertThat(address.path("building_number").asString()).isEqualTo("221B");
        assertThat(address.path("full_address").asString()).isEqualTo("221B Baker Street, London NW1 6XE");
        JsonNode applicant = api.get("/applicants/" + person).json();
        assertThat(applicant.path("addresses")).hasSize(1);
        assertThat(applicant.path("addresses").get(0)).isEqualTo(address);
    }

    @Test
    void anAffiliatedPersonsAddressShowsUnderThePerson() {
        String company = company();
        String director = director(company);
        String own = api.post("/addresses", Map.of("applicant_id", company, "type", "BUSINESS", "country", "DE"))
                .id("address_id");

        ApiResponse created = api.post("/addresses", Map.of("affiliated_person_id", director, "type", "REGISTERED",
                "country", "FR", "city", "Paris"));

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        JsonNode address = api.get("/addresses/" + created.id("address_id")).json();
        assertThat(address.path("applicant_id").isNull()).isTrue();
        assertThat(address.path("affiliated_person_id").asString()).isEqualTo(director);
        JsonNode applicant = api.get("/applicants/" + company).json();
        assertThat(applicant.path("addresses").valueStream().map(a -> a.path("address_id").asString()))
                .containsExactly(own);
        JsonNode personView = applicant.path("affiliated_persons").get(0);
        assertThat(personView.path("addresses")).hasSize(1);
        assertThat(personView.path("addresses").get(0).path("city").asString()).isEqualTo("Paris");
        assertThat(addresses.current(account, company)).extracting(Address::affiliatedPersonId)
                .containsExactly(null, director);
    }

    @Test
    void validatesEveryField() {
        Map<String, Object> body = new HashMap<>();
        body.put("applicant_id", person);
        body.put("type", "HOME");
        body.put("country", "XX");
        body.put("street_name", "s".repeat(65));
        body.put("postal_code", "1".repeat(21));
        body.put("unit_number", "u".repeat(21));
        body.put("full_address", "f".repeat(256));
        body.put("city", "Lon\u0000don");
        body.put("colour", "blue");

        assertThat(invalid(api.post("/addresses", body))).containsExactlyInAnyOrder("type", "country", "street_name",
                "postal_code", "unit_number", "full_address", "city", "colour");
        assertThat(invalid(api.post("/addresses", Map.of("applicant_id", person)))).containsExactly("type");
        // KYCAID allows an address without a country; a check that needs it asks for it when a verification starts
        assertThat(api.post("/addresses", Map.of("applicant_id", person, "type", "ADDITIONAL", "country", "")).status())
                .isEqualTo(200);
        assertThat(api.delete("/addresses/" + api.get("/applicants/" + person).json().path("addresses").get(0)
                .path("address_id").asString()).status()).isEqualTo(200);
        assertThat(api.post("/addresses", Map.of("applicant_id", person, "type", "ADDITIONAL", "country", "GB",
                "street_name", "s".repeat(64), "full_address", "f".repeat(255))).status()).isEqualTo(200);
    }

    @Test
    void needsExactlyOneOwner() {
        String company = company();
        String director = director(company);

        assertThat(invalid(api.post("/addresses", Map.of("type", "REGISTERED", "country", "GB"))))
                .containsExactly("applicant_id");
        assertThat(invalid(api.post("/addresses", Map.of("applicant_id", company, "affiliated_person_id", director,
                "type", "REGISTERED", "country", "GB")))).containsExactly("affiliated_person_id");
    }

    @Test
    void theOwnerMustExistInTheAccount() {
        Api stranger = newAccount();
        String theirs = stranger.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String theirPerson = stranger.post("/affiliated-persons", Map.of("applicant_id", theirs, "type", "DIRECTOR",
                "first_name", "Eve", "last_name", "Doe", "dob", "1980-01-01", "nationality", "GB")).id("affiliated_person_id");

        assertThat(error(api.post("/addresses", Map.of("applicant_id", theirs, "type", "REGISTERED", "country", "GB")),
                404, "not_found")).isEqualTo("applicant_id");
        assertThat(error(api.post("/addresses", Map.of("affiliated_person_id", theirPerson, "type", "REGISTERED",
                "country", "GB")), 404, "not_found")).isEqualTo("affiliated_person_id");
        assertThat(error(api.post("/addresses", Map.of("applicant_id", "nope", "type", "REGISTERED", "country", "GB")),
                404, "not_found")).isEqualTo("applicant_id");
    }

    @Test
    void businessAddressesAreForCompaniesOnly() {
        String director = director(company());

        assertThat(invalid(api.post("/addresses", Map.of("applicant_id", person, "type", "BUSINESS", "country", "GB"))))
                .containsExactly("type");
        assertThat(invalid(api.post("/addresses", Map.of("affiliated_person_id", director, "type", "BUSINESS",
                "country", "GB")))).containsExactly("type");
        String id = create(person, "ADDITIONAL");
        assertThat(invalid(api.patch("/addresses/" + id, Map.of("type", "BUSINESS")))).containsExactly("type");
    }

    @Test
    void allowsOneCurrentAddressOfEachTypePerOwner() {
        String company = company();
        String first = create(person, "REGISTERED");

        ApiResponse second = api.post("/addresses", Map.of("applicant_id", person, "type", "REGISTERED", "country", "FR"));

        assertThat(error(second, 409, "duplicate_data")).isEqualTo("type");
        assertThat(api.post("/addresses", Map.of("applicant_id", person, "type", "ADDITIONAL", "country", "FR")).status())
                .isEqualTo(200);
        assertThat(create(company, "REGISTERED")).isNotNull();
        assertThat(api.post("/addresses", Map.of("affiliated_person_id", director(company), "type", "REGISTERED",
                "country", "FR")).status()).isEqualTo(200);
        assertThat(api.delete("/addresses/" + first).status()).isEqualTo(200);
        assertThat(api.post("/addresses", Map.of("applicant_id", person, "type", "REGISTERED", "country", "FR")).status())
                .isEqualTo(200);
    }

    @Test
    void theOnePerTypeRuleHoldsUnderConcurrentRequests() throws Exception {
        List<Integer> statuses = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        try (var executor = java.util.concurrent.Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++) {
                executor.submit(() -> statuses.add(api.post("/addresses",
                        Map.of("applicant_id", person, "type", "REGISTERED", "country", "GB")).status()));
            }
        }

        assertThat(statuses).hasSize(8).containsOnly(200, 409).containsOnlyOnce(200);
        assertThat(api.get("/applicants/" + person).json().path("addresses")).hasSize(1);
    }

    @Test
    void patchesInPlaceAndClearsWithNull() {
        String id = api.post("/addresses", Map.of("applicant_id", person, "type", "REGISTERED", "country", "GB",
                "city", "London", "street_name", "Baker Street")).id("address_id");
        Map<String, Object> patch = new HashMap<>();
        patch.put("city", "Leeds");
        patch.put("street_name", null);
        patch.put("applicant_id", person);

        ApiResponse patched = api.patch("/addresses/" + id, patch);

        assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
        assertThat(patched.id("address_id")).isEqualTo(id);
        JsonNode address = api.get("/addresses/" + id).json();
        assertThat(address.path("city").asString()).isEqualTo("Leeds");
        assertThat(address.path("street_name").isNull()).isTrue();
        assertThat(address.path("country").asString()).isEqualTo("GB");
    }

    @Test
    void patchRules() {
        String id = create(person, "REGISTERED");
        create(person, "ADDITIONAL");
        String other = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        Map<String, Object> clearCountry = new HashMap<>();
        clearCountry.put("country", null);

        assertThat(invalid(api.patch("/addresses/" + id, Map.of()))).containsExactly("*");
        assertThat(invalid(api.patch("/addresses/" + id, Map.of("applicant_id", other)))).containsExactly("applicant_id");
        assertThat(invalid(api.patch("/addresses/" + id, Map.of("affiliated_person_id", other))))
                .containsExactly("affiliated_person_id");
        assertThat(api.patch("/addresses/" + id, clearCountry).status()).isEqualTo(200);
        assertThat(api.get("/addresses/" + id).json().path("country").isNull()).isTrue();
        assertThat(invalid(api.patch("/addresses/" + id, Map.of("postal_code", "9".repeat(21))))).containsExactly("postal_code");
        assertThat(error(api.patch("/addresses/" + id, Map.of("type", "ADDITIONAL")), 409, "duplicate_data"))
                .isEqualTo("type");
        assertThat(api.get("/addresses/" + id).json().path("type").asString()).isEqualTo("REGISTERED");
    }

    @Test
    void acceptsFormBodiesAndRejectsOtherContent() {
        ApiResponse created = api.postForm("/addresses", "applicant_id=" + person + "&type=REGISTERED&country=NL&city=Delft");

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        String id = created.id("address_id");
        assertThat(api.send("PATCH", "/addresses/" + id, "application/x-www-form-urlencoded", "city=Leiden".getBytes())
                .status()).isEqualTo(200);
        assertThat(api.get("/addresses/" + id).json().path("city").asString()).isEqualTo("Leiden");
        assertThat(error(api.send("POST", "/addresses", "application/json", "{\"type\":".getBytes()), 400, "bad_request"))
                .isNull();
        assertThat(error(api.send("POST", "/addresses", "text/plain", "type=REGISTERED".getBytes()), 415,
                "unsupported_media_type")).isNull();
        assertThat(api.send("PATCH", "/addresses/" + id, "application/json", "[1]".getBytes()).status()).isEqualTo(400);
    }

    @Test
    void needsAKeyAndHidesOtherAccounts() {
        String id = create(person, "REGISTERED");
        Api stranger = newAccount();

        assertThat(error(anonymous().post("/addresses", Map.of("applicant_id", person)), 401, "unauthorized")).isNull();
        assertThat(anonymous().get("/addresses/" + id).status()).isEqualTo(401);
        assertThat(error(stranger.get("/addresses/" + id), 404, "not_found")).isNull();
        assertThat(stranger.patch("/addresses/" + id, Map.of("city", "Evil")).status()).isEqualTo(404);
        assertThat(stranger.delete("/addresses/" + id).status()).isEqualTo(404);
        assertThat(api.get("/addresses/" + id).json().path("city").isNull()).isTrue();
        assertThat(api.get("/addresses/xyz").status()).isEqualTo(404);
        assertThat(api.delete("/addresses/" + "0".repeat(36)).status()).isEqualTo(404);
    }

    @Test
    void deletesAnUnpinnedAddress() {
        String id = create(person, "REGISTERED");

        ApiResponse deleted = api.delete("/addresses/" + id);

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.id("address_id")).isEqualTo(id);
        assertThat(api.get("/addresses/" + id).status()).isEqualTo(404);
        assertThat(api.get("/applicants/" + person).json().path("addresses")).isEmpty();
    }

    String create(String applicantId, String type) {
        ApiResponse created = api.post("/addresses", Map.of("applicant_id", applicantId, "type", type, "country", "GB"));
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("address_id");
    }

    String company() {
        return api.post("/applicants", Map.of("type", "COMPANY", "company_name", "Acme")).id("applicant_id");
    }

    String director(String company) {
        ApiResponse created = api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR",
                "first_name", "Dan", "last_name", "Dee", "dob", "1970-01-01", "nationality", "GB"));
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("affiliated_person_id");
    }
}
