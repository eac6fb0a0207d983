package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The console's defences over HTTP: sign-in required, CSRF tokens, a new session id at sign-in, lockout, roles,
 * tenancy, the second factor, and an audit export without personal data.
 */
class ConsoleSecurityIT extends IntegrationTest {

    @Autowired
    ConsoleUsers users;
    @Autowired
    Totp totp;
    @Autowired
    JdbcClient jdbc;
    @Autowired
    RecurringTask<Void> consoleSessionPurgeTask;

    private static int counter;

    private ConsoleUsers.Created user(Tenant tenant, String role) {
        return users.create(tenant.account(), role + "-" + System.nanoTime() + "-" + (++counter) + "@example.com",
                "Test " + role, role);
    }

    /** A verification that waits for a person: a politically exposed person's PROFILE check. */
    static String inReview(VerificationFlows fixtures, Map<String, Object> fields) {
        String verification = fixtures.run(fixtures.person(fields), "PROFILE").path("verification_id").asString();
        assertThat(fixtures.decided(verification).path("status").asString()).isEqualTo("review");
        return verification;
    }

    private ConsoleSession session() {
        return new ConsoleSession(baseUrl());
    }

    @Test
    void everyPageButSignInNeedsASignedInUser() {
        ConsoleSession anonymous = session();
        for (String path : new String[] {"/console/queue", "/console/admin", "/console/dashboard", "/console/audit",
                "/console/applicants", "/console/files/0123456789abcdef0123456789abcdef0123"}) {
            assertThat(anonymous.get(path).redirectsTo("/console/sign-in")).as(path).isTrue();
        }
        ConsoleSession.Page signIn = anonymous.get("/console/sign-in");
        assertThat(signIn.status()).isEqualTo(200);
        assertThat(signIn.body()).contains("name=\"_csrf\"").contains("autocomplete=\"current-password\"");
    }

    @Test
    void formsWithoutTheCsrfTokenAreRefused() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created admin = user(tenant, "admin");
        ConsoleSession visitor = session();
        visitor.get("/console/sign-in");
        assertThat(visitor.postWithoutToken("/console/sign-in",
                Map.of("email", admin.user().email(), "password", admin.password())).status()).isEqualTo(403);

