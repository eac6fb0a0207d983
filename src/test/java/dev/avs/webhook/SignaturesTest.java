package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.Accounts;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Expected values come from the Standard Webhooks specification's example and from openssl, not from this code. */
class SignaturesTest {

    private static final String SPEC_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    @Test
    void standardWebhooksMatchesTheSpecificationExample() {
        byte[] body = "{\"test\": 2432232314}".getBytes(StandardCharsets.UTF_8);

        assertThat(Signatures.standardWebhooks(List.of(SPEC_SECRET), "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330L, body))
                .isEqualTo("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    @Test
    void aSecretWithoutTheWhsecFormIsUsedAsItsBytes() {
        // printf 'abc.1700000000.{"x":1}' | openssl dgst -sha256 -hmac plain-secret -binary | base64
        assertThat(Signatures.standardWebhooks("plain-secret", "abc", 1700000000L, bytes("{\"x\":1}")))
                .isEqualTo("QEhxl5oJIgrrK0nme31Q8w3K0I6j2zMlRgViYN4mcbs=");
        assertThat(Signatures.standardWebhooksKey("whsec_not*base64")).isEqualTo(bytes("whsec_not*base64"));
    }

    @Test
    void duringARotationBothSecretsSignCurrentFirst() {
        String both = Signatures.standardWebhooks(List.of(SPEC_SECRET, "plain-secret"), "abc", 1700000000L,
                bytes("{\"x\":1}"));

        assertThat(both.split(" ")).hasSize(2);
        assertThat(both.split(" ")[1]).isEqualTo("v1,QEhxl5oJIgrrK0nme31Q8w3K0I6j2zMlRgViYN4mcbs=");
    }

    @Test
    void dataIntegrityIsHexHmacSha512OfTheBase64OfTheBodyKeyedWithTheSecretText() {
        // printf '{"x":1}' | base64 -w0 | openssl dgst -sha512 -hmac "whsec_MfKQ..."
        assertThat(Signatures.dataIntegrity(SPEC_SECRET, bytes("{\"x\":1}"))).isEqualTo(
                "d0865149f9bb05d6ca279e035621fa0de23408f3d1f2d5e519643c03e068fa1f016e8d97de9da7b3a4e16279685a8a87c5"
                        + "312cd588d9037c9da821e1ad393318");
        // printf '{"a":"é"}' | base64 -w0 | openssl dgst -sha512 -hmac s3cret: non-ASCII bodies are signed as UTF-8
        assertThat(Signatures.dataIntegrity("s3cret", bytes("{\"a\":\"é\"}"))).isEqualTo(
                "0cf502cab081cb4f05446022779beef2cf141a2056b5fbd8140972d57cb8f29d17d40a292a41748503f1e05dc837765e9693"
                        + "246388283de7d1243c4b63777780");
    }

    @Test
    void headersCarryBothSchemesAndThePreviousSecretOnlyWhenGiven() {
        byte[] body = bytes("{\"x\":1}");
        var one = Delivery.headers("abc", secrets(List.of("plain-secret")), body,
                java.time.Instant.ofEpochSecond(1700000000L));
        var two = Delivery.headers("abc", secrets(List.of(SPEC_SECRET, "plain-secret")), body,
                java.time.Instant.ofEpochSecond(1700000000L));

        assertThat(one).containsEntry("webhook-id", "abc").containsEntry("webhook-timestamp", "1700000000")
                .containsEntry("webhook-signature", "v1,QEhxl5oJIgrrK0nme31Q8w3K0I6j2zMlRgViYN4mcbs=")
                .doesNotContainKey("x-data-integrity-previous");
        assertThat(two.get("x-data-integrity")).isEqualTo(Signatures.dataIntegrity(SPEC_SECRET, body));
        assertThat(two.get("x-data-integrity-previous")).isEqualTo(one.get("x-data-integrity"));
    }

    @Test
    void anApiKeySignsDataIntegrityWhileTheWebhookSecretSignsTheStandardHeader() {
        byte[] body = bytes("{\"x\":1}");
        String apiKey = "0123456789abcdef0123456789abcdef0123";
        var headers = Delivery.headers("abc", new Accounts.CallbackSigning(List.of(apiKey), List.of("plain-secret")),
                body, java.time.Instant.ofEpochSecond(1700000000L));

        // printf '{"x":1}' | base64 -w0 | openssl dgst -sha512 -hmac 0123456789abcdef0123456789abcdef0123
        assertThat(headers.get("x-data-integrity")).isEqualTo("d1ae8fd58715b0926d093d05d8e696aa58af9f644c3d652f2d60ef4992c26"
                + "feefa7edde6c21e162b8ca7a9fcadaac4b2aaf0e7f422a1eb584aa0de21f566a53e");
        assertThat(headers).containsEntry("webhook-signature", "v1,QEhxl5oJIgrrK0nme31Q8w3K0I6j2zMlRgViYN4mcbs=")
                .doesNotContainKey("x-data-integrity-previous");
    }

    private static Accounts.CallbackSigning secrets(List<String> secrets) {
        return new Accounts.CallbackSigning(secrets, secrets);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
