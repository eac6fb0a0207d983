package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.IntegrationTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Console access ends when it is withdrawn, and sign-in costs the attacker: a disabled user's session, a disabled
 * account's users, a burst of guesses against one user, a TOTP code used twice.
 */
class ConsoleAccessIT extends IntegrationTest {

    @Autowired
    ConsoleUsers users;
    @Autowired
    Totp totp;
    @Autowired
    JdbcClient jdbc;
    @Autowired
    ConsoleProperties properties;

    private ConsoleUsers.Created user(Tenant tenant, String role) {
        return users.create(tenant.account(), role + "-" + System.nanoTime() + "@example.com", "Test " + role, role);
    }

    /** A session of the user, signed in and reading a page. */
    private ConsoleSession signedIn(ConsoleUsers.Created user) {
        ConsoleSession session = new ConsoleSession(baseUrl());
        session.signIn(user);
        assertThat(session.get("/console/queue").status()).isEqualTo(200);
        return session;
    }

    @Test
    void aDisabledUsersOpenSessionIsRefusedOnItsNextRequest() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created reviewer = user(tenant, "reviewer");
        ConsoleSession session = signedIn(reviewer);

        users.setDisabled(tenant.account(), reviewer.user().userId(), true);

        assertThat(session.get("/console/queue").redirectsTo("/console/sign-in")).isTrue();
        assertThat(new ConsoleSession(baseUrl()).signIn(reviewer.user().email(), reviewer.password(), null)
                .location()).contains("failed");
    }

    @Test
    void theUsersOfADisabledAccountAreSignedOutAndCannotSignIn() {
        Tenant tenant = newTenant();
        ConsoleUsers.Created admin = user(tenant, "admin");
        ConsoleSession session = signedIn(admin);

        accounts.setActive(tenant.account(), false);

        eventually(properties.accessRecheck().plusSeconds(10), () -> session.get("/console/queue"),
                page -> page.redirectsTo("/console/sign-in"));
        assertThat(new ConsoleSession(baseUrl()).signIn(admin.user().email(), admin.password(), null).location())
                .contains("failed");
        accounts.setActive(tenant.account(), true);
        new ConsoleSession(baseUrl()).signIn(admin);
    }

    @Test
    void parallelWrongPasswordsNeverExceedTheLockoutsCount() throws Exception {
        ConsoleUsers.Created reviewer = user(newTenant(), "reviewer");
        List<Future<ConsoleSession.Page>> guesses = new ArrayList<>();
        try (ExecutorService attackers = Executors.newFixedThreadPool(20)) {
            for (int i = 0; i < 20; i++) {
                int guess = i;
                guesses.add(attackers.submit(() -> new ConsoleSession(baseUrl())
                        .signIn(reviewer.user().email(), "guess-" + guess, null)));
            }
            for (Future<ConsoleSession.Page> guess : guesses) {
                assertThat(guess.get().location()).doesNotEndWith("/console/queue");
            }
        }
        long evaluated = jdbc.sql("SELECT COUNT(*) FROM console_audit WHERE user_id = :id AND action = 'sign_in_failed'")
                .param("id", reviewer.user().userId()).query(Long.class).single();
        assertThat(evaluated).as("passwords checked").isBetween(1L, (long) properties.freeAttempts());
        assertThat(users.byEmail(reviewer.user().email()).orElseThrow().lockedUntil()).isAfter(Instant.now());
    }

    @Test
    void aTotpCodeIsAcceptedOnce() {
        ConsoleUsers.Created reviewer = user(newTenant(), "reviewer");
        String secret = users.enableTotp(users.byEmail(reviewer.user().email()).orElseThrow());
        String code = String.format("%06d", totp.code(secret, Instant.now()));

        assertThat(new ConsoleSession(baseUrl()).signIn(reviewer.user().email(), reviewer.password(), code)
                .location()).doesNotContain("failed");
        assertThat(new ConsoleSession(baseUrl()).signIn(reviewer.user().email(), reviewer.password(), code)
                .location()).as("the same code again").contains("failed");
        // the next time step's code, accepted now (a step either side is allowed for clock drift) rather than after
        // waiting up to 30 s for that step to come; should its code be the used one's, the step after it comes
        String step = String.format("%06d", totp.code(secret, Instant.now().plus(Duration.ofSeconds(30))));
        String next = !step.equals(code) ? step : eventually(Duration.ofSeconds(70),
                () -> String.format("%06d", totp.code(secret, Instant.now())), fresh -> !fresh.equals(code));
        assertThat(new ConsoleSession(baseUrl()).signIn(reviewer.user().email(), reviewer.password(), next)
                .location()).as("the next step's code").doesNotContain("failed");
    }
}
