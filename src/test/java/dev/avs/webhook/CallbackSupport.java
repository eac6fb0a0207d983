package dev.avs.webhook;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.CallbackIntegrationTest;
import dev.avs.support.ServiceTest;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The callback tests' helpers, on the shared context of the tests whose callbacks reach this machine
 * ({@link CallbackIntegrationTest}); a callback test with other settings uses the static ones.
 */
abstract class CallbackSupport extends CallbackIntegrationTest {

    static final Duration DEADLINE = Duration.ofSeconds(30);

    @Autowired
    JdbcClient jdbc;

    /** Starts a PROFILE verification of a new person, with this callback URL (null: none). */
    static String verification(Api api, String callbackUrl) {
        VerificationFlows fixtures = new VerificationFlows(api);
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", fixtures.person(), "types", List.of("PROFILE")));
        if (callbackUrl != null) {
            body.put("callback_url", callbackUrl);
        }
        ApiResponse created = api.post("/verifications", body);
        org.assertj.core.api.Assertions.assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("verification_id");
    }

    /** The verification's events, oldest first. */
    static List<JsonNode> events(Api api, String verificationId) {
        ApiResponse page = api.get("/verifications/" + verificationId + "/events?limit=100");
        org.assertj.core.api.Assertions.assertThat(page.status()).as(page.toString()).isEqualTo(200);
        return page.json().path("items").valueStream().toList().reversed();
    }

    /** Polls until the verification has {@code count} events, none of them pending; returns them oldest first. */
    static List<JsonNode> settled(Api api, String verificationId, int count) {
        return ServiceTest.eventually(DEADLINE, () -> events(api, verificationId),
                events -> events.size() == count
                        && events.stream().noneMatch(e -> e.path("status").asString().equals("pending")));
    }

    void awaitNoJob(String requestId) {
        awaitNoJob(jdbc, requestId);
    }

    /**
     * Polls until the event's delivery job has left the scheduler's table (it is removed just after the event's
     * final state is recorded); it never leaves if another attempt is scheduled.
     */
    static void awaitNoJob(JdbcClient jdbc, String requestId) {
        ServiceTest.eventually(DEADLINE, () -> queued(jdbc, requestId), queued -> !queued);
    }

    /** Whether the event's delivery job is still in the scheduler's table. */
    static boolean queued(JdbcClient jdbc, String requestId) {
        return jdbc.sql("SELECT COUNT(*) FROM callback_tasks WHERE task_name = :name AND task_instance = :id")
                .param("name", DeliveryTask.NAME).param("id", requestId).query(Long.class).single() > 0;
    }

    /** The attempts' start times (millisecond precision, unlike the API's seconds). */
    List<java.time.Instant> attemptTimes(String requestId) {
        return jdbc.sql("SELECT attempted_at FROM webhook_attempt WHERE request_id = :id ORDER BY attempted_at")
                .param("id", requestId).query((rs, n) -> rs.getObject(1, java.time.OffsetDateTime.class).toInstant())
                .list();
    }
}
