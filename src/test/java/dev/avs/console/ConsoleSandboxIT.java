package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Sandbox data in the console: an administrator creates a sandbox key (shown once, listed as a sandbox key); the
 * sandbox's verifications are not in the live queue, and appear, under a banner, only when the user asks to see
 * sandbox data, where a reviewer decides them as any other; back to live data, they are gone again.
 */
class ConsoleSandboxIT extends IntegrationTest {

    private static final Pattern NEW_KEY = Pattern.compile("id=\"new-key\">([^<]+)<");

    @Autowired
    ConsoleUsers users;

    private ConsoleSession signedIn(Tenant tenant, String role) {
        return ConsoleSession.signedIn(baseUrl(), users, tenant.account(), role);
    }

    @Test
    void sandboxDataIsShownOnlyWhenAskedAndMarked() {
        Tenant tenant = newTenant();
        ConsoleSession admin = signedIn(tenant, "admin");
        ConsoleSession reviewer = signedIn(tenant, "reviewer");
        assertThat(reviewer.get("/console/queue").body()).doesNotContain("Show sandbox data");
        ConsoleSession.Page refused = reviewer.post("/console/sandbox", Map.of("view", "sandbox"));
        assertThat(reviewer.get(refused.location().replaceFirst("^https?://[^/]+", "")).body())
                .contains("no sandbox yet");

        admin.get("/console/admin");
        ConsoleSession.Page created = admin.post("/console/admin/keys/sandbox", Map.of());
        assertThat(created.body()).contains("Sandbox key", "active, sandbox");
        Matcher key = NEW_KEY.matcher(created.body());
        assertThat(key.find()).isTrue();
        Api sandbox = new Api(baseUrl(), key.group(1));
        VerificationFlows fixtures = new VerificationFlows(sandbox);
        String inReview = fixtures.verify(fixtures.person(Map.of("last_name", "Sandbox-Review")), "PROFILE");
        assertThat(fixtures.decided(inReview).path("status").asString()).isEqualTo("review");
        String liveInReview = new VerificationFlows(tenant.api()).verify(new VerificationFlows(tenant.api())
                .person(Map.of("pep", true)), "PROFILE");
        new VerificationFlows(tenant.api()).decided(liveInReview);

        String live = reviewer.get("/console/queue").body();
        assertThat(live).contains(liveInReview, "Show sandbox data").doesNotContain(inReview);
        assertThat(reviewer.get("/console/verifications/" + inReview).status()).isEqualTo(404);

        reviewer.post("/console/sandbox", Map.of("view", "sandbox"));
        String shown = reviewer.get("/console/queue").body();
        assertThat(shown).contains(inReview, "Sandbox data", "Back to live data").doesNotContain(liveInReview);
        reviewer.get("/console/verifications/" + inReview);
        reviewer.post("/console/verifications/" + inReview + "/decision", Map.of("decision", "approve"));
        assertThat(sandbox.get("/verifications/" + inReview).json().path("status").asString()).isEqualTo("completed");

        reviewer.post("/console/sandbox", Map.of("view", "live"));
        assertThat(reviewer.get("/console/queue").body()).contains(liveInReview).doesNotContain("Sandbox data:");
        assertThat(List.of(admin.get("/console/audit").body())).anySatisfy(body ->
                assertThat(body).contains("view_sandbox", "create_sandbox_key"));
    }
}
