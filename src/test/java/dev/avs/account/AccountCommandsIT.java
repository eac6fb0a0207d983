package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;

/** The operator commands, run against the same database the API uses. */
class AccountCommandsIT extends IntegrationTest {

    @Autowired
    ConfigurableApplicationContext context;

    @Test
    void createsAnAccountWhoseKeyWorks() {
        Output out = run("accounts", "create", "--name", "Acme Pay");

        assertThat(out.code()).isZero();
        String key = out.value("api_key");
        assertThat(key).matches("[0-9a-f]{36}");
        assertThat(new Api(baseUrl(), key).get("/forms").status()).isEqualTo(200);
        assertThat(run("accounts", "list").text()).contains(out.value("account_id"), "Acme Pay");
    }

    @Test
    void everyGroupWithoutItsCommandGetsTheUsage() {
        Output help = run("help");
        assertThat(help.code()).isZero();
        java.util.List<String> groups = help.text().lines().filter(line -> line.matches("[a-z]+ .*"))
                .map(line -> line.split(" ")[0]).distinct().toList();
        assertThat(groups).contains("accounts", "keys", "webhook", "policy", "forms", "users", "database");
        for (String group : groups) {
            Output usage = run(group);
            assertThat(usage.code()).as(group).isEqualTo(2);
            assertThat(usage.text()).as(group).contains("Usage: java -jar avs-exec.jar").contains("\n" + group + " ");
        }
    }

    @Test
    void createsAndRevokesKeys() {
        Output account = run("accounts", "create", "--name=Second");
        Output key = run("keys", "create", "--account", account.value("account_id"));
        assertThat(new Api(baseUrl(), key.value("api_key")).get("/forms").status()).isEqualTo(200);
        assertThat(run("keys", "list", "--account", account.value("account_id")).text())
                .contains(key.value("key_id"));

        assertThat(run("keys", "revoke", "--key", key.value("key_id")).code()).isZero();
        assertThat(new Api(baseUrl(), key.value("api_key")).get("/forms").status()).isEqualTo(403);
        assertThat(run("keys", "revoke", "--key", key.value("key_id")).code()).isEqualTo(1);
    }

    @Test
    void createsASandboxKeyWhoseDataLivesApartAndStopsWithItsAccount() {
        Output account = run("accounts", "create", "--name", "Tester");
        Output sandbox = run("keys", "sandbox", "--account", account.value("account_id"));
        assertThat(sandbox.code()).isZero();
        Api sandboxApi = new Api(baseUrl(), sandbox.value("api_key"));
        Api liveApi = new Api(baseUrl(), account.value("api_key"));
        String applicant = sandboxApi.post("/applicants", java.util.Map.of("type", "PERSON")).id("applicant_id");
        assertThat(liveApi.get("/applicants/" + applicant).status()).isEqualTo(404);
        assertThat(run("keys", "list", "--account", account.value("account_id")).text())
                .contains(sandbox.value("key_id") + "  ...", "sandbox");
        assertThat(run("accounts", "list").text()).contains(sandbox.value("sandbox_account_id"),
                "(sandbox of " + account.value("account_id") + ")");
        assertThat(run("keys", "sandbox", "--account", sandbox.value("sandbox_account_id")).code())
                .as("a sandbox has no sandbox").isNotZero();

        run("accounts", "disable", "--account", account.value("account_id"));
        assertThat(sandboxApi.get("/forms").status()).isEqualTo(403);
    }

