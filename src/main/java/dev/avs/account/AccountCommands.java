package dev.avs.account;

import static dev.avs.cli.OperatorCommand.required;

import dev.avs.cli.OperatorCommand;
import java.io.PrintStream;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/** Operator commands for accounts, API keys and the default webhook. */
@Component
class AccountCommands implements OperatorCommand {

    private final Accounts accounts;

    AccountCommands(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    public Set<String> groups() {
        return Set.of("accounts", "keys", "webhook");
    }

    @Override
    public String usage() {
        return """
                  accounts create --name NAME             create an account and print its first API key
                  accounts list                           list accounts
                  accounts disable --account ID           refuse the account's keys (403 inactive_account)
                  accounts enable --account ID
                  keys create --account ID                create another API key and print it
                  keys sandbox --account ID               create a sandbox key and print it: its applicants,
                                                          verifications and callbacks live in the account's
                                                          sandbox, decided by magic values (docs/sandbox.md)
                  keys list --account ID                  list an account's keys (ids and last 4 characters),
                                                          its sandbox keys marked
                  keys revoke --key KEY_ID_OR_KEY         revoke a key
                  webhook set --account ID --url URL [--secret SECRET|generate]
                                                          set the default callback URL and signing secret
                  webhook rotate --account ID             replace the signing secret with a generated one (the
                                                          previous one keeps signing during the overlap window)
                  webhook show --account ID               print the callback URL and signing secrets (a secret
                                                          is generated if the account has none yet)
                  webhook integrity --account ID --key api_key|webhook_secret
                                                          what x-data-integrity is signed with: the API key the
                                                          verification was created with (KYCAID's scheme, the
                                                          default) or the webhook secret""";
    }

    @Override
    public int execute(String group, String command, Map<String, String> options, PrintStream out) {
        switch (group + " " + command) {
            case "accounts create" -> {
                Accounts.NewAccount created = accounts.createAccount(required(options, "name"));
                out.println("account_id: " + created.account());
                printKey(created.key(), out);
            }
            case "accounts list" -> accounts.accounts().forEach(a -> out.println(a.account() + "  "
                    + (a.active() ? "active  " : "disabled") + "  " + a.name()
                    + (a.sandboxOf() == null ? "" : "  (sandbox of " + a.sandboxOf() + ")")));
            case "accounts disable", "accounts enable" -> {
                boolean enable = command.equals("enable");
                accounts.setActive(account(options), enable);
                out.println(enable ? "enabled" : "disabled");
            }
            case "keys create" -> printKey(accounts.createKey(account(options)), out);
            case "keys sandbox" -> {
                Accounts.NewSandboxKey created = accounts.createSandboxKey(account(options));
                out.println("sandbox_account_id: " + created.sandbox());
                printKey(created.key(), out);
            }
            case "keys list" -> {
                AccountId account = account(options);
                accounts.keys(account).forEach(k -> printKeyLine(k, "", out));
                accounts.sandboxOf(account).ifPresent(sandbox -> accounts.keys(sandbox)
                        .forEach(k -> printKeyLine(k, "  sandbox", out)));
            }
            case "keys revoke" -> {
                if (!accounts.revokeKey(required(options, "key"))) {
                    throw new IllegalArgumentException("No such active key");
                }
                out.println("revoked");
            }
            case "webhook set" -> {
                String secret = accounts.setWebhook(account(options), required(options, "url"), options.get("secret"));
                out.println("webhook_url: " + options.get("url"));
                out.println("webhook_secret: " + secret);
            }
            case "webhook rotate" -> out.println("webhook_secret: " + accounts.rotateWebhookSecret(account(options)));
            case "webhook show" -> {
                AccountId id = account(options);
                Accounts.Webhook webhook = accounts.webhook(id)
                        .orElseThrow(() -> new IllegalArgumentException("No account " + id));
                out.println("webhook_url: " + (webhook.url() == null ? "" : webhook.url()));
                out.println("webhook_secret: " + webhook.secret());
                out.println("data_integrity_key: " + accounts.dataIntegrityKey(account(options)));
                if (webhook.previousSecret() != null) {
                    out.println("webhook_secret_previous: " + webhook.previousSecret() + "   (replaced "
                            + webhook.rotatedAt() + ")");
                }
            }
            case "webhook integrity" -> {
                accounts.setDataIntegrityKey(account(options), required(options, "key"));
                out.println("data_integrity_key: " + options.get("key"));
            }
            default -> {
                return 2;
            }
        }
        return 0;
    }

    /** The account named by {@code --account}, which must exist. */
    AccountId account(Map<String, String> options) {
        return accounts.existing(required(options, "account"))
                .orElseThrow(() -> new IllegalArgumentException("No such account " + options.get("account")));
    }

    private static void printKey(Accounts.NewKey key, PrintStream out) {
        out.println("key_id: " + key.keyId());
        out.println("api_key: " + key.key() + "   (shown only now; store it)");
    }

    private static void printKeyLine(Accounts.KeyInfo k, String mark, PrintStream out) {
        out.println(k.keyId() + "  ..." + k.hint() + "  created " + k.createdAt()
                + (k.revokedAt() == null ? "" : "  revoked " + k.revokedAt()) + mark);
    }
}