        visitor.signIn(admin);
        visitor.get("/console/admin");
        int keys = accounts.keys(tenant.account()).size();
        assertThat(visitor.postWithoutToken("/console/admin/keys", Map.of()).status()).isEqualTo(403);
        assertThat(accounts.keys(tenant.account())).hasSize(keys);
    }

    @Test
    void signingInGivesANewSessionId() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        ConsoleSession visitor = session();
        visitor.get("/console/sign-in");
        String before = visitor.sessionId();
        assertThat(before).as("the sign-in page keeps its CSRF token in a session").isNotNull();

        visitor.signIn(reviewer);

        assertThat(visitor.sessionId()).isNotNull().isNotEqualTo(before);
        assertThat(visitor.get("/console/queue").status()).isEqualTo(200);
    }

    @Test
    void theSessionLivesInTheDatabaseWhereEveryNodeFindsIt() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        ConsoleSession visitor = session();
        visitor.signIn(reviewer);
        assertThat(visitor.get("/console/queue").status()).isEqualTo(200);

        String userId = reviewer.user().userId();
        assertThat(jdbc.sql("SELECT count(*) FROM spring_session WHERE principal_name = ?").param(userId)
                .query(Integer.class).single()).as("stored under the user's id, not a name or address").isEqualTo(1);
        jdbc.sql("DELETE FROM spring_session WHERE principal_name = ?").param(userId).update();

        assertThat(visitor.get("/console/queue").redirectsTo("/console/sign-in"))
                .as("no copy in the node's memory outlives the stored session").isTrue();
    }

    @Test
    void expiredSessionsArePurgedByAJobOfTheQueuesAndNoSchedulerOfTheirOwn() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        ConsoleSession expired = session();
        expired.signIn(reviewer);
        ConsoleSession current = session();
        current.signIn(reviewer);
        String userId = reviewer.user().userId();
        jdbc.sql("UPDATE spring_session SET expiry_time = ? WHERE session_id = (SELECT MIN(session_id) FROM"
                + " spring_session WHERE principal_name = ?)").param(Instant.now().minusSeconds(60).toEpochMilli())
                .param(userId).update();

        consoleSessionPurgeTask.execute(null, null);

        assertThat(jdbc.sql("SELECT count(*) FROM spring_session WHERE principal_name = ?").param(userId)
                .query(Integer.class).single()).as("the expired session gone, the other kept").isEqualTo(1);
        // Spring Session's own cleanup scheduler knows nothing of a database outage and logged its stack trace in one
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                .noneMatch(name -> name.startsWith("spring-session-"));
    }

    @Test
    void repeatedFailuresLockTheUserEvenAgainstTheRightPassword() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        for (int i = 0; i < 5; i++) {
            assertThat(session().signIn(reviewer.user().email(), "wrong-" + i, null).location()).contains("failed");
        }
        assertThat(session().signIn(reviewer.user().email(), "wrong-again", null).location()).contains("failed");

        ConsoleSession.Page rightPassword = session().signIn(reviewer.user().email(), reviewer.password(), null);

        assertThat(rightPassword.location()).contains("failed");
        assertThat(users.byEmail(reviewer.user().email()).orElseThrow().lockedUntil()).isAfter(Instant.now());
    }

    @Test
    void aViewerCannotDecideAndAReviewerCannotAdminister() {
        Tenant tenant = newTenant();
        String verification = inReview(new VerificationFlows(tenant.api()), Map.of("pep", true));
        ConsoleSession viewer = session();
        viewer.signIn(user(tenant, "viewer"));
        assertThat(viewer.get("/console/verifications/" + verification).status()).isEqualTo(200);

        ConsoleSession.Page decided = viewer.post("/console/verifications/" + verification + "/decision",
                Map.of("decision", "approve"));

        assertThat(decided.redirectsTo("/console/forbidden") || decided.status() == 403).as(decided.toString()).isTrue();
        assertThat(tenant.api().get("/verifications/" + verification).json().path("status").asString())
                .isEqualTo("review");

        ConsoleSession reviewer = session();
        reviewer.signIn(user(tenant, "reviewer"));
        ConsoleSession.Page admin = reviewer.get("/console/admin");
        assertThat(admin.redirectsTo("/console/forbidden") || admin.status() == 403).as(admin.toString()).isTrue();
        for (String adminOnly : new String[] {"/console/audit", "/console/audit.csv", "/console/admin/keys"}) {
            ConsoleSession.Page refused = reviewer.get(adminOnly);
            assertThat(refused.status() == 403 || refused.redirectsTo("/console/forbidden")).as(adminOnly).isTrue();
        }
    }

    @Test
    void anotherAccountsVerificationApplicantAndFilesAreNotFound() {
        Tenant owner = newTenant();
        VerificationFlows fixtures = new VerificationFlows(owner.api());
        String applicant = fixtures.person(Map.of("pep", true));
        String verification = fixtures.run(applicant, "PROFILE").path("verification_id").asString();
        String file = fixtures.photo();
        ConsoleSession stranger = session();
        stranger.signIn(user(newTenant(), "admin"));

        assertThat(stranger.get("/console/verifications/" + verification).status()).isEqualTo(404);
        assertThat(stranger.get("/console/applicants/" + applicant).status()).isEqualTo(404);
        assertThat(stranger.get("/console/files/" + file).status()).isEqualTo(404);
        stranger.get("/console/queue");
        assertThat(stranger.post("/console/verifications/" + verification + "/decision",
                Map.of("decision", "approve")).status()).isEqualTo(404);
        assertThat(owner.api().get("/verifications/" + verification).json().path("status").asString())
                .isEqualTo("review");
    }

    @Test
    void aUserWithASecondFactorNeedsTheCurrentCode() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        String secret = users.enableTotp(users.byEmail(reviewer.user().email()).orElseThrow());

        assertThat(session().signIn(reviewer.user().email(), reviewer.password(), null).location()).contains("failed");
        assertThat(session().signIn(reviewer.user().email(), reviewer.password(), "000000").location())
                .contains("failed");
        String code = String.format("%06d", totp.code(secret, Instant.now()));
        ConsoleSession.Page landed = session().signIn(reviewer.user().email(), reviewer.password(), code);
        assertThat(landed.location()).doesNotContain("failed").contains("/console");
    }

    @Test
    void theAuditExportHoldsIdsNotPersonalData() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person(Map.of("first_name", "Zebulon", "last_name", "Quixotic", "pep", true,
                "email", "zebulon.quixotic@example.org"));
        String verification = fixtures.run(applicant, "PROFILE").path("verification_id").asString();
        ConsoleSession admin = session();
        admin.signIn(user(tenant, "admin"));
        assertThat(admin.get("/console/applicants/" + applicant).body()).contains("Quixotic");
        assertThat(admin.get("/console/applicants?q=Quixotic").body()).contains(applicant);
        admin.get("/console/verifications/" + verification);

        ConsoleSession.Page csv = admin.get("/console/audit.csv");

        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.contentType()).startsWith("text/csv");
        assertThat(csv.body()).contains("open_applicant", applicant, "open_verification", verification,
                "search_applicants", "sign_in");
        assertThat(csv.body().toLowerCase()).doesNotContain("zebulon").doesNotContain("quixotic");
    }
}
