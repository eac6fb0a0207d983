package dev.avs.address;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.FreshAccountTest;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Every ADDRESS reason code, end to end over HTTP. */
class AddressCheckIT extends FreshAccountTest {

    @Test
    void approvesACompleteRecentlyProvenAddress() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of());
        fixtures.proofOfAddress(applicant, LocalDate.now().minusDays(10));

        JsonNode v = fixtures.run(applicant, "ADDRESS");

        assertThat(v.path("verified").asBoolean()).as(v.toString()).isTrue();
    }

    @Test
    void needsARegisteredAddressAndAProof() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "ADDITIONAL", Map.of());

        ApiResponse response = fixtures.start(applicant, List.of("ADDRESS"));

        assertThat(response.errorType()).isEqualTo("insufficient_data");
        assertThat(response.json().path("errors")).hasSize(2);
    }

    @Test
    void incompleteAddress() {
        String applicant = fixtures.person();
        String address = fixtures.address(applicant, "REGISTERED", Map.of("street_name", ""));
        fixtures.proofOfAddress(applicant, LocalDate.now());

        JsonNode reason = reason(fixtures.run(applicant, "ADDRESS"), "ADDRESS_INCOMPLETE");

        assertThat(reason.path("result").asString()).isEqualTo("fail");
        assertThat(reason.path("details").path("address_id").asString()).isEqualTo(address);
        assertThat(reason.path("details").path("missing").valueStream().map(JsonNode::asString))
                .containsExactly("street_name");
    }

    @Test
    void aFullAddressIsComplete() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of("street_name", "", "city", "",
                "full_address", "221B Baker Street, London NW1 6XE"));
        fixtures.proofOfAddress(applicant, LocalDate.now());

        assertThat(reasons(fixtures.run(applicant, "ADDRESS"), "ADDRESS_INCOMPLETE")).isEmpty();
    }

    @Test
    void addressCountryMismatch() {
        String applicant = fixtures.person(Map.of("residence_country", "DE"));
        fixtures.address(applicant, "REGISTERED", Map.of());
        fixtures.proofOfAddress(applicant, LocalDate.now());

        JsonNode v = fixtures.run(applicant, "ADDRESS");

        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode details = reason(v, "ADDRESS_COUNTRY_MISMATCH").path("details");
        assertThat(details.path("address_country").asString()).isEqualTo("GB");
        assertThat(details.path("residence_country").asString()).isEqualTo("DE");
    }

    @Test
    void postalCodeInvalid() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of("postal_code", "123456"));
        fixtures.proofOfAddress(applicant, LocalDate.now());

        JsonNode details = reason(fixtures.run(applicant, "ADDRESS"), "POSTAL_CODE_INVALID").path("details");

        assertThat(details.path("postal_code").asString()).isEqualTo("123456");
        assertThat(details.path("country").asString()).isEqualTo("GB");
    }

    @Test
    void proofOfAddressOutdated() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of());
        LocalDate issued = LocalDate.now().minusDays(91);
        fixtures.proofOfAddress(applicant, issued);

        JsonNode v = fixtures.run(applicant, "ADDRESS");

        JsonNode details = reason(v, "PROOF_OF_ADDRESS_OUTDATED").path("details");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(details.path("issue_date").asString()).isEqualTo(issued.toString());
        assertThat(details.path("age_days").asInt()).isEqualTo(91);
        assertThat(details.path("max_age_days").asInt()).isEqualTo(90);
    }

    @Test
    void proofOfAddressUndated() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of());
        String proof = fixtures.proofOfAddress(applicant, null);

        JsonNode reason = reason(fixtures.run(applicant, "ADDRESS"), "PROOF_OF_ADDRESS_UNDATED");

        assertThat(reason.path("result").asString()).isEqualTo("consider");
        assertThat(reason.path("details").path("document_id").asString()).isEqualTo(proof);
    }
}
