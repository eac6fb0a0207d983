package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.FreshAccountTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A verification that needs a person, and the person's decision. */
class ReviewIT extends FreshAccountTest {

    @Test
    void aReviewerApproves() {
        String id = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        assertThat(fixtures.decided(id).path("status").asString()).isEqualTo("review");

        ApiResponse decided = api.post("/verifications/" + id + "/status",
                Map.of("verification_status", "approved", "comment", "Known customer; PEP status checked"));

        assertThat(decided.status()).isEqualTo(200);
        assertThat(decided.id("verification_id")).isEqualTo(id);
        JsonNode v = api.get("/verifications/" + id).json();
        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("decided_by").asString()).isEqualTo("reviewer");
        assertThat(v.path("comment").asString()).isEqualTo("Known customer; PEP status checked");
        assertThat(v.path("verifications").path("profile").path("verified").asBoolean()).isTrue();
        assertThat(v.path("checks").get(0).path("reasons").get(0).path("code").asString())
                .as("the checks' findings stay on record").isEqualTo("PEP_DECLARED");
    }

    @Test
    void aReviewerDeclinesWithReasonsOrTheChecksCodes() {
        String withReasons = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        fixtures.decided(withReasons);
        api.post("/verifications/" + withReasons + "/status",
                Map.of("verification_status", "declined", "decline_reasons", List.of("SANCTIONS_POLICY")));
        JsonNode declined = api.get("/verifications/" + withReasons).json();
        assertThat(declined.path("verified").asBoolean()).isFalse();
        assertThat(declined.path("decline_reasons").valueStream().map(JsonNode::asString))
                .containsExactly("SANCTIONS_POLICY");
        assertThat(declined.path("verifications").path("profile").path("verified").asBoolean()).isFalse();

        String withoutReasons = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        fixtures.decided(withoutReasons);
        api.post("/verifications/" + withoutReasons + "/status", Map.of("verification_status", "declined"));
        assertThat(api.get("/verifications/" + withoutReasons).json().path("decline_reasons").valueStream()
                .map(JsonNode::asString)).containsExactly("PEP_DECLARED");
    }

    @Test
    void aCompletedDecisionCannotChange() {
        String id = fixtures.verify(fixtures.person(), "PROFILE");
        fixtures.decided(id);

        ApiResponse response = api.post("/verifications/" + id + "/status", Map.of("verification_status", "declined"));

        assertThat(response.status()).isEqualTo(409);
        assertThat(response.errorType()).isEqualTo("edit_denied");
        assertThat(api.get("/verifications/" + id).json().path("verified").asBoolean()).isTrue();
    }

    @Test
    void refusesInvalidDecisions() {
        String id = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        fixtures.decided(id);

        ApiResponse response = api.post("/verifications/" + id + "/status",
                Map.of("verification_status", "maybe", "decline_reasons", List.of("not a code"), "extra", 1));

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().path("errors").valueStream().map(e -> e.path("parameter").asString()))
                .containsExactlyInAnyOrder("verification_status", "decline_reasons", "extra");
        assertThat(api.post("/verifications/" + id + "/status", Map.of()).status()).isEqualTo(422);
        assertThat(api.get("/verifications/" + id).json().path("status").asString()).isEqualTo("review");
    }

    @Test
    void aReviewerMayDecideBeforeTheChecksRun() {
        String applicant = fixtures.person();
        String id = fixtures.verify(applicant, "PROFILE");
        ApiResponse decided = api.post("/verifications/" + id + "/status", Map.of("verification_status", "declined",
                "decline_reasons", List.of("MANUAL")));

        // Either the reviewer or the engine decides first; whichever does, there is exactly one decision.
        JsonNode v = fixtures.decided(id);
        if (decided.status() == 200) {
            assertThat(v.path("decided_by").asString()).isEqualTo("reviewer");
            assertThat(v.path("verified").asBoolean()).isFalse();
        } else {
            assertThat(decided.errorType()).isEqualTo("edit_denied");
            assertThat(v.path("decided_by").asString()).isEqualTo("system");
        }
    }
}
