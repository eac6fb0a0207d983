package dev.avs.web;

import java.util.Optional;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Statements on one row by its id within the caller's account: the one place that writes their tenancy condition,
 * so that no repository can look a row up by id alone. Table names come from the repositories, never from a client.
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
}
