package dev.avs.console;

import dev.avs.account.Accounts;
import dev.avs.account.FirstStartFile;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * On the first start with no console user, makes the first account's first admin and writes its sign-in to the
 * first-start file, after the first API key. Its name is random: a name anyone can guess is a name anyone can keep
 * locked out. A marker row makes sure only one node does it when several start together.
 */
@Component
@ConditionalOnProperty(name = {"avs.account.bootstrap", "avs.console.enabled"}, havingValue = "true")
@Order(100)
class ConsoleBootstrap implements ApplicationRunner {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final ConsoleUsers users;
    private final Accounts accounts;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final FirstStartFile firstStart;

    ConsoleBootstrap(ConsoleUsers users, Accounts accounts, JdbcClient jdbc, TransactionTemplate transactions,
                     FirstStartFile firstStart) {
        this.firstStart = firstStart;
        this.users = users;
        this.accounts = accounts;
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (users.any() || accounts.accounts().isEmpty()) {
            return;
        }
        ConsoleUsers.Created created;
        try {
            created = transactions.execute(status -> {
                jdbc.sql("INSERT INTO instance_marker (name) VALUES ('first-console-admin')").update();
                return users.create(accounts.accounts().getFirst().account(), firstAdminEmail(), "Administrator",
                        "admin");
            });
        } catch (DuplicateKeyException anotherNodeWon) {
            return;
        }
        firstStart.write("the console's first admin", List.of(
                "# Console: /console, first admin (change it by creating your own admin and disabling this one)",
                "console_email: " + created.user().email(),
                "console_password: " + created.password()));
    }

    /** admin-, eight random hex characters, @avs.local. */
    private static String firstAdminEmail() {
        byte[] bytes = new byte[4];
        RANDOM.nextBytes(bytes);
        return "admin-" + HexFormat.of().formatHex(bytes) + "@avs.local";
    }
}
