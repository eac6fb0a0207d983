package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.CallbackIntegrationTest;
import dev.avs.verification.Policies;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.VerificationFlows;
import dev.avs.webhook.Receiver;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The console's work over HTTP: a reviewer takes a verification from the queue, claims it and decides it (the API
 * and the callback see the decision, a second reviewer cannot take it meanwhile); an admin creates and revokes an
 * API key and rotates the webhook secret; the dashboard draws its charts.
 */
class ConsoleWorkflowIT extends CallbackIntegrationTest {

    @Autowired
    ConsoleUsers users;
    @Autowired
    Policies policies;

    private final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    private ConsoleSession signedIn(Tenant tenant, String role) {
        return ConsoleSession.signedIn(baseUrl(), users, tenant.account(), role);
    }

    @Test
    void aReviewerTakesAVerificationFromTheQueueAndDecidesIt() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person(Map.of("pep", true));
        String photo = fixtures.photo();
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", photo, "document_number", "533401372"));
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", applicant, "types", List.of("PROFILE"),
                "callback_url", receiver.url("/console-decisions")));
        ApiResponse created = tenant.api().post("/verifications", body);
        String verification = created.id("verification_id");
        assertThat(fixtures.decided(verification).path("status").asString()).isEqualTo("review");
        ConsoleSession reviewer = signedIn(tenant, "reviewer");
        ConsoleSession other = signedIn(tenant, "reviewer");

        ConsoleSession.Page queue = reviewer.get("/console/queue");
        assertThat(queue.body()).contains(verification).contains("PEP").contains("<span class=\"count\"");
        assertThat(reviewer.get("/console/queue?reason=PEP_DECLARED").body()).contains(verification);
        assertThat(reviewer.get("/console/queue?reason=UNDERAGE").body()).doesNotContain(verification);
        assertThat(reviewer.get("/console/queue?older_than_hours=5").body()).doesNotContain(verification);
        assertThat(reviewer.get("/console/queue?older_than_hours=soon").body())
                .contains("Older than must be a whole number of hours");
        assertThat(reviewer.get("/console/queue?mine=1").body()).doesNotContain(verification);
        ConsoleSession.Page page = reviewer.get("/console/verifications/" + verification);
        assertThat(page.body()).contains("/console/files/" + photo).contains("PASSPORT");
        assertThat(reviewer.get("/console/files/" + photo).contentType()).startsWith("image/");
        assertThat(reviewer.post("/console/verifications/" + verification + "/claim", Map.of()).status()).isEqualTo(302);
        assertThat(reviewer.get("/console/queue?mine=1").body()).contains(verification);
        assertThat(other.get("/console/queue").body()).contains(verification).contains("A reviewer");

        other.get("/console/verifications/" + verification);
        ConsoleSession.Page refused = other.post("/console/verifications/" + verification + "/decision",
                Map.of("decision", "approve"));
        assertThat(refused.location()).contains("/console/verifications/" + verification);
        assertThat(tenant.api().get("/verifications/" + verification).json().path("status").asString())
                .isEqualTo("review");

        reviewer.get("/console/verifications/" + verification);
        ConsoleSession.Page decided = reviewer.post("/console/verifications/" + verification + "/decision",
                Map.of("decision", "decline", "decline_reasons", "SANCTIONS_MATCH", "comment", "Listed"));

        assertThat(decided.location()).contains("/console/queue");
        JsonNode v = tenant.api().get("/verifications/" + verification).json();
        assertThat(v.path("status").asString()).isEqualTo("completed");
        assertThat(v.path("verified").asBoolean(true)).isFalse();
        assertThat(v.path("decided_by").asString()).isEqualTo("reviewer");
        assertThat(v.path("decline_reasons").toString()).contains("SANCTIONS_MATCH");
        List<Receiver.Request> callbacks = eventually(Duration.ofSeconds(30), () -> receiver.about(verification),
                got -> got.stream().anyMatch(r -> r.json().path("verified").isBoolean()));
        assertThat(callbacks).anySatisfy(r -> assertThat(r.json().path("verified").asBoolean(true)).isFalse());
        assertThat(reviewer.get("/console/queue").body()).doesNotContain("/console/verifications/" + verification);
    }

    @Test
    void anAdminCreatesAndRevokesAnApiKeyAndRotatesTheWebhookSecret() {
        Tenant tenant = newTenant();
        ConsoleSession admin = signedIn(tenant, "admin");
        admin.get("/console/admin");

        ConsoleSession.Page created = admin.post("/console/admin/keys", Map.of());
        String key = group(created.body(), "id=\"new-key\">([^<]+)<");
        Api withNewKey = new Api(baseUrl(), key);
        assertThat(withNewKey.get("/verifications/report").status()).isEqualTo(200);
        assertThat(admin.get("/console/admin").body()).doesNotContain(key);
        String keyId = accounts.keys(tenant.account()).stream().filter(k -> key.endsWith(k.hint()))
                .filter(k -> k.revokedAt() == null).reduce((a, b) -> b).orElseThrow().keyId();
        admin.post("/console/admin/keys/" + keyId + "/revoke", Map.of());
        assertThat(withNewKey.get("/verifications/report").status()).isIn(401, 403);
        assertThat(tenant.api().get("/verifications/report").status()).isEqualTo(200);

        admin.get("/console/admin");
        String before = accounts.webhook(tenant.account()).orElseThrow().secret();
        ConsoleSession.Page rotated = admin.post("/console/admin/webhook/secret", Map.of("rotate", "1"));
        String shown = group(rotated.body(), "id=\"secret\">([^<]+)<");
        assertThat(shown).isNotEqualTo(before).isEqualTo(accounts.webhook(tenant.account()).orElseThrow().secret());

        String audit = admin.get("/console/audit").body();
        assertThat(audit).contains("create_api_key", "revoke_api_key", "rotate_webhook_secret").doesNotContain(shown);
    }

    @Test
    void anAdminEditsThePolicyOnlyToAValidOneAndResendsACallback() {
        Tenant tenant = newTenant();
        ConsoleSession admin = signedIn(tenant, "admin");
        admin.get("/console/admin/policy");

        admin.post("/console/admin/policy", Map.of("overrides", "{\"high_risk_countries\": [\"PA\"]}"));
        assertThat(policies.overrides(tenant.account(), null).settings()).containsEntry("high_risk_countries", List.of("PA"));
        admin.post("/console/admin/policy", Map.of("overrides", "{\"no_such_setting\": 1}"));
        assertThat(admin.get("/console/admin/policy").body()).contains("Not saved: Unknown policy setting");
        admin.post("/console/admin/policy", Map.of("overrides", "not json"));
        assertThat(admin.get("/console/admin/policy").body()).contains("must be a JSON object");
        assertThat(policies.overrides(tenant.account(), null).settings()).containsEntry("high_risk_countries", List.of("PA"));

        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", fixtures.person(), "types", List.of("PROFILE"),
                "callback_url", receiver.url("/resent")));
        String verification = tenant.api().post("/verifications", body).id("verification_id");
        fixtures.decided(verification);
        String requestId = eventually(Duration.ofSeconds(30), () -> receiver.about(verification),
                got -> !got.isEmpty()).getFirst().json().path("request_id").asString();
        String page = admin.get("/console/verifications/" + verification).body();
        assertThat(page).contains("/console/admin/callbacks/" + requestId + "/resend");

        admin.post("/console/admin/callbacks/" + requestId + "/resend", Map.of("verification", verification));

        assertThat(eventually(Duration.ofSeconds(30), () -> receiver.about(verification).stream()
                .filter(r -> r.json().path("request_id").asString().equals(requestId)).count(), n -> n >= 2))
                .isEqualTo(2);
        assertThat(admin.get("/console/audit").body()).contains("resend_callback", "set_policy");
        assertThat(admin.get("/console/audit?action=set_policy").body()).contains("set_policy")
                .doesNotContain("resend_callback");
    }

    @Test
    void anAdminCreatesAndChangesAFormOnlyWhenValid() {
        Tenant tenant = newTenant();
        ConsoleSession admin = signedIn(tenant, "admin");
        ConsoleSession.Page page = admin.get("/console/admin/forms");
        assertThat(page.body()).contains("name: Person verification (KYC)");

        admin.post("/console/admin/forms", Map.of("yaml", FormAdminPages.NEW_FORM));
        String formId = group(tenant.api().get("/forms").json().toString(),
                "\"form_id\":\"([0-9a-f]{36})\",\"name\":\"Onboarding\"");

        admin.post("/console/admin/forms", Map.of("yaml", "form_id: " + formId + "\n" + FormAdminPages.NEW_FORM
                .replace("url_ttl_seconds: 86400", "url_ttl_seconds: 3600")));
        assertThat(admin.get("/console/admin/forms").body()).contains("url_ttl_seconds: 3600");
        admin.post("/console/admin/forms", Map.of("yaml", "name: Broken\napplicant_type: ROBOT\n"));
        ConsoleSession.Page refused = admin.get("/console/admin/forms");
        assertThat(refused.body()).contains("Not saved").contains("applicant_type must be PERSON or COMPANY")
                .contains("ROBOT");
        assertThat(tenant.api().get("/forms").json().toString()).doesNotContain("Broken");
        assertThat(admin.get("/console/audit?action=save_form").body()).contains(formId);
    }

    @Test
    void theDashboardDrawsItsCharts() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        fixtures.run(fixtures.person(), "PROFILE");
        fixtures.run(fixtures.person(Map.of("dob", "2015-01-01")), "PROFILE");
        ConsoleSession viewer = signedIn(tenant, "viewer");

        ConsoleSession.Page dashboard = viewer.get("/console/dashboard");

        assertThat(dashboard.status()).isEqualTo(200);
        assertThat(dashboard.body()).contains("/console/dashboard/charts/per-day.svg",
                "/console/dashboard/charts/approval-rate.svg", "/console/dashboard/charts/decline-reasons.svg");
        for (String chart : new String[] {"per-day", "approval-rate", "time-to-decision", "decline-reasons"}) {
            ConsoleSession.Page svg = viewer.get("/console/dashboard/charts/" + chart + ".svg");
            assertThat(svg.contentType()).startsWith("image/svg+xml");
            assertThat(svg.body()).contains("<svg id='chart-" + chart + "'").doesNotContain("<script");
        }
        assertThat(viewer.get("/console/dashboard/charts/decline-reasons.svg").body()).contains("UNDERAGE");
        assertThat(dashboard.body()).doesNotContain("<script");
        assertThat(viewer.get("/console/dashboard?from=yesterday").body()).contains("the last 30 days are shown");
    }

    private static String group(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertThat(m.find()).as(regex).isTrue();
        return m.group(1);
    }

    @Test
    void anAdminKeepsTheBlocklistsAndAReviewerCannot() {
        Tenant tenant = newTenant();
        ConsoleSession admin = signedIn(tenant, "admin");
        assertThat(admin.get("/console/admin").body()).contains("/console/admin/blocklists");
        admin.get("/console/admin/blocklists/emails");
        admin.post("/console/admin/blocklists/emails", Map.of("email", "Listed.Person@example.com",
                "note", "chargebacks"));
        String page = admin.get("/console/admin/blocklists/emails").body();
        assertThat(page).contains("Listed.Person@example.com", "chargebacks", "console:");
        admin.post("/console/admin/blocklists/emails", Map.of("email", "not an address"));
        assertThat(admin.get("/console/admin/blocklists/emails").body()).contains("Not added:");
        JsonNode listed = tenant.api().get("/blocklists/emails").json().path("items");
        assertThat(listed).hasSize(1);
        String entryId = listed.get(0).path("entry_id").asString();
        assertThat(newAccount().get("/blocklists/emails").json().path("items")).isEmpty();

        ConsoleSession reviewer = signedIn(tenant, "reviewer");
        assertThat(reviewer.get("/console/admin/blocklists/emails").status()).isIn(302, 403);
        assertThat(reviewer.post("/console/admin/blocklists/emails/" + entryId + "/remove", Map.of()).status())
                .isIn(302, 403);
        assertThat(tenant.api().get("/blocklists/emails").json().path("items")).hasSize(1);

        admin.post("/console/admin/blocklists/emails/" + entryId + "/remove", Map.of());
        assertThat(tenant.api().get("/blocklists/emails").json().path("items")).isEmpty();
        String audit = admin.get("/console/audit").body();
        assertThat(audit).contains("add_blocklist_entry", "remove_blocklist_entry").doesNotContain("Listed.Person");
    }
}
