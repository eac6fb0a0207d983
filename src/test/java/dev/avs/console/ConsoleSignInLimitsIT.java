package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Sign-in attempts beyond a node's limits (per client address, per e-mail address) are refused before any password
 * is hashed, for an e-mail address that exists and one that does not alike.
 */
class ConsoleSignInLimitsIT extends ServiceTest {

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-sign-in-limits");
        registry.add("avs.console.sign-in.per-minute-per-address", () -> "4");
        registry.add("avs.console.sign-in.per-minute-per-email", () -> "2");
    }

    @Autowired
    ConsoleUsers users;
    @Autowired
    JdbcClient jdbc;

    @Test
    void attemptsBeyondTheLimitsAreRefusedUnchecked() {
        ConsoleUsers.Created admin = users.create(newTenant().account(), "limits@example.com", "Limits", "admin");
        String email = admin.user().email();

        assertThat(signIn(email, "wrong-1")).contains("failed");
        assertThat(signIn(email, "wrong-2")).contains("failed");
        assertThat(signIn(email, admin.password())).as("the e-mail's third in a minute").contains("limited");
        assertThat(signIn("nobody@example.com", "x")).contains("failed");
        assertThat(signIn("nobody-else@example.com", "x")).as("the address's fifth in a minute").contains("limited");

        long checked = jdbc.sql("SELECT COUNT(*) FROM console_audit WHERE action = 'sign_in_failed'")
                .query(Long.class).single();
        long limited = jdbc.sql("SELECT COUNT(*) FROM console_audit WHERE action = 'sign_in_limited'")
                .query(Long.class).single();
        assertThat(checked).isEqualTo(3);
        assertThat(limited).isEqualTo(2);
        ConsoleSession.Page page = new ConsoleSession(baseUrl()).get("/console/sign-in?limited");
        assertThat(page.body()).contains("Too many sign-in attempts");
    }

    private String signIn(String email, String password) {
        return new ConsoleSession(baseUrl()).signIn(email, password, null).location();
    }
}
