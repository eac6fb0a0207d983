package dev.avs.account;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Gives a signing secret to accounts created before every account got one at creation, once, when a node starts:
 * setting up an account's secrets belongs to setting up the account, not to delivering its first callback.
 */
@Component
class WebhookSecretsAtStart {

    private final Accounts accounts;

    WebhookSecretsAtStart(Accounts accounts) {
        this.accounts = accounts;
    }

    @EventListener(ApplicationReadyEvent.class)
    void giveMissingSecrets() {
        accounts.accountsWithoutWebhookSecret().forEach(accounts::giveWebhookSecret);
    }
}
