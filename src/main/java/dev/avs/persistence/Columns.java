package dev.avs.persistence;

import dev.avs.web.FieldSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * INSERT and UPDATE statements over columns named like the request parameters they store. Column names come
 * from a {@link FieldSet} (never from the client), so the statements stay as explicit as hand-written SQL.
 */
public final class Columns {

    private Columns() {
    }

    /** INSERT statements by table and column list: built once, with positional parameters (no name parsing). */
    private static final Map<String, String> INSERTS = new ConcurrentHashMap<>();

    public static int insert(JdbcClient jdbc, String table, Map<String, ?> columns) {
        String names = String.join(", ", columns.keySet());
        String sql = INSERTS.computeIfAbsent(table + "(" + names + ")", key -> "INSERT INTO " + table + " (" + names
                + ") VALUES (" + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")");
        return jdbc.sql(sql).params(new ArrayList<>(columns.values())).update();
    }

    /**
     * A row and rows that belong to it in one statement, so one round trip and atomic without a transaction (a
     * data-modifying {@code WITH}, which PostgreSQL has and H2 has not); at most {@link #ROWS_PER_STATEMENT} rows.
     */
    public static void insertWithRows(JdbcClient jdbc, String table, Map<String, ?> columns, String rowsTable,
                                      java.util.List<String> names, java.util.List<Object[]> rows) {
        if (rows.isEmpty() || rows.size() > ROWS_PER_STATEMENT) {
            throw new IllegalArgumentException("between 1 and " + ROWS_PER_STATEMENT + " rows, not " + rows.size());
        }
        String row = "(" + String.join(", ", Collections.nCopies(names.size(), "?")) + ")";
        java.util.List<Object> params = new ArrayList<>(columns.values());
        rows.forEach(values -> params.addAll(java.util.Arrays.asList(values)));
        jdbc.sql("WITH inserted AS (INSERT INTO " + table + " (" + String.join(", ", columns.keySet()) + ") VALUES ("
                + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")) INSERT INTO " + rowsTable + " ("
                + String.join(", ", names) + ") VALUES " + String.join(", ", Collections.nCopies(rows.size(), row)))
                .params(params).update();
    }

    /** Rows per statement of {@link #insertRows}: well under the drivers' parameter limits. */
    public static final int ROWS_PER_STATEMENT = 100;

    /**
     * Inserts many rows with one statement per hundred ({@code VALUES (...), (...)}): the database parses and
     * executes one statement instead of one per row, which a JDBC batch alone does not save.
     */
    public static void insertRows(JdbcClient jdbc, String table, java.util.List<String> names,
                                  java.util.List<Object[]> rows) {
        String row = "(" + String.join(", ", Collections.nCopies(names.size(), "?")) + ")";
        String head = "INSERT INTO " + table + " (" + String.join(", ", names) + ") VALUES ";
        for (int from = 0; from < rows.size(); from += ROWS_PER_STATEMENT) {
            java.util.List<Object[]> chunk = rows.subList(from, Math.min(rows.size(), from + ROWS_PER_STATEMENT));
            java.util.List<Object> params = new ArrayList<>(chunk.size() * names.size());
            chunk.forEach(values -> params.addAll(java.util.Arrays.asList(values)));
            jdbc.sql(head + String.join(", ", Collections.nCopies(chunk.size(), row))).params(params).update();
        }
    }

    /** Updates the given columns of the row with this id in this account. */
    public static int update(JdbcClient jdbc, String table, String id, String accountId, Map<String, ?> columns) {
        String assignments = columns.keySet().stream().map(c -> c + " = :" + c).collect(Collectors.joining(", "));
        JdbcClient.StatementSpec statement = jdbc.sql("UPDATE " + table + " SET " + assignments
                + " WHERE id = :row_id AND account_id = :row_account");
        for (Map.Entry<String, ?> column : columns.entrySet()) {
            statement = statement.param(column.getKey(), column.getValue());
        }
        return statement.param("row_id", id).param("row_account", accountId).update();
    }

    /** A mutable column map, starting with the given columns in order. */
    public static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> columns = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            columns.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return columns;
    }
}
