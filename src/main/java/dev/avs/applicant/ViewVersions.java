package dev.avs.applicant;

import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.GroupedStatement;
import dev.avs.persistence.RoundTrips;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The view versions that {@code GET /applicants/{id}} checks its cached rendering against, asked for by the reads
 * of the same moment together in one query ({@link GroupedCalls}), which travels with the access log's events of
 * the same moment ({@link RoundTrips}): the query's own work is a few microseconds, its round trip and PostgreSQL's
 * per-statement work several times that, and a read otherwise held a pooled connection for it. A group starts after
 * every read in it began, so each read still sees every change committed before it, on any node. Within a
 * transaction (which may hold an uncommitted change) the version is read on the transaction's own connection.
 */
@Component
class ViewVersions extends GroupedCalls<ViewVersions.Key, Optional<Long>> {

    record Key(String accountId, String id) {
    }

    private final ApplicantRepository applicants;

    ViewVersions(ApplicantRepository applicants, RoundTrips roundTrips) {
        super("view-versions", new Versions(), roundTrips);
        this.applicants = applicants;
    }

    /** The applicant's view version, if it exists in the account and is not erased. */
    Optional<Long> of(String accountId, String id) {
        if (TransactionSynchronizationManager.isActualTransactionActive()) {
            return applicants.viewVersion(accountId, id);
        }
        return call(new Key(accountId, id));
    }

    private static final class Versions implements GroupedStatement<Key, Optional<Long>> {

        @Override
        public Sql sql(List<Key> keys) {
            List<Object> ids = new ArrayList<>(keys.stream().map(Key::id).distinct().toList());
            return new Sql("SELECT id, account_id, view_version FROM applicant WHERE id IN ("
                    + String.join(", ", Collections.nCopies(ids.size(), "?")) + ") AND erased_at IS NULL", ids);
        }

        @Override
        public List<Optional<Long>> answers(List<Key> keys, ResultSet rows) throws SQLException {
            Map<Key, Long> found = new HashMap<>();
            while (rows.next()) {
                found.put(new Key(rows.getString("account_id"), rows.getString("id")), rows.getLong("view_version"));
            }
            return keys.stream().map(key -> Optional.ofNullable(found.get(key))).toList();
        }
    }
}
