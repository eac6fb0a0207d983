package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.ServiceTest.Tenant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * KYCAID receivers verify {@code x-data-integrity} with the API key they call with and refuse anything else: the
 * receiver here does exactly that ({@code /kycaid/<key>} answers 401 to a signature it cannot verify), so an event
 * is delivered only when it was signed with the right key.
 */
class KycaidSignatureIT extends ToPrivateTargets {

    @Test
    void theKeyAVerificationWasCreatedWithSignsItsCallbacks() {
        Tenant tenant = newTenant();
        Api second = new Api(tenant.api().baseUrl(), accounts.createKey(tenant.account()).key());

        String verification = verification(second, receiver.url("/kycaid/" + second.key()));

        List<JsonNode> events = settled(second, verification, 3);
        assertThat(events).allSatisfy(e -> assertThat(e.path("status").asString()).isEqualTo("delivered"));
        receiver.about(verification).forEach(request -> Receiver.assertSigned(request, second.key(),
                accounts.webhook(tenant.account()).orElseThrow().secret()));
        // the account's other (first, older) key would not have verified
        assertThat(receiver.about(verification)).allSatisfy(request -> assertThat(request.header("x-data-integrity"))
                .isNotEqualTo(Receiver.dataIntegrity(tenant.api().key(), request.body())));
    }

    @Test
    void theKeyAFormUrlWasCreatedWithSignsItsVerificationsCallbacks() {
        Tenant tenant = newTenant();
        Api second = new Api(tenant.api().baseUrl(), accounts.createKey(tenant.account()).key());
        String form = second.get("/forms").json().path("items").get(0).path("form_id").asString();

        ApiResponse url = second.postForm("/forms/" + form + "/urls",
                "callback_url=" + receiver.url("/kycaid/" + second.key()));

        assertThat(url.status()).as(url.toString()).isEqualTo(200);
        String verification = url.json().path("verification_id").asString();
        JsonNode unused = settled(second, verification, 1).getFirst();
        assertThat(unused.path("status").asString()).isEqualTo("delivered");
        Receiver.assertSigned(receiver.about(verification).getFirst(), second.key(),
                accounts.webhook(tenant.account()).orElseThrow().secret());
    }

    @Test
    void afterTheKeyIsRevokedTheNewestActiveKeySigns() {
        Tenant tenant = newTenant();
        Accounts.NewKey doomed = accounts.createKey(tenant.account());
        Api withDoomed = new Api(tenant.api().baseUrl(), doomed.key());
        String verification = verification(withDoomed, null);
        String requestId = settled(withDoomed, verification, 3).getLast().path("request_id").asString();
        Accounts.NewKey newest = accounts.createKey(tenant.account());
        accounts.revokeKey(doomed.keyId());
        accounts.setWebhook(tenant.account(), receiver.url("/kycaid/" + newest.key()), null);

        ApiResponse resent = tenant.api().post("/events/" + requestId + "/resend", Map.of());

        assertThat(resent.status()).isEqualTo(202);
        JsonNode event = IntegrationTest.eventually(DEADLINE, () -> events(tenant.api(), verification).getLast(),
                e -> e.path("status").asString().equals("delivered"));
        assertThat(event.path("attempts")).hasSize(1);
        Receiver.assertSigned(receiver.of(requestId).getFirst(), newest.key(),
                accounts.webhook(tenant.account()).orElseThrow().secret());
    }

    @Test
    void anAccountMaySignWithItsWebhookSecretInstead() {
        Tenant tenant = newTenant();
        accounts.setDataIntegrityKey(tenant.account(), Accounts.INTEGRITY_WEBHOOK_SECRET);
        String secret = accounts.setWebhook(tenant.account(), receiver.url("/kycaid/" + tenant.api().key()), null);

        String verification = verification(tenant.api(), null);

        List<JsonNode> events = settled(tenant.api(), verification, 3);
        // a receiver that verifies with the API key now refuses them
        assertThat(events).allSatisfy(e -> assertThat(e.path("attempts").get(0).path("status_code").asInt())
                .isEqualTo(401));
        receiver.about(verification).forEach(request -> Receiver.assertSignedWithSecrets(request, secret));
    }
}
