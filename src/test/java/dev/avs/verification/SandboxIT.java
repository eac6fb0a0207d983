package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.CallbackIntegrationTest;
import dev.avs.support.VerificationFlows;
import dev.avs.webhook.Receiver;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Sandbox keys over HTTP, as a KYCAID integrator tests against a production installation: a sandbox key's
 * verifications need no documents and are decided by the applicant's name (approved, declined with a named reason,
 * review) within seconds, with real callbacks; its data lives apart from live data both ways, never in the live
 * report or monitoring; an unknown magic value is refused; KYCAID's sandbox flag with a live key changes nothing.
 */
class SandboxIT extends CallbackIntegrationTest {

    @Autowired
    Accounts accounts;
    @Autowired
    JdbcTemplate jdbc;

    private Api sandboxOf(Tenant live) {
        Accounts.NewSandboxKey key = accounts.createSandboxKey(live.account());
        assertThat(accounts.createSandboxKey(live.account()).sandbox()).as("one sandbox per account")
                .isEqualTo(key.sandbox());
        return new Api(baseUrl(), key.key().key());
    }

    private static JsonNode verify(Api api, String lastName, List<String> types, String callbackUrl) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("last_name", lastName));
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", applicant, "types", types, "sandbox", true));
        if (callbackUrl != null) {
            body.put("callback_url", callbackUrl);
        }
        ApiResponse created = api.post("/verifications", body);
        assertThat(created.status()).as(created.body()).isEqualTo(200);
        return fixtures.decided(created.id("verification_id"));
    }

    @Test
    void theApplicantsNameDecidesWithRealCallbacksAndNoDocuments() {
        Tenant live = newTenant();
        Api sandbox = sandboxOf(live);
        try (Receiver receiver = new Receiver()) {
            JsonNode approved = verify(sandbox, "Sandbox-Approved", List.of("DOCUMENT", "FACIAL", "AML"),
                    receiver.url("/sandbox"));
            assertThat(approved.path("status").asString()).isEqualTo("completed");
            assertThat(approved.path("verified").asBoolean()).isTrue();
            String id = approved.path("verification_id").asString();
            assertThat(eventually(Duration.ofSeconds(20), () -> receiver.about(id), r -> r.stream()
                    .anyMatch(q -> q.json().path("type").asString().equals("VERIFICATION_COMPLETED")))).isNotEmpty();
        }

        JsonNode review = verify(sandbox, "sandbox review", List.of("PROFILE", "AML"), null);
        assertThat(review.path("status").asString()).isEqualTo("review");
        assertThat(review.path("checks").get(0).path("reasons").get(0).path("code").asString())
                .isEqualTo("SANDBOX_REVIEW");

        JsonNode declined = verify(sandbox, "Sandbox-Declined-Face-Mismatch", List.of("FACIAL"), null);
        assertThat(declined.path("verified").asBoolean()).isFalse();
        assertThat(declined.path("decline_reasons").toString()).contains("FACE_MISMATCH");
        assertThat(declined.path("checks").get(0).path("reasons").get(0).path("details").path("sandbox").asBoolean())
                .isTrue();

        JsonNode plain = verify(sandbox, "Kowalski", List.of("PROFILE"), null);
        assertThat(plain.path("verified").asBoolean()).as("a name without a magic value is approved").isTrue();
    }

    @Test
    void anUnknownMagicValueIsRefusedAndTheFlagWithALiveKeyChangesNothing() {
        Tenant live = newTenant();
        Api sandbox = sandboxOf(live);
        VerificationFlows fixtures = new VerificationFlows(sandbox);
        ApiResponse unknown = fixtures.start(fixtures.person(Map.of("last_name", "Sandbox-Maybe")),
                List.of("PROFILE"));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(unknown.body()).contains("last_name", "is not a sandbox value", "Sandbox-Declined-");

        VerificationFlows liveFixtures = new VerificationFlows(live.api());
        String liveApplicant = liveFixtures.person(Map.of("last_name", "Sandbox-Approved"));
        ApiResponse flagged = live.api().post("/verifications", Map.of("applicant_id", liveApplicant,
                "types", List.of("DOCUMENT"), "sandbox", true));
        assertThat(flagged.status()).as("a live key's verification needs its documents").isEqualTo(422);
        assertThat(flagged.body()).contains("insufficient_data");
    }

    @Test
    void sandboxAndLiveDataNeverMeet() {
        Tenant live = newTenant();
        Api sandbox = sandboxOf(live);
        JsonNode tested = verify(sandbox, "Sandbox-Approved", List.of("PROFILE", "AML"), null);
        String sandboxApplicant = tested.path("applicant_id").asString();
        String liveApplicant = new VerificationFlows(live.api()).person();

        assertThat(live.api().get("/applicants/" + sandboxApplicant).status()).isEqualTo(404);
        assertThat(live.api().get("/verifications/" + tested.path("verification_id").asString()).status())
                .isEqualTo(404);
        assertThat(sandbox.get("/applicants/" + liveApplicant).status()).isEqualTo(404);
        assertThat(live.api().get("/verifications/report").json().path("summary").toString())
                .doesNotContain("\"completed\":1");
        assertThat(live.api().get("/verifications/report").body())
                .doesNotContain(tested.path("verification_id").asString());
        JsonNode sandboxReport = sandbox.get("/verifications/report").json();
        assertThat(sandboxReport.toString()).contains(tested.path("verification_id").asString());
        assertThat(sandboxReport.path("items").get(0).path("mode").asString()).isEqualTo("SANDBOX");
        assertThat(sandbox.get("/verifications/report?format=csv").body()).contains(",SANDBOX");
        String sandboxAccount = accounts.sandboxOf(live.account()).orElseThrow().value();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM monitored_subject WHERE account_id = ?", Integer.class,
                sandboxAccount)).as("a sandbox applicant screened with AML is not monitored").isZero();
        assertThat(accounts.accounts().stream().filter(a -> a.account().value().equals(sandboxAccount))
                .findFirst().orElseThrow().sandboxOf()).isEqualTo(live.account());
    }
}
