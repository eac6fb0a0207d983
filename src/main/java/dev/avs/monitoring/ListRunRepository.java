package dev.avs.monitoring;

import dev.avs.persistence.Timestamps;
import dev.avs.screening.lists.ListType;
import java.time.Instant;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The list version the cluster screened against, per source, and the runs that screened each new version. */
@Repository
class ListRunRepository {

    /** The state of one source: the version screened against, with its entries' fingerprints. */
    record State(String source, String sha256, byte[] fingerprints) {
    }

    /** A run: the screening of one version's new and changed entries. */
    /** @param accountId the account whose own list this run screens (its subjects alone), or null for a public list */
    record Run(String id, String source, ListType type, String kind, byte[] entries, String status,
               String accountId) {
    }

    private final JdbcClient jdbc;

    ListRunRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The source's state, its row locked until the transaction ends, so one node at a time works out a delta. */
    Optional<State> lock(String source) {
        return jdbc.sql("SELECT source, sha256, fingerprints FROM monitoring_list_state WHERE source = :source FOR UPDATE")
                .param("source", source)
                .query((rs, n) -> new State(rs.getString(1), rs.getString(2), rs.getBytes(3))).optional();
    }

    /** The first state of a source; a concurrent first insert by another node fails on the primary key. */
    void insertState(String source, String sha256, int entries, byte[] fingerprints, Instant now) {
        jdbc.sql("""
                INSERT INTO monitoring_list_state (source, sha256, entries, fingerprints, updated_at)
                VALUES (:source, :sha, :entries, :fingerprints, :now)""")
                .param("source", source).param("sha", sha256).param("entries", entries)
                .param("fingerprints", fingerprints).param("now", Timestamps.sql(now)).update();
    }

    void updateState(String source, String sha256, int entries, byte[] fingerprints, Instant now) {
        jdbc.sql("""
                UPDATE monitoring_list_state SET sha256 = :sha, entries = :entries, fingerprints = :fingerprints,
                    updated_at = :now WHERE source = :source""")
                .param("source", source).param("sha", sha256).param("entries", entries)
                .param("fingerprints", fingerprints).param("now", Timestamps.sql(now)).update();
    }

    /** Whether the cluster has seen this version of the source before (a lagging node brings an old one back). */
    boolean seen(String source, String sha256) {
        return jdbc.sql("SELECT COUNT(*) FROM monitoring_run WHERE source = :source AND to_sha256 = :sha")
                .param("source", source).param("sha", sha256).query(Integer.class).single() > 0;
    }

    void insertRun(String id, String accountId, String source, ListType type, String fromSha, String toSha,
                   String kind, ListDelta delta, byte[] entries, String status, Instant now) {
        jdbc.sql("""
                INSERT INTO monitoring_run (id, account_id, source, pep, list_type, from_sha256, to_sha256, kind, added,
                    changed, removed, entries, status, created_at)
                VALUES (:id, :account, :source, :pep, :type, :from, :to, :kind, :added, :changed, :removed, :entries,
                    :status, :now)""")
                .param("id", id).param("account", accountId).param("source", source)
                .param("pep", type == ListType.PEP).param("type", type.id()).param("from", fromSha).param("to", toSha)
                .param("kind", kind).param("added", delta.added()).param("changed", delta.changed())
                .param("removed", delta.removed()).param("entries", entries).param("status", status)
                .param("now", Timestamps.sql(now)).update();
    }

    Optional<Run> findRun(String id) {
        return jdbc.sql("SELECT id, source, list_type, kind, entries, status, account_id FROM monitoring_run WHERE id = :id")
                .param("id", id)
                .query((rs, n) -> new Run(rs.getString(1), rs.getString(2), ListType.of(rs.getString(3)),
                        rs.getString(4),
                        rs.getBytes(5), rs.getString(6), rs.getString(7))).optional();
    }

    void finishRun(String id, int subjects, int alerts, Instant now) {
        jdbc.sql("""
                UPDATE monitoring_run SET status = 'done', entries = NULL, subjects = :subjects, alerts = :alerts,
                    finished_at = :now WHERE id = :id""")
                .param("id", id).param("subjects", subjects).param("alerts", alerts)
                .param("now", Timestamps.sql(now)).update();
    }
}
