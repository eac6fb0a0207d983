package dev.avs.applicant;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.JdbcTransactions;
import dev.avs.persistence.SidePools;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Group commit for new applicants: the applicants created at the same moment are stored together, in one statement
 * where they have the same columns ({@link GroupedCalls}), on a connection of their own. A create alone cost
 * PostgreSQL a statement and a commit (its round trip, its WAL flush, its wake-ups), about 115 µs of a core against
 * the row's own work; a create returns only once its group is committed, and an applicant the database refuses (an
 * external id taken by a create of the same moment) fails only its own call. Within a transaction the applicant is
 * stored on the transaction's own connection.
 */
@Component
class ApplicantInserts extends GroupedCalls<ApplicantRepository.NewRow, Void> implements AutoCloseable {

    private final ApplicantRepository applicants;
    private final HikariDataSource pool;

    @Autowired
    ApplicantInserts(ApplicantRepository applicants, JdbcClient jdbc, DataSource dataSource,
                     PlatformTransactionManager transactions) {
        this(applicants, jdbc, transactions, SidePools.open(dataSource, "avs-applicant-inserts", 1, 1, c -> { }));
    }

    private ApplicantInserts(ApplicantRepository applicants, JdbcClient jdbc, PlatformTransactionManager transactions,
                             HikariDataSource pool) {
        super("applicant-inserts", storing(applicants, pool == null ? jdbc : JdbcClient.create(pool),
                new TransactionTemplate(pool == null ? transactions : new JdbcTransactions(pool))));
        this.applicants = applicants;
        this.pool = pool;
    }

    private static Function<List<ApplicantRepository.NewRow>, List<Void>> storing(
            ApplicantRepository applicants, JdbcClient on, TransactionTemplate transaction) {
        return group -> {
            applicants.insertAll(group, on, transaction);
            return Collections.nCopies(group.size(), null);
        };
    }

    /** Stores the applicant with the others created at the same moment; returns once it is committed. */
    void insert(ApplicantRepository.NewRow applicant) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            applicants.insert(applicant);
        } else {
            call(applicant);
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}
