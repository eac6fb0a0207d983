package dev.avs.persistence;

import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Statements on rows by id within the caller's account, and the evidence lifecycle shared by addresses, documents
 * and files (pinned by a verification, then removed instead of deleted): the one place that writes their tenancy
 * condition, so that no repository can reach a row by id alone. Table names come from the repositories, never from
 * a client.
 */
public final class AccountRows {

    private AccountRows() {
    }

    public static <T> Optional<T> find(JdbcClient jdbc, String table, String accountId, String id, RowMapper<T> rows) {
        return jdbc.sql("SELECT * FROM " + table + " WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .query(rows)
                .optional();
    }

    /** Reads the row and locks it until the transaction ends. */
    public static <T> Optional<T> lock(JdbcClient jdbc, String table, String accountId, String id, RowMapper<T> rows) {
        return jdbc.sql("SELECT * FROM " + table + " WHERE id = :id AND account_id = :account FOR UPDATE")
                .param("id", id).param("account", accountId)
                .query(rows)
                .optional();
    }

    public static int delete(JdbcClient jdbc, String table, String accountId, String id) {
        return jdbc.sql("DELETE FROM " + table + " WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .update();
    }

    /** Takes a copy-on-write row out of current data because {@code copyId} replaced it. */
    public static int supersede(JdbcClient jdbc, String table, String accountId, String id, String copyId) {
        return jdbc.sql("UPDATE " + table + " SET superseded_by = :copy, current_key = NULL"
                        + " WHERE id = :id AND account_id = :account")
                .param("copy", copyId).param("id", id).param("account", accountId)
                .update();
    }

    /** Marks rows as evidence of a verification: from then on they are kept (removed, not deleted). */
    public static int pin(JdbcClient jdbc, String table, String accountId, Collection<String> ids) {
        return jdbc.sql("UPDATE " + table + " SET pinned = TRUE WHERE account_id = :account AND id IN (:ids)")
                .param("account", accountId).param("ids", ids)
                .update();
    }

    /** An affiliated person went away: its rows no verification used go with it. */
    public static int deleteUnpinnedOfPerson(JdbcClient jdbc, String table, String accountId, String personId) {
        return jdbc.sql("DELETE FROM " + table
                        + " WHERE account_id = :account AND affiliated_person_id = :person AND pinned = FALSE")
                .param("account", accountId).param("person", personId)
                .update();
    }

    /** An affiliated person went away: its pinned current rows leave current data and stay readable by id. */
    public static int removePinnedOfPerson(JdbcClient jdbc, String table, String accountId, String personId,
                                           Instant now) {
        return jdbc.sql("UPDATE " + table + " SET removed_at = :now, current_key = NULL WHERE account_id = :account"
                        + " AND affiliated_person_id = :person AND pinned = TRUE"
                        + " AND superseded_by IS NULL AND removed_at IS NULL")
                .param("now", Timestamps.sql(now)).param("account", accountId).param("person", personId)
                .update();
    }
}
