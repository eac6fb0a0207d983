package dev.avs.monitoring;

import dev.avs.verification.PolicyOverrides;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.lists.ListType;
import dev.avs.monitoring.CslFile.Row;
import dev.avs.screening.lists.BirthDate;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.ListsRefreshed;
import dev.avs.screening.Screening;
import dev.avs.support.Api;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import dev.avs.webhook.Receiver;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * Ongoing monitoring end to end: a list file changes version by version, the service refreshes it, and applicants
 * approved before the change are alerted once, with a DATABASE_SCREENING callback to a real receiver and, by
 * policy, a verification in review.
 */
@TestPropertySource(properties = {"avs.webhook.allow-private-targets=true", "avs.scheduling.polling-interval=100ms"})
class MonitoringIT extends ServiceTest {

    /** A source name of its own per run: a PostgreSQL schema outlives the run, the list's history with it. */
    static final String SOURCE = "watch-" + UUID.randomUUID().toString().substring(0, 8);
    static final CslFile LIST = CslFile.create("monitoring-list");

    static final Row KOVALENKO = Row.person("800001", "KOVALENKO, Mykyta", "1960-01-01", "UA");
    static final Row DRAKE = Row.person("800002", "DRAKEMOOR, Evander", "1955-09-09", "BY");
    static final Row QUARTERMAINE = Row.person("800101", "QUARTERMAINE, Zebulon", "1970-05-05", "GB");
    static final Row FAIRWEATHER = Row.person("800102", "FAIRWEATHER, Ottoline", "1981-02-03", "GB");
    static final Row THISTLEWOOD = Row.person("800103", "THISTLEWOOD, Barnaby", "1965-07-07", "GB");

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-monitoring");
        LIST.write(List.of(KOVALENKO, DRAKE));
        // a list is bound from one property source only: all of the source's settings are here
        registry.add("avs.screening.sources[0].name", () -> SOURCE);
        registry.add("avs.screening.sources[0].format", () -> "us-csl-csv");
        registry.add("avs.screening.sources[0].location", () -> LIST.path().toString());
    }

    @Autowired
    Screening screening;
    @Autowired
    Policies policies;
    @Autowired
    JdbcClient jdbc;
    @Autowired
    ListWatcher watcher;
    @Autowired
    SubjectBackfill backfill;

    final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void aListUpdateAlertsApprovedApplicantsOnce() {
        LIST.write(List.of(KOVALENKO, DRAKE));
        screening.refreshLists();
        Tenant alerting = newTenant();
        Tenant reviewing = newTenant();
        policies.setAccountOverrides(reviewing.account(), new PolicyOverrides(Map.of("aml_monitoring_action", "review")));
        Tenant unmonitored = newTenant();
        policies.setAccountOverrides(unmonitored.account(), new PolicyOverrides(Map.of("aml_monitoring", false)));
        Approved a = approve(alerting.api(), "Zebulon", "Quartermaine", "1970-05-05");
        Approved b = approve(reviewing.api(), "Ottoline", "Fairweather", "1981-02-03");
        Approved c = approve(unmonitored.api(), "Barnaby", "Thistlewood", "1965-07-07");
        assertThat(alerting.api().get("/applicants/" + a.applicant()).json().path("monitoring").path("monitored")
                .asBoolean()).isTrue();
        assertThat(unmonitored.api().get("/applicants/" + c.applicant()).json().path("monitoring").path("monitored")
                .asBoolean()).isFalse();

        // version 2 adds all three
        List<Row> v2 = List.of(KOVALENKO, DRAKE, QUARTERMAINE, FAIRWEATHER, THISTLEWOOD);
        LIST.write(v2);
        screening.refreshLists();
        JsonNode alert = onlyAlert(alerting.api(), a.applicant());
        assertThat(alert.path("status").asString()).isEqualTo("open");
        assertThat(alert.path("list").asString()).isEqualTo(SOURCE);
        assertThat(alert.path("list_type").asString()).isEqualTo("sanctions");
        assertThat(alert.path("entry_id").asString()).isEqualTo(QUARTERMAINE.id());
        assertThat(alert.path("reason").asString()).isEqualTo("SANCTIONS_MATCH");
        assertThat(alert.path("subject").path("role").asString()).isEqualTo("applicant");
        assertThat(alert.path("explanation").path("birth_date").path("result").asString()).isEqualTo("match");
        assertThat(alert.path("review_verification_id").isNull()).isTrue();
        JsonNode callback = callback(a.verification());
        assertThat(callback.path("applicant_id").asString()).isEqualTo(a.applicant());
        assertThat(callback.path("verification_id").asString()).isEqualTo(a.verification());
        assertThat(callback.path("databases").get(0).asString()).isEqualTo(SOURCE);
        assertThat(callback.path("list_types").get(0).asString()).isEqualTo("sanctions");
        assertThat(callback.path("hits").get(0).path("entry_id").asString()).isEqualTo(QUARTERMAINE.id());
        assertThat(callback.path("hits").get(0).path("alert_id").asString()).isEqualTo(alert.path("alert_id").asString());

        // with aml_monitoring_action: review, a verification waits for a person
        JsonNode reviewAlert = onlyAlert(reviewing.api(), b.applicant());
        String review = reviewAlert.path("review_verification_id").asString();
        JsonNode opened = reviewing.api().get("/verifications/" + review).json();
        assertThat(opened.path("status").asString()).isEqualTo("review");
        assertThat(VerificationFlows.reason(opened, "SANCTIONS_MATCH").path("details").path("hits").get(0)
                .path("entry_id").asString()).isEqualTo(FAIRWEATHER.id());
        assertThat(callback(review).path("applicant_id").asString()).isEqualTo(b.applicant());
        assertThat(unmonitored.api().get("/monitoring/alerts").json().path("items")).isEmpty();
        JsonNode view = alerting.api().get("/applicants/" + a.applicant()).json().path("monitoring");
        assertThat(view.path("open_alerts").asInt()).isEqualTo(1);
        assertThat(view.path("alerts").get(0).path("alert_id")).isEqualTo(alert.path("alert_id"));

        // version 3, identical to 2: nothing to do at all
        int runs = runs();
        LIST.write(v2);
        screening.refreshLists();
        assertThat(runs()).isEqualTo(runs);
        // the same entries in another order: a new version with nothing new in it
        LIST.write(List.of(THISTLEWOOD, FAIRWEATHER, QUARTERMAINE, DRAKE, KOVALENKO));
        screening.refreshLists();
        assertThat(lastRun()).containsEntry("added", 0).containsEntry("changed", 0).containsEntry("removed", 0)
                .containsEntry("status", "done");
        // an entry removed: recorded, nothing raised
        LIST.write(List.of(THISTLEWOOD, FAIRWEATHER, QUARTERMAINE, DRAKE));
        screening.refreshLists();
        assertThat(lastRun()).containsEntry("removed", 1).containsEntry("status", "done");
        // an entry changed (a new alias): screened again, but the same subject and entry never alert twice
        LIST.write(List.of(THISTLEWOOD, FAIRWEATHER, QUARTERMAINE.withAliases("QUARTERMAIN, Zeb"), DRAKE));
        screening.refreshLists();
        assertThat(lastRun()).containsEntry("changed", 1);
        ServiceTest.eventually(Duration.ofSeconds(20), this::lastRun, run -> "done".equals(run.get("status")));
        assertThat(alerting.api().get("/monitoring/alerts?applicant_id=" + a.applicant()).json().path("items")).hasSize(1);
        assertThat(databaseScreeningEvents(a.verification())).isEqualTo(1);

        // someone approved since the last run is among the subjects of the next one
        Tenant another = newTenant();
        Approved late = approve(another.api(), "Isolde", "Marchetti", "1988-12-12");
        LIST.write(List.of(THISTLEWOOD, FAIRWEATHER, QUARTERMAINE.withAliases("QUARTERMAIN, Zeb"), DRAKE,
                Row.person("800104", "MARCHETTI, Isolde", "1988-12-12", "GB")));
        screening.refreshLists();
        assertThat(onlyAlert(another.api(), late.applicant()).path("entry_id").asString()).isEqualTo("800104");

        // a person's decision, once
        String alertId = alert.path("alert_id").asString();
        var decided = alerting.api().post("/monitoring/alerts/" + alertId + "/status",
                Map.of("status", "dismissed", "comment", "A namesake: other place of birth"));
        assertThat(decided.status()).as(decided.toString()).isEqualTo(200);
        assertThat(decided.json().path("status").asString()).isEqualTo("dismissed");
        assertThat(decided.json().path("comment").asString()).isEqualTo("A namesake: other place of birth");
        assertThat(alerting.api().post("/monitoring/alerts/" + alertId + "/status", Map.of("status", "confirmed"))
                .errorType()).isEqualTo("edit_denied");
        assertThat(alerting.api().get("/monitoring/alerts?status=dismissed").json().path("items")).hasSize(1);
        assertThat(alerting.api().get("/monitoring/alerts?status=open").json().path("items")).isEmpty();
        assertThat(reviewing.api().post("/monitoring/alerts/" + alertId + "/status", Map.of("status", "confirmed"))
                .status()).isEqualTo(404);

        // the reviewer declines the review verification: its alert is confirmed
        assertThat(reviewing.api().post("/verifications/" + review + "/status",
                Map.of("verification_status", "DECLINED", "comment", "Listed")).status()).isEqualTo(200);
        assertThat(onlyAlert(reviewing.api(), b.applicant()).path("status").asString()).isEqualTo("confirmed");
    }

    @Test
    void twoNodesRefreshingTheSameVersionRaiseOneAlert() throws Exception {
        String source = "twin-" + UUID.randomUUID().toString().substring(0, 8);
        screening.refreshLists();
        Tenant tenant = newTenant();
        Approved d = approve(tenant.api(), "Ophelia", "Wintergreen", "1977-03-03");
        ListEntry other = person("700001", "Mykola Hrytsenko", "1959-11-11", "UA");
        watcher.on(new ListsRefreshed(List.of(new ListsRefreshed.LoadedList(source, ListType.SANCTIONS, "v1", List.of(other)))));
        ListsRefreshed v2 = new ListsRefreshed(List.of(new ListsRefreshed.LoadedList(source, ListType.SANCTIONS, "v2",
                List.of(other, person("700002", "Ophelia Wintergreen", "1977-03-03", "GB")))));
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService nodes = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> refreshes = new ArrayList<>();
            for (int node = 0; node < 2; node++) {
                refreshes.add(nodes.submit(() -> {
                    start.await();
                    watcher.on(v2);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> refresh : refreshes) {
                refresh.get(30, TimeUnit.SECONDS);
            }
        } finally {
            nodes.shutdownNow();
        }
        assertThat(jdbc.sql("SELECT COUNT(*) FROM monitoring_run WHERE source = :s AND to_sha256 = 'v2'")
                .param("s", source).query(Integer.class).single()).isEqualTo(1);
        assertThat(onlyAlert(tenant.api(), d.applicant()).path("entry_id").asString()).isEqualTo("700002");
        callback(d.verification());
        ServiceTest.eventually(Duration.ofSeconds(20), () -> jdbc.sql("""
                SELECT COUNT(*) FROM webhook_event WHERE verification_id = :v AND status = 'delivered'
                    AND type = 'DATABASE_SCREENING'""").param("v", d.verification()).query(Integer.class).single(),
                delivered -> delivered == 1);
        assertThat(databaseScreeningEvents(d.verification())).isEqualTo(1);
        assertThat(receiver.about(d.verification()).stream()
                .filter(r -> r.json().path("type").asString().equals("DATABASE_SCREENING"))).hasSize(1);
    }

    private static ListEntry person(String id, String name, String dob, String country) {
        LocalDate day = LocalDate.parse(dob);
        return new ListEntry(id, ListEntry.EntryType.PERSON, name, List.of(), List.of(new BirthDate(day, day, false, dob)),
                Set.of(country), List.of(), List.of(), List.of("TEST"), List.of());
    }

    @Test
    void applicantsDecidedBeforeMonitoringExistedAreMonitoredByTheBackfill() {
        screening.refreshLists();
        Tenant tenant = newTenant();
        Approved earlier = approve(tenant.api(), "Leopold", "Ashcombe", "1966-06-06");
        // as an installation that had verifications before the monitoring module
        jdbc.sql("DELETE FROM monitored_subject WHERE applicant_id = :a").param("a", earlier.applicant()).update();
        jdbc.sql("DELETE FROM monitoring_setup").update();
        assertThat(tenant.api().get("/applicants/" + earlier.applicant()).json().path("monitoring")
                .path("monitored").asBoolean()).isFalse();
        backfill.run();
        JsonNode monitoring = tenant.api().get("/applicants/" + earlier.applicant()).json().path("monitoring");
        assertThat(monitoring.path("monitored").asBoolean()).isTrue();
        assertThat(monitoring.path("verification_id").asString()).isEqualTo(earlier.verification());
        assertThat(backfill.done()).isTrue();
    }

    @Test
    void badRequestsGetTheEnvelope() {
        Api api = newAccount();
        assertThat(api.get("/monitoring/alerts?status=maybe").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/monitoring/alerts?applicant_id=x'--").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/monitoring/alerts?limit=0").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/monitoring/alerts?cursor=forged").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/monitoring/alerts?applicant_id=" + UUID.randomUUID()).json().path("items")).isEmpty();
        assertThat(api.post("/monitoring/alerts/" + UUID.randomUUID() + "/status", Map.of("status", "dismissed"))
                .status()).isEqualTo(404);
        assertThat(api.post("/monitoring/alerts/not-an-id/status", Map.of("status", "dismissed")).status())
                .isEqualTo(404);
        assertThat(anonymous().get("/monitoring/alerts").status()).isEqualTo(401);
    }

    record Approved(String applicant, String verification) {
    }

    /** A person verified with AML (clear) and a callback URL on the receiver. */
    private Approved approve(Api api, String first, String last, String dob) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", first, "last_name", last, "dob", dob));
        var created = api.post("/verifications", Map.of("applicant_id", applicant, "types", List.of("AML"),
                "callback_url", receiver.url("/callbacks")));
        String verification = created.id("verification_id");
        JsonNode decided = fixtures.decided(verification);
        assertThat(decided.path("verified").asBoolean()).as(decided.toString()).isTrue();
        return new Approved(applicant, verification);
    }

    private static JsonNode onlyAlert(Api api, String applicant) {
        JsonNode items = ServiceTest.eventually(Duration.ofSeconds(20),
                () -> api.get("/monitoring/alerts?applicant_id=" + applicant).json().path("items"),
                found -> !found.isEmpty());
        assertThat(items).hasSize(1);
        return items.get(0);
    }

    private JsonNode callback(String verification) {
        return ServiceTest.eventually(Duration.ofSeconds(20), () -> {
            List<JsonNode> found = new ArrayList<>();
            receiver.about(verification).stream().map(Receiver.Request::json)
                    .filter(body -> body.path("type").asString().equals("DATABASE_SCREENING")).forEach(found::add);
            return found;
        }, found -> !found.isEmpty()).getFirst();
    }

    private int runs() {
        return jdbc.sql("SELECT COUNT(*) FROM monitoring_run WHERE source = :source").param("source", SOURCE)
                .query(Integer.class).single();
    }

    private Map<String, Object> lastRun() {
        return jdbc.sql("""
                SELECT added, changed, removed, status FROM monitoring_run WHERE source = :source
                ORDER BY created_at DESC LIMIT 1""").param("source", SOURCE).query().singleRow();
    }

    private int databaseScreeningEvents(String verification) {
        return jdbc.sql("SELECT COUNT(*) FROM webhook_event WHERE verification_id = :v AND type = 'DATABASE_SCREENING'")
                .param("v", verification).query(Integer.class).single();
    }
}
