package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.account.Accounts;
import dev.avs.form.FormUrlExpired;
import dev.avs.support.OpenApiContract;
import dev.avs.support.ServiceTest.Tenant;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Callbacks delivered to a real HTTP receiver on this machine: signatures, retries, sequence, secrets. */
class WebhookIT extends ToPrivateTargets {

    @Autowired
    ApplicationEventPublisher publisher;

    @Autowired
    TransactionTemplate transactions;

    @Test
    void sendsEveryStatusChangeAndTheResultSignedBothWaysOverTheExactBytes() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), receiver.url("/hooks"));

        List<JsonNode> events = settled(tenant.api(), verification, 3);
        List<Receiver.Request> received = receiver.about(verification);
        assertThat(received).hasSize(3);
        // no secret was set for the account: one was generated, in the Standard Webhooks form
        String secret = accounts.webhook(tenant.account()).orElseThrow().secret();
        assertThat(secret).startsWith("whsec_");
        assertThat(Base64.getDecoder().decode(secret.substring(6))).hasSize(32);
        received.forEach(request -> Receiver.assertSigned(request, tenant.api().key(), secret));

        assertThat(events).extracting(e -> e.path("type").asString()).containsExactly("VERIFICATION_STATUS_CHANGED",
                "VERIFICATION_STATUS_CHANGED", "VERIFICATION_COMPLETED");
        assertThat(events).extracting(e -> e.path("sequence").asInt()).containsExactly(1, 2, 3);
        assertThat(events).allSatisfy(e -> {
            assertThat(e.path("status").asString()).isEqualTo("delivered");
            assertThat(e.path("target_url").asString()).isEqualTo(receiver.url("/hooks"));
            assertThat(e.path("attempts")).hasSize(1);
            assertThat(e.path("attempts").get(0).path("status_code").asInt()).isEqualTo(200);
            assertThat(e.path("next_attempt_at").isNull()).isTrue();
        });

        JsonNode pending = body(received, 1);
        OpenApiContract.instance().validate("#/components/schemas/VerificationStatusChangedEvent", pending);
        assertThat(pending.path("verification_status").asString()).isEqualTo("pending");
        assertThat(pending.path("request_id").asString()).isEqualTo(events.get(0).path("request_id").asString());
        assertThat(body(received, 2).path("verification_status").asString()).isEqualTo("completed");
        JsonNode completed = body(received, 3);
        assertThat(completed.path("type").asString()).isEqualTo("VERIFICATION_COMPLETED");
        JsonNode verificationNow = tenant.api().get("/verifications/" + verification).json();
        ObjectNode asVerification = (ObjectNode) completed.deepCopy();
        asVerification.remove(List.of("type", "request_id", "sequence", "applicant", "verification_created_at"));
        asVerification.set("created_at", completed.path("verification_created_at"));
        assertThat(asVerification).isEqualTo(verificationNow);
        assertThat(completed.path("applicant")).isEqualTo(
                tenant.api().get("/applicants/" + verificationNow.path("applicant_id").asString()).json());
    }

    @Test
    void retriesOnTheScheduleThenGivesUp() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), receiver.url("/always-fail"));

        JsonNode first = settled(tenant.api(), verification, 3).getFirst();
        String requestId = first.path("request_id").asString();
        assertThat(first.path("status").asString()).isEqualTo("failed");
        assertThat(first.path("attempts")).hasSize(4).allSatisfy(a -> assertThat(a.path("status_code").asInt()).isEqualTo(500));
        List<Instant> at = attemptTimes(requestId);
        assertThat(Duration.between(at.get(0), at.get(1))).isGreaterThanOrEqualTo(Duration.ofSeconds(1));
        assertThat(Duration.between(at.get(1), at.get(2))).isGreaterThanOrEqualTo(Duration.ofSeconds(2));
        assertThat(Duration.between(at.get(2), at.get(3))).isGreaterThanOrEqualTo(Duration.ofSeconds(2));
        assertThat(Duration.between(at.get(0), at.get(3))).isLessThan(Duration.ofSeconds(20));
        assertThat(receiver.of(requestId)).hasSize(4);
        awaitNoJob(requestId);
        // every attempt sends the same bytes, with the same request_id
        assertThat(receiver.of(requestId)).extracting(r -> new String(r.body())).containsOnly(new String(
                receiver.of(requestId).getFirst().body()));
    }

    @Test
    void aSuccessStopsTheRetries() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), receiver.url("/fail/2"));

        JsonNode first = settled(tenant.api(), verification, 3).getFirst();
        String requestId = first.path("request_id").asString();
        assertThat(first.path("status").asString()).isEqualTo("delivered");
        assertThat(first.path("delivered_at").isNull()).isFalse();
        assertThat(first.path("attempts")).extracting(a -> a.path("status_code").asInt()).containsExactly(500, 500, 200);
        awaitNoJob(requestId);   // no further attempt is scheduled
        assertThat(receiver.of(requestId)).hasSize(3);
    }

    @Test
    void numbersTheEventsOfAVerificationWithoutGapsOrRepeatsUnderConcurrency() {
        Tenant tenant = newTenant();
        String verification = verification(tenant.api(), null);
        settled(tenant.api(), verification, 3);

        CountDownLatch start = new CountDownLatch(1);
        try (ExecutorService threads = Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++) {
                threads.submit(() -> {
                    start.await();
                    transactions.executeWithoutResult(tx -> publisher.publishEvent(expiry(tenant, verification)));
                    return null;
                });
            }
            start.countDown();
        }

        List<JsonNode> events = settled(tenant.api(), verification, 11);
        assertThat(events).extracting(e -> e.path("sequence").asInt())
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 11).boxed().toList());
        assertThat(events).allSatisfy(e -> assertThat(e.path("status").asString()).isEqualTo("no_target"));
    }

    @Test
    void sendsFormUrlExpiredOnlyWhenTheExpiryCommits() {
        Tenant tenant = newTenant();
        accounts.setWebhook(tenant.account(), receiver.url("/account-default"), "a-secret-of-the-operator");
        String verification = verification(tenant.api(), null);
        settled(tenant.api(), verification, 3);

        transactions.executeWithoutResult(tx -> {
            publisher.publishEvent(expiry(tenant, verification));
            tx.setRollbackOnly();
        });
        FormUrlExpired expired = expiry(tenant, verification);
        transactions.executeWithoutResult(tx -> publisher.publishEvent(expired));

        List<JsonNode> events = settled(tenant.api(), verification, 4);
        assertThat(events.getLast().path("type").asString()).isEqualTo("FORM_URL_EXPIRED");
        assertThat(events.getLast().path("sequence").asInt()).as("the rolled back event left no gap").isEqualTo(4);
        Receiver.Request request = receiver.of(events.getLast().path("request_id").asString()).getFirst();
        assertThat(request.path()).isEqualTo("/account-default");
        Receiver.assertSigned(request, tenant.api().key(), "a-secret-of-the-operator");
        JsonNode body = request.json();
        OpenApiContract.instance().validate("#/components/schemas/FormUrlExpiredEvent", body);
        assertThat(body.path("form_token").asString()).isEqualTo(expired.formToken());
        assertThat(body.path("external_applicant_id").asString()).isEqualTo("crm-42");
        assertThat(body.path("expired_at").asString()).isEqualTo(Timestamps.format(expired.expiredAt()));
    }

    @Test
    void bothSecretsSignDuringARotation() {
        Tenant tenant = newTenant();
        accounts.setDataIntegrityKey(tenant.account(), Accounts.INTEGRITY_WEBHOOK_SECRET);
        accounts.setWebhook(tenant.account(), receiver.url("/rotating"), "the-old-secret");
        String fresh = accounts.rotateWebhookSecret(tenant.account());
        assertThat(fresh).startsWith("whsec_");

        String verification = verification(tenant.api(), null);

        settled(tenant.api(), verification, 3);
        assertThat(receiver.about(verification)).hasSize(3)
                .allSatisfy(request -> Receiver.assertSignedWithSecrets(request, fresh, "the-old-secret"));
    }

    private static FormUrlExpired expiry(Tenant tenant, String verification) {
        return new FormUrlExpired(tenant.account(), Ids.newId(), "tok-" + Ids.newId(), null,
                "crm-42", verification, Instant.now());
    }

    private static JsonNode body(List<Receiver.Request> received, int sequence) {
        return received.stream().map(Receiver.Request::json).filter(b -> b.path("sequence").asInt() == sequence)
                .findFirst().orElseThrow();
    }
}
