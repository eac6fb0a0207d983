package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;

/** The {@code users} operator commands: the printed password signs in, disabling and a reset work, TOTP on. */
class ConsoleCommandsIT extends IntegrationTest {

    @Autowired
    ConfigurableApplicationContext context;
    @Autowired
    Totp totp;

    @Test
    void createsAUserWhoSignsInAndIsDisabledResetAndGivenASecondFactor() {
        Tenant tenant = newTenant();
        String email = "ops" + System.nanoTime() + "@Example.com";
        String out = run("users", "create", "--account", tenant.account().value(), "--email", email, "--role", "reviewer");
        String password = value(out, "password");
        String normalised = email.toLowerCase();
        assertThat(value(out, "email")).isEqualTo(normalised);
        assertThat(run("users", "list", "--account", tenant.account().value())).contains(normalised, "reviewer");
        assertThat(new ConsoleSession(baseUrl()).signIn(email, password, null).location()).doesNotContain("failed");

        run("users", "disable", "--email", email);
        assertThat(new ConsoleSession(baseUrl()).signIn(email, password, null).location()).contains("failed");
        run("users", "enable", "--email", email);
        String fresh = value(run("users", "reset-password", "--email", email), "password");
        assertThat(new ConsoleSession(baseUrl()).signIn(email, password, null).location()).contains("failed");
        assertThat(new ConsoleSession(baseUrl()).signIn(email, fresh, null).location()).doesNotContain("failed");

        String secret = value(run("users", "totp", "--email", email, "--enabled", "true"), "totp_secret");
        assertThat(new ConsoleSession(baseUrl()).signIn(email, fresh, null).location()).contains("failed");
        String code = String.format("%06d", totp.code(secret, Instant.now()));
        assertThat(new ConsoleSession(baseUrl()).signIn(email, fresh, code).location()).doesNotContain("failed");
    }

    @Test
    void explainsMistakes() {
        Tenant tenant = newTenant();
        assertThat(run("users", "create", "--account", tenant.account().value(), "--email", "not-an-email",
                "--role", "reviewer")).contains("The email must look like");
        assertThat(run("users", "create", "--account", tenant.account().value(), "--email", "x@example.com",
                "--role", "boss")).contains("admin, reviewer or viewer");
        assertThat(run("users", "disable", "--email", "nobody@example.com")).contains("No console user");
    }

    private String run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CommandLine.run(context, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String value(String text, String name) {
        Matcher m = Pattern.compile("(?m)^" + name + ": (\\S+)").matcher(text);
        assertThat(m.find()).as(name + " in: " + text).isTrue();
        return m.group(1);
    }
}
