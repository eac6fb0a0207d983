package dev.avs.applicant;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.FreshAccountTest;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** Every COMPANY reason code, end to end over HTTP. */
class CompanyCheckIT extends FreshAccountTest {

    @Autowired
    JdbcClient jdbc;

    @Test
    void approvesAWellDocumentedCompany() {
        String company = completeCompany();
        fixtures.address(company, "REGISTERED", Map.of("country", "GB"));

        JsonNode v = fixtures.run(company, "PROFILE", "COMPANY");

        assertThat(v.path("checks").valueStream().map(c -> c.path("result").asString())).containsOnly("clear");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("verifications").path("company").path("verified").asBoolean()).isTrue();
    }

    @Test
    void needsPersonsAndARegistrationDocument() {
        String company = fixtures.company(Map.of());
        ApiResponse response = fixtures.start(company, List.of("COMPANY"));

        assertThat(response.errorType()).isEqualTo("insufficient_data");
        assertThat(response.json().path("errors").valueStream().map(e -> e.path("parameter").asString()))
                .containsExactlyInAnyOrder("affiliated_persons", "documents");
        assertThat(fixtures.start(fixtures.person(), List.of("COMPANY")).errorType()).isEqualTo("insufficient_data");
    }

    @Test
    void uboMissingAndAuthorisedPersonMissing() {
        String company = fixtures.company(Map.of());
        fixtures.affiliatedPerson(company, "DIRECTOR", Map.of());
        registration(company);

        JsonNode v = fixtures.run(company, "COMPANY");

        assertThat(v.path("status").asString()).isEqualTo("review");
        assertThat(reason(v, "UBO_MISSING").path("result").asString()).isEqualTo("consider");
        assertThat(reason(v, "AUTHORISED_PERSON_MISSING").path("result").asString()).isEqualTo("consider");
    }

    @Test
    void uboSharesOverHundred() {
        String company = completeCompany();
        String owner = fixtures.affiliatedPerson(company, "BENEFICIAL", Map.of("share", 40, "first_name", "Olga"));
        // The API refuses shares over 100; data from before that rule, or edited in the database, still gets caught.
        jdbc.sql("UPDATE affiliated_person SET share = 70 WHERE id = :id").param("id", owner).update();

        JsonNode reason = reason(fixtures.run(company, "COMPANY"), "UBO_SHARES_INVALID");

        assertThat(reason.path("result").asString()).isEqualTo("fail");
        assertThat(reason.path("details").path("total_share").asDouble()).isEqualTo(130.0);
    }

    @Test
    void affiliatedPersonUnderage() {
        String company = completeCompany();
        String minor = fixtures.affiliatedPerson(company, "DIRECTOR",
                Map.of("first_name", "Tim", "dob", LocalDate.now().minusYears(16).toString()));

        JsonNode v = fixtures.run(company, "COMPANY");

        JsonNode reason = reason(v, "AFFILIATED_PERSON_UNDERAGE");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(reason.path("details").path("affiliated_person_id").asString()).isEqualTo(minor);
        assertThat(reason.path("details").path("age").asInt()).isEqualTo(16);
    }

    @Test
    void registeredAddressMismatch() {
        String company = completeCompany();
        String address = fixtures.address(company, "REGISTERED", Map.of("country", "CY", "postal_code", "1010"));

        JsonNode reason = reason(fixtures.run(company, "COMPANY"), "REGISTERED_ADDRESS_MISMATCH");

        assertThat(reason.path("details").path("address_id").asString()).isEqualTo(address);
        assertThat(reason.path("details").path("address_country").asString()).isEqualTo("CY");
        assertThat(reason.path("details").path("registration_country").asString()).isEqualTo("GB");
        assertThat(reasons(fixtures.run(completeCompany(), "COMPANY"), "REGISTERED_ADDRESS_MISMATCH")).isEmpty();
    }

    /** Registered in GB, with a beneficial owner (100%), an authorised person and its registration document. */
    private String completeCompany() {
        String company = fixtures.company(Map.of());
        fixtures.affiliatedPerson(company, "BENEFICIAL", Map.of("share", 60));
        fixtures.affiliatedPerson(company, "AUTHORISED", Map.of("title", "CEO", "first_name", "Maria"));
        registration(company);
        return company;
    }

    private void registration(String company) {
        fixtures.document(company, "REGISTRATION_COMPANY", Map.of("front_side_id", fixtures.photo()));
    }
}
