package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.Ids;
import dev.avs.support.ApiResponse;
import dev.avs.support.Errors;
import dev.avs.support.IntegrationTest;
import dev.avs.support.ServiceTest.Tenant;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** The delivery log and resends: GET /verifications/{id}/events and POST /events/{request_id}/resend. */
class EventLogIT extends ToPrivateTargets {

    @Autowired
    OutboxRepository outbox;

    @Test
    void listsEventsNewestFirstPageByPage() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), null);
        settled(tenant.api(), verification, 3);

        ApiResponse first = tenant.api().get("/verifications/" + verification + "/events?limit=2");
        assertThat(first.json().path("items")).extracting(e -> e.path("sequence").asInt()).containsExactly(3, 2);
        String cursor = first.json().path("next_cursor").asString();
        ApiResponse second = tenant.api().get("/verifications/" + verification + "/events?limit=2&cursor=" + cursor);
        assertThat(second.json().path("items")).extracting(e -> e.path("sequence").asInt()).containsExactly(1);
        assertThat(second.json().path("next_cursor").isNull()).isTrue();
        JsonNode event = second.json().path("items").get(0);
        assertThat(event.path("status").asString()).isEqualTo("no_target");
        assertThat(event.path("target_url").isNull()).isTrue();
        assertThat(event.path("attempts")).isEmpty();

        Errors.error(tenant.api().get("/verifications/" + verification + "/events?cursor=x" + cursor), 400, "bad_request");
        Errors.error(tenant.api().get("/verifications/" + verification + "/events?limit=0"), 400, "bad_request");
    }

    @Test
    void anotherAccountsVerificationsAndEventsAreNotFound() {
        Tenant owner = newTenant();
        Tenant other = newTenant();
        String verification = verification(owner.api(), null);
        String requestId = settled(owner.api(), verification, 3).getFirst().path("request_id").asString();

        for (String id : List.of(verification, "not-an-id", Ids.newId())) {
            Errors.error(other.api().get("/verifications/" + id + "/events"), 404, "not_found");
        }
        for (String id : List.of(requestId, "not-an-id", Ids.newId())) {
            Errors.error(other.api().post("/events/" + id + "/resend", Map.of()), 404, "not_found");
        }
        assertThat(owner.api().post("/events/" + requestId + "/resend", Map.of()).status()).isEqualTo(200);
    }

    @Test
    void anEventWithoutATargetIsDeliveredOnceOneIsSet() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), null);
        String requestId = settled(tenant.api(), verification, 3).getFirst().path("request_id").asString();

        ApiResponse stillNone = tenant.api().post("/events/" + requestId + "/resend", Map.of());
        assertThat(stillNone.status()).isEqualTo(200);
        assertThat(stillNone.json().path("status").asString()).isEqualTo("no_target");

        String secret = accounts.setWebhook(tenant.account(), receiver.url("/later"), null);
        ApiResponse queued = tenant.api().post("/events/" + requestId + "/resend", Map.of());
        assertThat(queued.status()).isEqualTo(202);
        assertThat(queued.json().path("status").asString()).isEqualTo("pending");
        assertThat(queued.json().path("target_url").asString()).isEqualTo(receiver.url("/later"));

        JsonNode delivered = IntegrationTest.eventually(DEADLINE, () -> events(tenant.api(), verification).getFirst(),
                e -> e.path("status").asString().equals("delivered"));
        assertThat(delivered.path("attempts")).hasSize(1);
        Receiver.Request request = receiver.of(requestId).getFirst();
        Receiver.assertSigned(request, tenant.api().key(), secret);
        assertThat(request.json().path("sequence").asInt()).isEqualTo(1);
        assertThat(request.json().path("verification_status").asString()).isEqualTo("pending");
    }

    @Test
    void aResendSendsTheSameBytesAgain() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), receiver.url("/resend"));
        String requestId = settled(tenant.api(), verification, 3).getLast().path("request_id").asString();
        byte[] original = receiver.of(requestId).getFirst().body();

        ApiResponse resent = tenant.api().post("/events/" + requestId + "/resend", Map.of());

        assertThat(resent.status()).isEqualTo(202);
        List<Receiver.Request> received = IntegrationTest.eventually(DEADLINE, () -> receiver.of(requestId),
                requests -> requests.size() == 2);
        assertThat(received.get(1).body()).isEqualTo(original);
        Receiver.assertSigned(received.get(1), tenant.api().key(),
                accounts.webhook(tenant.account()).orElseThrow().secret());
        JsonNode event = IntegrationTest.eventually(DEADLINE, () -> events(tenant.api(), verification).getLast(),
                e -> e.path("status").asString().equals("delivered") && e.path("attempts").size() == 2);
        assertThat(event.path("sequence").asInt()).isEqualTo(3);
        awaitNoJob(requestId);
    }

    @Test
    void deletesFinishedEventsAfterTheRetention() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), null);
        settled(tenant.api(), verification, 3);

        assertThat(outbox.purge(Instant.now().minus(Duration.ofDays(1)))).isZero();
        assertThat(events(tenant.api(), verification)).hasSize(3);
        assertThat(outbox.purge(Instant.now().plusSeconds(1))).isGreaterThanOrEqualTo(3);
        assertThat(events(tenant.api(), verification)).isEmpty();
    }
}
