package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * KYCAID's verification status call, as an operator's back office sends it: approve or decline a verification in
 * review with PUT, PATCH or POST, callbacks on or off (KYCAID's {@code callback_enabled}); only while the
 * verification is undecided; recorded in the access log; bad input and another account's verification refused.
 */
class KycaidStatusIT extends IntegrationTest {

    private static final byte[] APPROVE_QUIETLY = """
            {"verification_status": "approved", "callback_enabled": false, "project_owner_email_enabled": true,
             "applicant_email_enabled": false}""".getBytes(StandardCharsets.UTF_8);

    private static String inReview(VerificationFlows fixtures) {
        String id = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        assertThat(fixtures.decided(id).path("status").asString()).isEqualTo("review");
        return id;
    }

    private static List<String> callbacks(Api api, String verification) {
        return api.get("/verifications/" + verification + "/events").json().path("items").valueStream()
                .map(e -> e.path("type").asString()).toList();
    }

    @Test
    void anApprovalWithCallbacksOffSendsNoneAndIsInTheAccessLog() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String quiet = inReview(fixtures);
        List<String> before = callbacks(api, quiet);

        ApiResponse decided = api.send("PUT", "/verifications/" + quiet + "/status", "application/json",
                APPROVE_QUIETLY);
        assertThat(decided.status()).as(decided.body()).isEqualTo(200);
        JsonNode v = api.get("/verifications/" + quiet).json();
        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("decided_by").asString()).isEqualTo("reviewer");
        assertThat(callbacks(api, quiet)).as("no callback for this decision").isEqualTo(before);

        String loud = inReview(fixtures);
        assertThat(api.patch("/verifications/" + loud + "/status", Map.of("verification_status", "declined",
                "callback_enabled", true)).status()).isEqualTo(200);
        assertThat(callbacks(api, loud)).contains("VERIFICATION_COMPLETED");

        JsonNode log = api.get("/audit-events?action=decide").json().path("items");
        assertThat(log.valueStream().filter(e -> e.path("resource_id").asString().equals(quiet)).findFirst()
                .orElseThrow(() -> new AssertionError(log.toString())).path("fields").toString())
                .contains("approved", "callbacks_off");
        assertThat(log.valueStream().filter(e -> e.path("resource_id").asString().equals(loud)).findFirst()
                .orElseThrow().path("fields").toString()).contains("declined", "callbacks_on");
        assertThat(log.get(0).path("actor").asString()).startsWith("api_key:");
    }

    @Test
    void onlyAnUndecidedVerificationOfTheAccountWithAClearStatusIsDecided() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String id = inReview(fixtures);
        ApiResponse unknown = api.send("PUT", "/verifications/" + id + "/status", "application/json",
                "{\"verification_status\": \"maybe\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(unknown.status()).isEqualTo(422);
        ApiResponse notBoolean = api.patch("/verifications/" + id + "/status",
                Map.of("verification_status", "approved", "callback_enabled", "sometimes"));
        assertThat(notBoolean.status()).isEqualTo(422);
        assertThat(notBoolean.body()).contains("Callback enabled must be true or false");

        assertThat(newAccount().send("PUT", "/verifications/" + id + "/status", "application/json", APPROVE_QUIETLY)
                .status()).as("another account's verification").isEqualTo(404);

        assertThat(api.send("PUT", "/verifications/" + id + "/status", "application/json", APPROVE_QUIETLY).status())
                .isEqualTo(200);
        ApiResponse again = api.send("PUT", "/verifications/" + id + "/status", "application/json", APPROVE_QUIETLY);
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.body()).contains("edit_denied");
    }
}