    @Test
    void aSandboxCannotBeEnabledWhileItsLiveAccountIsDisabled() {
        Output account = run("accounts", "create", "--name", "Paused");
        String live = account.value("account_id");
        Output sandbox = run("keys", "sandbox", "--account", live);
        String sandboxId = sandbox.value("sandbox_account_id");
        Api sandboxApi = new Api(baseUrl(), sandbox.value("api_key"));
        run("accounts", "disable", "--account", live);

        Output refused = run("accounts", "enable", "--account", sandboxId);

        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.text()).contains("is the sandbox of " + live + ", which is disabled", "enable " + live)
                .doesNotContain("Exception", "\tat ");
        assertThat(sandboxApi.get("/forms").status()).isEqualTo(403);
        assertThat(run("accounts", "list").text()).containsPattern(sandboxId + "  disabled");
        assertThat(run("accounts", "enable", "--account", live).code()).isZero();
        assertThat(sandboxApi.get("/forms").status()).as("enabled with its live account").isEqualTo(200);
        // a sandbox disabled alone comes back alone while its live account is enabled
        run("accounts", "disable", "--account", sandboxId);
        assertThat(sandboxApi.get("/forms").status()).isEqualTo(403);
        assertThat(run("accounts", "enable", "--account", sandboxId).code()).isZero();
        assertThat(sandboxApi.get("/forms").status()).isEqualTo(200);
    }

    @Test
    void disablesAccounts() {
        Output account = run("accounts", "create", "--name", "Gone");
        Api api = new Api(baseUrl(), account.value("api_key"));

        run("accounts", "disable", "--account", account.value("account_id"));
        assertThat(api.get("/forms").status()).isEqualTo(403);
        run("accounts", "enable", "--account", account.value("account_id"));
        assertThat(api.get("/forms").status()).isEqualTo(200);
    }

    @Test
    void setsTheWebhookAndKeepsThePreviousSecretDuringRotation() {
        Output account = run("accounts", "create", "--name", "Hooks");
        String id = account.value("account_id");

        Output generated = run("webhook", "set", "--account", id, "--url", "https://hooks.example/avs");
        assertThat(generated.value("webhook_secret")).startsWith("whsec_");
        run("webhook", "set", "--account", id, "--url", "https://hooks.example/avs", "--secret", "s3cret-two");

        Accounts.Webhook webhook = accounts.webhook(new AccountId(id)).orElseThrow();
        assertThat(webhook.url()).isEqualTo("https://hooks.example/avs");
        assertThat(webhook.secrets()).containsExactly("s3cret-two", generated.value("webhook_secret"));
        java.time.Instant rotated = webhook.rotatedAt();
        assertThat(rotated).isNotNull();

        run("webhook", "set", "--account", id, "--url", "https://hooks.example/v2");
        Accounts.Webhook urlOnly = accounts.webhook(new AccountId(id)).orElseThrow();
        assertThat(urlOnly.secrets()).as("a new URL alone rotates nothing").containsExactly("s3cret-two",
                generated.value("webhook_secret"));
        assertThat(urlOnly.rotatedAt()).isEqualTo(rotated);

        String fresh = run("webhook", "rotate", "--account", id).value("webhook_secret");
        assertThat(java.util.Base64.getDecoder().decode(fresh.substring("whsec_".length()))).hasSize(32);
        Output shown = run("webhook", "show", "--account", id);
        assertThat(shown.value("webhook_url")).isEqualTo("https://hooks.example/v2");
        assertThat(shown.value("webhook_secret")).isEqualTo(fresh);
        assertThat(shown.value("webhook_secret_previous")).isEqualTo("s3cret-two");
    }

    @Test
    void showsTheSecretTheAccountWasGivenWhenCreated() {
        String id = run("accounts", "create", "--name", "No hooks").value("account_id");
        String given = accounts.webhook(new AccountId(id)).orElseThrow().secret();
        assertThat(given).as("given at creation").startsWith("whsec_");

        String secret = run("webhook", "show", "--account", id).value("webhook_secret");

        assertThat(secret).isEqualTo(given);
        assertThat(run("webhook", "show", "--account", id).value("webhook_secret")).isEqualTo(secret);
        assertThat(run("webhook", "set", "--account", id, "--url", "ftp://hooks.example").text())
                .contains("http or https");
    }

    @Test
    void explainsMistakes() {
        assertThat(run("accounts", "create").text()).contains("--name is required");
        assertThat(run("keys", "create", "--account", "nope").text()).contains("No such account");
        assertThat(run("accounts", "fly").code()).isEqualTo(2);
    }

    private Output run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = CommandLine.run(context, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Output(code, bytes.toString(StandardCharsets.UTF_8));
    }

    record Output(int code, String text) {
        String value(String name) {
            Matcher m = Pattern.compile("(?m)^" + name + ": (\\S+)").matcher(text);
            assertThat(m.find()).as(name + " in: " + text).isTrue();
            return m.group(1);
        }
    }
}
