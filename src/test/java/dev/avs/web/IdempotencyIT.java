package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IdempotencyIT extends IntegrationTest {

    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.jdbc.core.simple.JdbcClient jdbc;
    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.transaction.support.TransactionTemplate transactions;

    @Test
    void replaysTheFirstResponseForTheSameRequest() {
        Api api = newAccount().withHeader("Idempotency-Key", "create-anna-1");

        ApiResponse first = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna"));
        ApiResponse second = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna"));

        assertThat(first.status()).isEqualTo(200);
        assertThat(first.header("Idempotent-Replayed")).isNull();
        assertThat(second.status()).isEqualTo(200);
        assertThat(second.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(second.id("applicant_id")).isEqualTo(first.id("applicant_id"));
        assertThat(second.header("Location")).isEqualTo(first.header("Location"));
    }

    @Test
    void replaysClientErrorsToo() {
        Api api = newAccount().withHeader("Idempotency-Key", "bad-1");

        ApiResponse first = api.post("/applicants", Map.of("type", "ROBOT"));
        ApiResponse second = api.post("/applicants", Map.of("type", "ROBOT"));

        assertThat(first.status()).isEqualTo(422);
        assertThat(second.status()).isEqualTo(422);
        assertThat(second.header("Idempotent-Replayed")).isEqualTo("true");
    }

    @Test
    void theSameKeyForADifferentRequestConflicts() {
        Api api = newAccount().withHeader("Idempotency-Key", "k-2");
        api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna"));

        ApiResponse other = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Bob"));
        assertThat(other.status()).isEqualTo(409);
        assertThat(other.errorType()).isEqualTo("idempotency_conflict");

        ApiResponse otherPath = api.post("/affiliated-persons", Map.of("type", "PERSON", "first_name", "Anna"));
        assertThat(otherPath.errorType()).isEqualTo("idempotency_conflict");
    }

    @Test
    void keysAreScopedToTheAccount() {
        Map<String, String> body = Map.of("type", "PERSON");
        String mine = newAccount().withHeader("Idempotency-Key", "shared").post("/applicants", body).id("applicant_id");
        ApiResponse theirs = newAccount().withHeader("Idempotency-Key", "shared").post("/applicants", body);

        assertThat(theirs.status()).isEqualTo(200);
        assertThat(theirs.header("Idempotent-Replayed")).isNull();
        assertThat(theirs.id("applicant_id")).isNotEqualTo(mine);
    }

    @Test
    void aRepeatWhileTheFirstRequestRunsIsAConflictNotAnEmptyReplay() {
        Tenant tenant = newTenant();
        Api api = tenant.api().withHeader("Idempotency-Key", "running-1");
        Map<String, String> anna = Map.of("type", "PERSON", "first_name", "Anna");
        claimedWithoutReply(tenant, "running-1", 0);

        // a request running under the key holds its row locked in its transaction, as this one does
        transactions.executeWithoutResult(running -> {
            jdbc.sql("SELECT request_hash FROM idempotency_record WHERE account_id = ? AND idempotency_key = ?"
                    + " FOR UPDATE").param(tenant.account().value()).param("running-1").query().listOfRows();
            ApiResponse repeat = api.post("/applicants", anna);
            assertThat(repeat.status()).isEqualTo(409);
            assertThat(repeat.errorType()).isEqualTo("idempotency_conflict");
        });

        assertThat(api.post("/applicants", anna).status()).as("once it ended without a reply, the repeat runs")
                .isEqualTo(200);
    }

    /**
     * A request that failed with a 5xx, or whose node or database connection went away, leaves its key claimed
     * without a reply and unlocked: nothing of it was committed, and the retry runs at once.
     */
    @Test
    void aClaimThatNoRunningRequestHoldsIsTakenOverAtOnce() {
        Tenant tenant = newTenant();
        Api api = tenant.api().withHeader("Idempotency-Key", "died-1");
        claimedWithoutReply(tenant, "died-1", 0);

        ApiResponse retried = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna"));

        assertThat(retried.status()).as(retried.toString()).isEqualTo(200);
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna")).id("applicant_id"))
                .as("and replayed from then on").isEqualTo(retried.id("applicant_id"));
    }

    /** The key on every method the OpenAPI document declares it for, not only POST. */
    @Test
    void theStatusCallReplaysItsFirstAnswerOnPutAndPatchToo() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        byte[] approve = "{\"verification_status\": \"approved\", \"callback_enabled\": false}"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] decline = "{\"verification_status\": \"declined\", \"callback_enabled\": false}"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (String method : java.util.List.of("PUT", "PATCH")) {
            String verification = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
            assertThat(fixtures.decided(verification).path("status").asString()).isEqualTo("review");
            Api keyed = api.withHeader("Idempotency-Key", "decide-" + method);
            String path = "/verifications/" + verification + "/status";

            ApiResponse first = keyed.send(method, path, "application/json", approve);
            ApiResponse retried = keyed.send(method, path, "application/json", approve);
            ApiResponse other = keyed.send(method, path, "application/json", decline);

            assertThat(first.status()).as(first.toString()).isEqualTo(200);
            assertThat(retried.status()).as("%s retried: %s", method, retried).isEqualTo(200);
            assertThat(retried.header("Idempotent-Replayed")).isEqualTo("true");
            assertThat(retried.body()).isEqualTo(first.body());
            assertThat(other.status()).isEqualTo(409);
            assertThat(other.errorType()).as("%s with another body", method).isEqualTo("idempotency_conflict");
        }
    }

    @Test
    void aDeleteWithAKeyReplaysItsFirstAnswer() {
        Api api = newAccount();
        String applicant = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna")).id("applicant_id");
        Api keyed = api.withHeader("Idempotency-Key", "erase-anna");

        ApiResponse first = keyed.delete("/applicants/" + applicant);
        ApiResponse retried = keyed.delete("/applicants/" + applicant);

        assertThat(first.status()).as(first.toString()).isLessThan(300);
        assertThat(retried.status()).as("not 404: the retry is answered as the first was").isEqualTo(first.status());
        assertThat(retried.header("Idempotent-Replayed")).isEqualTo("true");
    }

    @Test
    void aFailedRequestLeavesNothingBehindAndItsReplyIsKept() {
        Tenant tenant = newTenant();
        Api api = tenant.api().withHeader("Idempotency-Key", "invalid-1");
        int before = applicants(tenant);

        ApiResponse refused = api.post("/applicants", Map.of("type", "PERSON", "dob", "not a date"));
        assertThat(refused.status()).isEqualTo(422);

        assertThat(applicants(tenant)).isEqualTo(before);
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "dob", "not a date")).header("Idempotent-Replayed"))
                .isEqualTo("true");
    }

    /** What a request still running (or one whose node was killed in the middle) leaves: the key, no reply. */
    private void claimedWithoutReply(Tenant tenant, String key, int minutesAgo) {
        jdbc.sql("INSERT INTO idempotency_record (account_id, idempotency_key, request_hash, created_at)"
                        + " VALUES (?, ?, 'unknown', ?)").param(tenant.account().value()).param(key)
                .param(java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).minusMinutes(minutesAgo)).update();
    }

    private int applicants(Tenant tenant) {
        return jdbc.sql("SELECT count(*) FROM applicant WHERE account_id = ?").param(tenant.account().value())
                .query(Integer.class).single();
    }

    @Test
    void refusesMalformedKeys() {
        ApiResponse response = newAccount().withHeader("Idempotency-Key", "x".repeat(256))
                .post("/applicants", Map.of("type", "PERSON"));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorType()).isEqualTo("bad_request");
    }

    @Test
    void withoutAKeyEveryPostCreates() {
        Api api = newAccount();
        String a = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        String b = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        assertThat(a).isNotEqualTo(b);
    }
}
