package dev.avs.applicant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** The rendered applicant view is served from cache only while nothing it shows has changed, on any node. */
class ApplicantViewCacheIT extends IntegrationTest {

    @Autowired
    JdbcClient jdbc;

    @Autowired
    ViewVersions versions;

    @Test
    void everyChangeIsVisibleOnTheNextRead() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String company = fixtures.company(Map.of("company_name", "Before Ltd"));
        read(api, company);

        api.patch("/applicants/" + company, Map.of("company_name", "After Ltd"));
        assertThat(read(api, company).path("company_name").asString()).isEqualTo("After Ltd");

        String person = fixtures.affiliatedPerson(company, "DIRECTOR", Map.of());
        assertThat(read(api, company).path("affiliated_persons")).hasSize(1);
        api.patch("/affiliated-persons/" + person, Map.of("last_name", "Renamed"));
        assertThat(read(api, company).path("affiliated_persons").get(0).path("last_name").asString()).isEqualTo("Renamed");

        String address = fixtures.address(company, "REGISTERED", Map.of("city", "London"));
        assertThat(read(api, company).path("addresses")).hasSize(1);
        api.patch("/addresses/" + address, Map.of("city", "Leeds"));
        assertThat(read(api, company).path("addresses").get(0).path("city").asString()).isEqualTo("Leeds");
        String personAddress = fixtures.personAddress(person, "REGISTERED", Map.of());
        assertThat(read(api, company).path("affiliated_persons").get(0).path("addresses")).hasSize(1);

        String file = fixtures.photo();
        String document = fixtures.document(company, "REGISTRATION_COMPANY", Map.of("front_side_id", file));
        assertThat(read(api, company).path("documents")).hasSize(1);
        api.patch("/documents/" + document, Map.of("document_number", "R-1"));
        assertThat(read(api, company).path("documents").get(0).path("document_number").asString()).isEqualTo("R-1");

        String verification = fixtures.verify(company, "PROFILE");
        assertThat(read(api, company).path("verifications_count").asInt()).isEqualTo(1);
        fixtures.decided(verification);
        assertThat(read(api, company).path("verification_status").asString()).isEqualTo("completed");

        String copy = api.upload("PUT", "/files/" + file, "new.jpg", TestImages.photo(800, 600, 77)).id("file_id");
        assertThat(read(api, company).path("documents").get(0).path("front_side_id").asString()).isEqualTo(copy);

        api.delete("/affiliated-persons/" + person);
        JsonNode afterRemoval = read(api, company);
        assertThat(afterRemoval.path("affiliated_persons").isEmpty()).isTrue();
        assertThat(api.get("/addresses/" + personAddress).status()).as("pinned by the verification").isEqualTo(200);

        String second = fixtures.address(company, "ADDITIONAL", Map.of());
        api.delete("/addresses/" + second);
        assertThat(read(api, company).path("addresses")).hasSize(1);
    }

    @Test
    void aChangeMadeByAnotherNodeIsSeen() {
        assertThat(versions.isRunning()).as("reads ask for their versions in groups").isTrue();
        Api api = newAccount();
        String applicant = new VerificationFlows(api).person(Map.of("first_name", "Anna"));
        read(api, applicant);

        // another node commits a change and bumps the version, as every write path does
        jdbc.sql("UPDATE applicant SET first_name = 'Hanna', view_version = view_version + 1 WHERE id = :id")
                .param("id", applicant).update();

        assertThat(read(api, applicant).path("first_name").asString()).isEqualTo("Hanna");
    }

    private static JsonNode read(Api api, String applicantId) {
        return api.get("/applicants/" + applicantId).json();
    }
}
