package dev.avs.applicant;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.SidePools;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The view versions that {@code GET /applicants/{id}} checks its cached rendering against, asked for by the reads
 * of the same moment together in one query ({@link GroupedCalls}) on a connection of their own: the query's own
 * work is a few microseconds, its round trip and PostgreSQL's per-statement work several times that, and a read
 * otherwise held a pooled connection for it. A group starts after every read in it began, so each read still sees
 * every change committed before it, on any node. Within a transaction (which may hold an uncommitted change) the
 * version is read on the transaction's own connection.
 */
@Component
class ViewVersions extends GroupedCalls<ViewVersions.Key, Optional<Long>> implements AutoCloseable {

    record Key(String accountId, String id) {
    }

    private final ApplicantRepository applicants;
    private final HikariDataSource pool;

    @Autowired
    ViewVersions(ApplicantRepository applicants, JdbcClient jdbc, DataSource dataSource) {
        this(applicants, jdbc, SidePools.open(dataSource, "avs-view-versions", 1, 1, config -> { }));
    }

    private ViewVersions(ApplicantRepository applicants, JdbcClient jdbc, HikariDataSource pool) {
        super("view-versions", versionsOn(pool != null ? JdbcClient.create(pool) : jdbc));
        this.applicants = applicants;
        this.pool = pool;
    }

    /** The applicant's view version, if it exists in the account and is not erased. */
    Optional<Long> of(String accountId, String id) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            return applicants.viewVersion(accountId, id);
        }
        return call(new Key(accountId, id));
    }

    private static Function<List<Key>, List<Optional<Long>>> versionsOn(JdbcClient jdbc) {
        return keys -> versions(jdbc, keys);
    }

    private static List<Optional<Long>> versions(JdbcClient jdbc, List<Key> keys) {
        Map<Key, Long> found = new HashMap<>();
        jdbc.sql("SELECT id, account_id, view_version FROM applicant WHERE id IN (:ids) AND erased_at IS NULL")
                .param("ids", keys.stream().map(Key::id).distinct().toList())
                .query(rs -> {
                    found.put(new Key(rs.getString("account_id"), rs.getString("id")), rs.getLong("view_version"));
                });
        return keys.stream().map(key -> Optional.ofNullable(found.get(key))).toList();
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}
