package dev.avs.console;

import dev.avs.account.AccountService;
import java.io.PrintStream;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * On the first start with no console user, makes the first account's first admin and prints the sign-in once,
 * after the first API key. A marker row makes sure only one node does it when several start together.
 */
@Component
@ConditionalOnProperty(name = {"avs.account.bootstrap", "avs.console.enabled"}, havingValue = "true")
@Order(100)
class ConsoleBootstrap implements ApplicationRunner {

    static final String FIRST_ADMIN = "admin@avs.local";

    private final ConsoleUsers users;
    private final AccountService accounts;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final PrintStream out = System.out;

    ConsoleBootstrap(ConsoleUsers users, AccountService accounts, JdbcClient jdbc, TransactionTemplate transactions) {
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
                return users.create(accounts.accounts().getFirst().account(), FIRST_ADMIN, "Administrator", "admin");
            });
        } catch (DuplicateKeyException anotherNodeWon) {
            return;
        }
        out.println("==================================================================");
        out.println(" Console: /console, first admin (shown only now; change it by");
        out.println(" creating your own admin and disabling this one):");
        out.println();
        out.println("   email:    " + created.user().email());
        out.println("   password: " + created.password());
        out.println("==================================================================");
        out.println();
        out.flush();
    }
}
