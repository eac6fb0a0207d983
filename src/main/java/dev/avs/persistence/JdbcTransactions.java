package dev.avs.persistence;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.JdbcTransactionObjectSupport;
import org.springframework.jdbc.support.JdbcTransactionManager;
import org.springframework.transaction.support.DefaultTransactionStatus;

/**
 * Spring's {@link JdbcTransactionManager} (what Spring Boot configures), except that rolling back on a connection that
 * is gone (the pool closed it as broken, or it fails as the database being unreachable) succeeds without doing
 * anything: the database ended that transaction when it lost the connection. A failed rollback would replace the
 * failure that broke the connection (a 503) by an internal error (500), and Spring would log the replaced failure
 * with its stack trace ("Commit exception overridden by rollback exception").
 */
public class JdbcTransactions extends JdbcTransactionManager {

    public JdbcTransactions(DataSource dataSource) {
        super(dataSource);
    }

    @Override
    protected void doRollback(DefaultTransactionStatus status) {
        try {
            super.doRollback(status);
        } catch (RuntimeException e) {
            if (!DatabaseCircuit.isUnreachable(e) && !isClosed(status)) {
                throw e;
            }
        }
    }

    private static boolean isClosed(DefaultTransactionStatus status) {
        try {
            return status.getTransaction() instanceof JdbcTransactionObjectSupport transaction
                    && transaction.getConnectionHolder().getConnection().isClosed();
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }
}
