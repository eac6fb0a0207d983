package dev.avs.verification;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.FreshAccountTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Creating verifications, their shape, and the rules that guard their start. */
class VerificationIT extends FreshAccountTest {

    @Test
    void approvesACleanApplicantAndExplainsWhy() {
        String applicant = fixtures.person();
        ApiResponse created = fixtures.start(applicant, List.of("PROFILE"));
        assertThat(created.status()).isEqualTo(200);
        assertThat(created.header("Location")).isEqualTo("/verifications/" + created.id("verification_id"));

        JsonNode v = fixtures.decided(created.id("verification_id"));

        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("applicant_id").asString()).isEqualTo(applicant);
        assertThat(v.path("types").valueStream().map(JsonNode::asString)).containsExactly("PROFILE");
        assertThat(v.path("verifications").path("profile").path("verified").asBoolean()).isTrue();
        assertThat(v.path("verifications").path("profile").path("decline_reasons").isEmpty()).isTrue();
        assertThat(v.path("checks").get(0).path("result").asString()).isEqualTo("clear");
        assertThat(v.path("decline_reasons").isEmpty()).isTrue();
        assertThat(v.path("risk_score").asInt()).isZero();
        assertThat(v.path("decided_by").asString()).isEqualTo("system");
        assertThat(v.path("policy_version").asString()).matches("default@[0-9a-f]{12}");
        assertThat(v.path("snapshot_hash").asString()).matches("[0-9a-f]{64}");
        assertThat(v.path("completed_at").asString()).isNotEmpty();

