package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.AvsApplication;
import dev.avs.account.Accounts;
import dev.avs.cli.CommandLine;
import dev.avs.console.ConsoleSession;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import dev.avs.webhook.Receiver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The installation key rotated as docs/data-protection.md says, with restarts: the service is started with key 1,
 * then with key 2 and key 1 as the previous one, then with key 2 alone. Throughout, callbacks are signed with the
 * API key (the receiver refuses any other signature) and delivered, TOTP sign-in works, personal data reads; after
 * the second start every stored secret and key ring is under key 2, and no table holds a secret in plain text.
 */
class KeyRotationIT {

    private static final Map<String, Object> NODE = Map.of("avs.webhook.allow-private-targets", "true",
            "avs.scheduling.polling-interval", "100ms", "avs.scheduling.shutdown-max-wait", "200ms");
    private static final String FIRST = newKey();
    private static final String SECOND = newKey();

    private final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void callbacksTotpAndDataSurviveARotationAsDocumented() {
        String database = "avs-key-rotation-" + Long.toHexString(System.nanoTime());
        Accounts.NewAccount account;
        String webhookSecret;
        String totpSecret;
        String email = "rotation-" + System.nanoTime() + "@example.com";
        String password;
        String applicant;
        try (ConfigurableApplicationContext node = start(database, FIRST, "")) {
            account = node.getBean(Accounts.class).createAccount("rotation");
            webhookSecret = node.getBean(Accounts.class).setWebhook(account.account(),
                    receiver.url("/kycaid/" + account.key().key()), "generate");
            password = value(command(node, "users", "create", "--account", account.account().value(), "--email",
                    email, "--role", "reviewer"), "password");
            totpSecret = value(command(node, "users", "totp", "--email", email, "--enabled", "true"), "totp_secret");
            applicant = new VerificationFlows(api(node, account)).person(Map.of("first_name", "Odalys",
                    "last_name", "Verhoeven"));
            assertDelivered(node, account);
            assertSignsIn(node, email, password, totpSecret, 0);
        }

        try (ConfigurableApplicationContext node = start(database, SECOND, FIRST)) {
            assertDelivered(node, account);
            assertSignsIn(node, email, password, totpSecret, 1);
            assertThat(api(node, account).get("/applicants/" + applicant).json().path("first_name").asString())
                    .isEqualTo("Odalys");
            assertThat(node.getBean(Accounts.class).webhook(account.account()).orElseThrow().secret())
                    .isEqualTo(webhookSecret);
            InstallationKeys keys = node.getBean(InstallationKeys.class);
            JdbcClient jdbc = node.getBean(JdbcClient.class);
            IntegrationTest.eventually(Duration.ofSeconds(30), () -> sealedValues(jdbc),
                    values -> values.stream().allMatch(v -> v.startsWith("s2:" + keys.current().id() + ":")));
            assertThat(jdbc.sql("SELECT DISTINCT master_key_id FROM key_ring").query(String.class).list())
                    .containsExactly(keys.ringKeyId());
            assertThat(String.join("\n", sealedValues(jdbc))).doesNotContain(account.key().key(), webhookSecret,
                    totpSecret);
        }

        try (ConfigurableApplicationContext node = start(database, SECOND, "")) {
            assertDelivered(node, account);
            assertSignsIn(node, email, password, totpSecret, 2);
            assertThat(api(node, account).get("/applicants/" + applicant).json().path("last_name").asString())
                    .isEqualTo("Verhoeven");
        }
    }

    private static List<String> sealedValues(JdbcClient jdbc) {
        List<String> values = new java.util.ArrayList<>();
        values.addAll(jdbc.sql("SELECT key_encrypted FROM api_key").query(String.class).list());
        values.addAll(jdbc.sql("SELECT webhook_secret FROM account WHERE webhook_secret IS NOT NULL")
                .query(String.class).list());
        values.addAll(jdbc.sql("SELECT totp_secret FROM console_user WHERE totp_secret IS NOT NULL")
                .query(String.class).list());
        return values;
    }

    /** A new verification's callbacks reach the receiver, which accepts only a signature made with the API key. */
    private void assertDelivered(ConfigurableApplicationContext node, Accounts.NewAccount account) {
        Api api = api(node, account);
        VerificationFlows fixtures = new VerificationFlows(api);
        String verification = api.post("/verifications", Map.of("applicant_id", fixtures.person(),
                "types", List.of("PROFILE"))).id("verification_id");
        List<JsonNode> events = IntegrationTest.eventually(Duration.ofSeconds(30),
                () -> api.get("/verifications/" + verification + "/events?limit=100").json().path("items")
                        .valueStream().toList(),
                list -> list.size() == 3 && list.stream().noneMatch(e -> e.path("status").asString().equals("pending")));
        assertThat(events).allSatisfy(e -> assertThat(e.path("status").asString()).isEqualTo("delivered"));
    }

    /** Signs in with a TOTP code of the step {@code step} steps from now (each code is taken once). */
    private static void assertSignsIn(ConfigurableApplicationContext node, String email, String password,
                                      String secret, int step) {
        long at = Instant.now().getEpochSecond() / 30 * 30 + (step - 1) * 30L;
        String code = String.format("%06d", totpCode(secret, Instant.ofEpochSecond(at)));
        ConsoleSession.Page landed = new ConsoleSession(base(node)).signIn(email, password, code);
        assertThat(landed.location()).as(landed.toString()).doesNotContain("failed").contains("/console");
    }

    private static int totpCode(String base32, Instant at) {
        try {
            return new com.eatthepath.otp.TimeBasedOneTimePasswordGenerator().generateOneTimePassword(
                    new javax.crypto.spec.SecretKeySpec(new org.apache.commons.codec.binary.Base32().decode(base32),
                            "HmacSHA1"), at);
        } catch (java.security.InvalidKeyException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String command(ConfigurableApplicationContext node, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = CommandLine.run(node, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(code).as(out).isZero();
        return out;
    }

    private static String value(String out, String name) {
        Matcher m = Pattern.compile(name + ": (\\S+)").matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return m.group(1);
    }

    private ConfigurableApplicationContext start(String database, String key, String previous) {
        Map<String, Object> properties = new HashMap<>(TestDatabase.properties(database));
        properties.put("server.port", "0");
        properties.putAll(NODE);
        properties.put("avs.vault.encryption-key", key);
        properties.put("avs.vault.previous-master-keys", previous);
        String[] args = properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
        return new SpringApplicationBuilder(AvsApplication.class).profiles("test").run(args);
    }

    private static String base(ConfigurableApplicationContext node) {
        return "http://localhost:" + ((WebServerApplicationContext) node).getWebServer().getPort();
    }

    private static Api api(ConfigurableApplicationContext node, Accounts.NewAccount account) {
        return new Api(base(node), account.key().key());
    }

    private static String newKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return Base64.getEncoder().encodeToString(key);
    }
}
