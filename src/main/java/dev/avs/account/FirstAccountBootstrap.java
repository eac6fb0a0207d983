package dev.avs.account;

import java.io.PrintStream;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * On the first start against an empty database, creates an account and prints its API key once. A marker row
 * makes sure only one node does it when several start together.
 */
@Component
@ConditionalOnProperty(name = "avs.account.bootstrap", havingValue = "true")
@org.springframework.core.annotation.Order(0)
class FirstAccountBootstrap implements ApplicationRunner {

    private final AccountService service;
    private final AccountRepository accounts;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final PrintStream out = System.out;

    FirstAccountBootstrap(AccountService service, AccountRepository accounts, JdbcClient jdbc,
                          TransactionTemplate transactions) {
        this.service = service;
        this.accounts = accounts;
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (accounts.anyAccount()) {
            return;
        }
        AccountService.NewAccount created;
        try {
            created = transactions.execute(status -> {
                jdbc.sql("INSERT INTO instance_marker (name) VALUES ('first-account')").update();
                return service.createAccount("default");
            });
        } catch (DuplicateKeyException anotherNodeWon) {
            return;
        }
        out.println();
        out.println("==================================================================");
        out.println(" AVS created its first account: " + created.account());
        out.println(" API key (shown only now; store it):");
        out.println();
        out.println("   " + created.key().key());
        out.println();
        out.println(" Use it as:  Authorization: Token " + created.key().key());
        out.println("==================================================================");
        out.println();
        out.flush();
    }
}