        JsonNode applicantView = api.get("/applicants/" + applicant).json();
        assertThat(applicantView.path("verification_status").asString()).isEqualTo("completed");
        assertThat(applicantView.path("verified").asBoolean()).isTrue();
        assertThat(applicantView.path("verifications_count").asInt()).isEqualTo(1);
    }

    @Test
    void declinesWithTheFailCodesAndARiskScore() {
        String applicant = fixtures.person(Map.of("residence_country", "KP", "dob", "2015-01-01"));

        JsonNode v = fixtures.run(applicant, "PROFILE");

        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(v.path("decline_reasons").valueStream().map(JsonNode::asString))
                .containsExactly("UNDERAGE", "COUNTRY_PROHIBITED");
        assertThat(v.path("risk_score").asInt()).isEqualTo(100);
        JsonNode profile = v.path("verifications").path("profile");
        assertThat(profile.path("verified").asBoolean()).isFalse();
        assertThat(profile.path("comment").asString()).contains("younger than 18");
        assertThat(profile.path("decline_reasons").valueStream().map(JsonNode::asString))
                .containsExactly("UNDERAGE", "COUNTRY_PROHIBITED");
        JsonNode applicantView = api.get("/applicants/" + applicant).json();
        assertThat(applicantView.path("verified").asBoolean()).isFalse();
        assertThat(applicantView.path("decline_reasons").valueStream().map(JsonNode::asString)).contains("UNDERAGE");
    }

    @Test
    void listsEveryGapAsInsufficientData() {
        String applicant = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna")).id("applicant_id");

        ApiResponse response = fixtures.start(applicant, List.of("PROFILE", "ADDRESS", "FACIAL"));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errorType()).isEqualTo("insufficient_data");
        assertThat(response.json().path("errors").valueStream().map(e -> e.path("parameter").asString()))
                .contains("last_name", "dob", "residence_country", "addresses", "documents");
        assertThat(response.json().path("errors").valueStream().map(e -> e.path("message").asString()))
                .contains("PROFILE needs the date of birth", "ADDRESS needs a REGISTERED address");
        assertThat(api.get("/applicants/" + applicant).json().path("verifications_count").asInt())
                .as("nothing was created").isZero();
    }

    @Test
    void allowsOneActiveVerificationPerApplicant() {
        String applicant = fixtures.person(Map.of("pep", true));
        String first = fixtures.verify(applicant, "PROFILE");

        ApiResponse second = fixtures.start(applicant, List.of("PROFILE"));
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.errorType()).isEqualTo("verification_exists");

        assertThat(fixtures.decided(first).path("status").asString()).isEqualTo("review");
        assertThat(fixtures.start(applicant, List.of("PROFILE")).errorType()).isEqualTo("verification_exists");
        api.post("/verifications/" + first + "/status", Map.of("verification_status", "approved"));
        assertThat(fixtures.start(applicant, List.of("PROFILE")).status()).isEqualTo(200);
    }

    @Test
    void defaultsToTheChecksTheApplicantHasDataFor() {
        String applicant = fixtures.person();
        fixtures.address(applicant, "REGISTERED", Map.of());
        fixtures.proofOfAddress(applicant, java.time.LocalDate.now().minusDays(3));
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", fixtures.photo()));

        JsonNode v = api.get("/verifications/" + api.post("/verifications", Map.of("applicant_id", applicant))
                .id("verification_id")).json();

        assertThat(v.path("types").valueStream().map(JsonNode::asString)).contains("PROFILE", "DOCUMENT", "ADDRESS")
                .doesNotContain("COMPANY", "FACIAL");
    }

    @Test
    void refusesBadRequests() {
        String applicant = fixtures.person();
        ApiResponse bad = api.post("/verifications", Map.of("applicant_id", applicant, "types", List.of("MAGIC"),
                "callback_url", "ftp://example.com", "colour", "red"));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.json().path("errors").valueStream().map(e -> e.path("parameter").asString()))
                .containsExactlyInAnyOrder("types", "callback_url", "colour");
        assertThat(api.post("/verifications", Map.of()).json().path("errors").get(0).path("parameter").asString())
                .isEqualTo("applicant_id");

        ApiResponse unknown = api.post("/verifications", Map.of("applicant_id", "0".repeat(36)));
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.json().path("errors").get(0).path("parameter").asString()).isEqualTo("applicant_id");
        ApiResponse foreign = newAccount().post("/verifications", Map.of("applicant_id", applicant));
        assertThat(foreign.status()).isEqualTo(404);
        assertThat(api.post("/verifications", Map.of("applicant_id", applicant, "form_id", "0".repeat(36)))
                .json().path("errors").get(0).path("parameter").asString()).isEqualTo("form_id");
    }

    @Test
    void acceptsFormBodiesWithRepeatedTypes() {
        String applicant = fixtures.person();
        ApiResponse created = api.postForm("/verifications", "applicant_id=" + applicant + "&types[]=PROFILE");
        assertThat(created.status()).isEqualTo(200);
        assertThat(fixtures.decided(created.id("verification_id")).path("types").valueStream()
                .map(JsonNode::asString)).containsExactly("PROFILE");
    }

    @Test
    void anotherAccountsVerificationIsNotFound() {
        String id = fixtures.verify(fixtures.person(), "PROFILE");
        Api stranger = newAccount();

        assertThat(stranger.get("/verifications/" + id).status()).isEqualTo(404);
        assertThat(stranger.post("/verifications/" + id + "/status", Map.of("verification_status", "approved")).status())
                .isEqualTo(404);
        assertThat(stranger.get("/verifications/" + id + "/evidence").status()).isEqualTo(404);
        assertThat(api.get("/verifications/nope").status()).isEqualTo(404);
    }

    @Test
    void keepsTheSnapshotAndPolicyItDecidedOn() {
        String applicant = fixtures.person(Map.of("first_name", "Original"));
        String id = fixtures.verify(applicant, "PROFILE");
        api.patch("/applicants/" + applicant, Map.of("first_name", "Changed"));

        JsonNode evidence = api.get("/verifications/" + id + "/evidence").json();

        assertThat(evidence.path("evidence").path("applicant").path("first_name").asString()).isEqualTo("Original");
        assertThat(evidence.path("policy").path("min_age").asInt()).isEqualTo(18);
        assertThat(evidence.path("policy").path("version").asString())
                .isEqualTo(fixtures.decided(id).path("policy_version").asString());
        assertThat(reason(fixtures.run(fixtures.person(Map.of("pep", true)), "PROFILE"), "PEP_DECLARED")
                .path("details").path("pep").asBoolean()).isTrue();
    }
}
