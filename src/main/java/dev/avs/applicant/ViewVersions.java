package dev.avs.applicant;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.SidePools;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.context.SmartLifecycle;
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
class ViewVersions implements SmartLifecycle, AutoCloseable {

    private record Key(String accountId, String id) {
    }

    private final ApplicantRepository applicants;
    private final HikariDataSource pool;
    private final GroupedCalls<Key, Optional<Long>> groups;

    ViewVersions(ApplicantRepository applicants, JdbcClient jdbc, DataSource dataSource) {
        this.applicants = applicants;
        this.pool = SidePools.open(dataSource, "avs-view-versions", 1, 1, config -> { });
        JdbcClient own = pool != null ? JdbcClient.create(pool) : jdbc;
        this.groups = new GroupedCalls<>("view-versions", keys -> versions(own, keys));
    }

    /** The applicant's view version, if it exists in the account and is not erased. */
    Optional<Long> of(String accountId, String id) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            return applicants.viewVersion(accountId, id);
        }
        return groups.call(new Key(accountId, id));
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
    public void start() {
        groups.start();
    }

    /** After the web server (a lower phase stops later), with every read handed over answered. */
    @Override
    public void stop() {
        groups.stop();
    }

    @Override
    public boolean isRunning() {
        return groups.isRunning();
    }

    @Override
    public int getPhase() {
        return 0;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}
