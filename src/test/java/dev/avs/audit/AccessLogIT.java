package dev.avs.audit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.Ids;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * What the access log holds: every read, whatever request id its caller sent, with no caller's header able to
 * cost another's record; the report (JSON and CSV) and the monitoring alerts, which list many applicants, as
 * reads too; and the report's period bounded.
 */
class AccessLogIT extends IntegrationTest {

    @Autowired
    AuditWriter writer;
    @Autowired
    AuditRepository events;

    @Test
    void readsWithLongOrOddRequestIdsBesideGoodOnesLoseNoEvent() throws Exception {
        Api api = newAccount();
        String applicant = new VerificationFlows(api).person();
        List<String> sent = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            sent.add("good-" + i);
            sent.add("x".repeat(65 + 8 * i));
        }
        sent.add("has space");
        sent.add("semi;colon");
        List<Future<ApiResponse>> reads = new ArrayList<>();
        try (ExecutorService clients = Executors.newFixedThreadPool(sent.size())) {
            for (String id : sent) {
                reads.add(clients.submit(() -> api.withHeader("X-Request-Id", id).get("/applicants/" + applicant)));
            }
            Set<String> answered = new HashSet<>();
            for (int i = 0; i < reads.size(); i++) {
                ApiResponse read = reads.get(i).get();
                assertThat(read.status()).as(sent.get(i)).isEqualTo(200);
                String echoed = read.header("X-Request-Id");
                if (sent.get(i).startsWith("good-")) {
                    assertThat(echoed).as("kept").isEqualTo(sent.get(i));
                } else {
                    assertThat(echoed).as("replaced").matches("[0-9a-f]{36}");
                }
                answered.add(echoed);
            }
            JsonNode logged = api.get("/audit-events?action=read&limit=100&applicant_id=" + applicant).json()
                    .path("items");
            Set<String> recorded = new HashSet<>();
            logged.forEach(event -> recorded.add(event.path("request_id").asString()));
            assertThat(recorded).isEqualTo(answered);
        }

        ApiResponse erased = api.withHeader("X-Request-Id", "e".repeat(100)).delete("/applicants/" + applicant);
        assertThat(erased.status()).as(erased.toString()).isLessThan(300);
        assertThat(api.get("/applicants/" + applicant).status()).isEqualTo(404);
    }

    /**
     * A read of one applicant hands its event over before it is answered, stored only if that applicant exists in
     * the reader's account: an answered read leaves one event, a read of an id the caller cannot see none.
     */
    @Test
    void aReadOfAnApplicantTheCallerCannotSeeLeavesNoEvent() {
        Api owner = newAccount();
        Api other = newAccount();
        String applicant = new VerificationFlows(owner).person();
        String erased = new VerificationFlows(owner).person();
        assertThat(owner.delete("/applicants/" + erased).status()).isLessThan(300);

        assertThat(owner.withHeader("X-Request-Id", "answered").get("/applicants/" + applicant).status())
                .isEqualTo(200);
        assertThat(other.get("/applicants/" + applicant).status()).as("another account's").isEqualTo(404);
        assertThat(owner.get("/applicants/" + erased).status()).as("erased").isEqualTo(404);
        assertThat(owner.get("/applicants/" + Ids.newId()).status()).as("unknown")
                .isEqualTo(404);

        JsonNode owners = owner.get("/audit-events?action=read&limit=100").json().path("items");
        assertThat(owners).extracting(e -> e.path("resource_id").asString() + " " + e.path("request_id").asString())
                .containsExactly(applicant + " answered");
        assertThat(other.get("/audit-events?action=read").json().path("items")).isEmpty();
    }

    @Test
    void anEventTheDatabaseRefusesFailsOnlyItsOwnRead() {
        String account = newTenant().account().value();
        Instant now = Instant.now();
        List<AuditEvent> group = List.of(event(account, now, "first"), event(account, now, "r".repeat(65)),
                event(account, now, "third"));

        List<RuntimeException> failures = writer.store(group);

        assertThat(failures.get(0)).isNull();
        assertThat(failures.get(1)).as("a request id longer than the column").isNotNull();
        assertThat(failures.get(2)).isNull();
        assertThat(events.page(account, new AuditRepository.Filter(null, null, null, null, null), null, null, 10))
                .extracting(AuditEvent::requestId).containsExactlyInAnyOrder("first", "third");
    }

    @Test
    void reportsAndAlertListsAreReadsToo() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        fixtures.decided(fixtures.verify(fixtures.person(), "PROFILE"));
        String today = LocalDate.now(ZoneOffset.UTC).toString();

        assertThat(api.get("/verifications/report?from=" + today + "&to=" + today).status()).isEqualTo(200);
        assertThat(api.get("/verifications/report?format=csv&from=" + today + "&to=" + today).status())
                .isEqualTo(200);
        assertThat(api.get("/verifications/report?date=" + today + "&offset=0&count=10").status()).isEqualTo(200);
        assertThat(api.get("/monitoring/alerts").status()).isEqualTo(200);

        JsonNode reports = api.get("/audit-events?resource_type=report").json().path("items");
        assertThat(reports).hasSize(3);
        reports.forEach(event -> {
            assertThat(event.path("resource_id").asString()).isEqualTo(today + ".." + today);
            assertThat(event.path("fields").toString()).contains("external_applicant_id");
        });
        assertThat(api.get("/audit-events?resource_type=monitoring_alert").json().path("items")).hasSize(1);
    }

    @Test
    void aReportCoversAtMostAYearAndBadDatesAreNamed() {
        Api api = newAccount();
        assertThat(api.get("/verifications/report?from=2025-01-01&to=2025-12-31").status()).isEqualTo(200);
        assertThat(api.get("/verifications/report?from=2024-01-01&to=2024-12-31").status()).as("366 days")
                .isEqualTo(200);
        for (String query : List.of("from=2024-01-01&to=2025-01-01", "to=+999999999-12-31",
                "from=-999999999-01-01", "from=0001-01-01", "from=2026-02-30", "date=yesterday",
                "from=2026-02-01&to=2026-01-01")) {
            ApiResponse refused = api.get("/verifications/report?" + query);
            assertThat(refused.status()).as(query + ": " + refused).isEqualTo(422);
            assertThat(refused.json().path("type").asString()).isEqualTo("validation");
            assertThat(refused.json().path("errors").get(0).path("parameter").asString())
                    .isIn("from", "to", "date");
        }
        assertThat(api.get("/verifications/report?format=csv&from=2020-01-01&to=2026-01-01").status())
                .isEqualTo(422);
        assertThat(api.get("/audit-events?resource_type=report").json().path("items"))
                .as("refused reports read nothing").hasSize(2);
    }

    private static AuditEvent event(String account, Instant at, String requestId) {
        return new AuditEvent(Ids.timeOrdered(at), account, at, "api_key:test", "read", "applicant",
                "a".repeat(36), null, List.of("profile"), requestId);
    }
}
