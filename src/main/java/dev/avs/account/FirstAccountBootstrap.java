package dev.avs.account;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * On the first start against an empty database, creates an account and writes its API key to the first-start
 * file ({@link FirstStartFile}). A marker row makes sure only one node does it when several start together.
 */
@Component
@ConditionalOnProperty(name = "avs.account.bootstrap", havingValue = "true")
@org.springframework.core.annotation.Order(0)
class FirstAccountBootstrap implements ApplicationRunner {

    private final Accounts service;
    private final AccountRepository accounts;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final FirstStartFile firstStart;

    FirstAccountBootstrap(Accounts service, AccountRepository accounts, JdbcClient jdbc,
                          TransactionTemplate transactions, FirstStartFile firstStart) {
        this.firstStart = firstStart;
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
        Accounts.NewAccount created;
        try {
            created = transactions.execute(status -> {
                jdbc.sql("INSERT INTO instance_marker (name) VALUES ('first-account')").update();
                return service.createAccount("default");
            });
        } catch (DuplicateKeyException anotherNodeWon) {
            return;
        }
        firstStart.write("its first account", java.util.List.of(
                "# AVS first start: store these, then delete this file",
                "account_id: " + created.account(),
                "api_key: " + created.key().key(),
                "# use it as:  Authorization: Token <api_key>"));
    }
}
