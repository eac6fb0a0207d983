package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.Accounts;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Which secrets sign a callback: the previous one only within the overlap after the rotation. */
class WebhookSecretsTest {

    private static final Instant ROTATED = Instant.parse("2026-11-20T10:00:00Z");
    private static final Duration OVERLAP = Duration.ofHours(24);

    @Test
    void thePreviousSecretSignsOnlyDuringTheOverlap() {
        Accounts.Webhook webhook = new Accounts.Webhook("https://hooks.example.com", "new", "old", ROTATED);

        assertThat(webhook.signingSecrets(ROTATED.plusSeconds(60), OVERLAP)).containsExactly("new", "old");
        assertThat(webhook.signingSecrets(ROTATED.plus(OVERLAP).minusSeconds(1), OVERLAP)).containsExactly("new", "old");
        assertThat(webhook.signingSecrets(ROTATED.plus(OVERLAP), OVERLAP)).containsExactly("new");
        assertThat(webhook.secrets()).containsExactly("new", "old");
    }

    @Test
    void withoutARotationOnlyTheSecretSigns() {
        Accounts.Webhook webhook = new Accounts.Webhook(null, "only", null, null);

        assertThat(webhook.signingSecrets(ROTATED, OVERLAP)).containsExactly("only");
    }
}
