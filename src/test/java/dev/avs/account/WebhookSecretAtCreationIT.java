package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** Every account has its signing secret from the moment it exists, not from its first callback's delivery. */
class WebhookSecretAtCreationIT extends IntegrationTest {

    @Autowired
    Accounts accounts;
    @Autowired
    WebhookSecretsAtStart atStart;
    @Autowired
    JdbcClient jdbc;

    @Test
    void anAccountAndItsSandboxHaveASigningSecretWhenCreated() {
        AccountId live = accounts.createAccount("Secret at creation").account();
        assertThat(storedSecret(live)).as("sealed at creation").isNotNull();
        String secret = accounts.webhook(live).orElseThrow().secret();
        assertThat(secret).startsWith("whsec_");

        assertThat(accounts.setWebhook(live, "https://receiver.example/hook", null)).as("kept when the URL is set")
                .isEqualTo(secret);
        assertThat(accounts.webhook(live).orElseThrow().secrets()).containsExactly(secret);

        AccountId sandbox = accounts.createSandboxKey(live).sandbox();
        assertThat(storedSecret(sandbox)).as("the sandbox's own").isNotNull();
        assertThat(accounts.webhook(sandbox).orElseThrow().url()).isEqualTo("https://receiver.example/hook");
        assertThat(accounts.webhook(sandbox).orElseThrow().secret())
                .isNotEqualTo(accounts.webhook(live).orElseThrow().secret());
    }

    @Test
    void anAccountMadeBeforeSecretsWereGivenAtCreationGetsOneWhenANodeStarts() {
        AccountId old = accounts.createAccount("Made before").account();
        jdbc.sql("UPDATE account SET webhook_secret = NULL WHERE id = :id").param("id", old.value()).update();
        assertThat(accounts.webhook(old).orElseThrow().secret()).isNull();

        atStart.giveMissingSecrets();

        assertThat(accounts.webhook(old).orElseThrow().secret()).isNotNull();
        String given = storedSecret(old);
        atStart.giveMissingSecrets();
        assertThat(storedSecret(old)).as("given once").isEqualTo(given);
    }

    private String storedSecret(AccountId account) {
        return jdbc.sql("SELECT webhook_secret FROM account WHERE id = :id").param("id", account.value())
                .query(String.class).single();
    }
}
