package dev.avs.persistence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * INSERT and UPDATE statements over columns named like the request parameters they store. Column names come
 * from a {@code FieldSet} (never from the client), so the statements stay as explicit as hand-written SQL.
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
     * Rows with the same columns (in the same order) and rows that belong to them in one statement, so one round
     * trip and atomic without a transaction (a data-modifying {@code WITH}, which PostgreSQL has and H2 has not); the
     * caller keeps the parameters under {@link #MAX_PARAMETERS}.
     */
    public static void insertWithRows(JdbcClient jdbc, String table, java.util.List<? extends Map<String, ?>> rows,
                                      String rowsTable, java.util.List<String> names, java.util.List<Object[]> children) {
        java.util.List<String> columns = java.util.List.copyOf(rows.getFirst().keySet());
        java.util.List<Object> params = new ArrayList<>(rows.size() * columns.size() + children.size() * names.size());
        for (Map<String, ?> row : rows) {
            if (!columns.equals(java.util.List.copyOf(row.keySet()))) {
                throw new IllegalArgumentException("rows of one statement need the same columns in the same order");
            }
            params.addAll(row.values());
        }
        children.forEach(values -> params.addAll(java.util.Arrays.asList(values)));
        if (params.size() > MAX_PARAMETERS) {
            throw new IllegalArgumentException(params.size() + " parameters, more than " + MAX_PARAMETERS);
        }
        String insert = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES "
                + String.join(", ", Collections.nCopies(rows.size(), placeholders(columns.size())));
        jdbc.sql(children.isEmpty() ? insert : "WITH inserted AS (" + insert + ") INSERT INTO " + rowsTable + " ("
                + String.join(", ", names) + ") VALUES "
                + String.join(", ", Collections.nCopies(children.size(), placeholders(names.size()))))
                .params(params).update();
    }

    /** Parameters of one statement at most: PostgreSQL's protocol counts them in 16 bits (65,535). */
    public static final int MAX_PARAMETERS = 30_000;

    private static String placeholders(int count) {
        return "(" + String.join(", ", Collections.nCopies(count, "?")) + ")";
    }

    /** Rows per statement of {@link #insertRows}: well under the drivers' parameter limits. */
    public static final int ROWS_PER_STATEMENT = 100;

    /**
     * Inserts many rows with one statement per hundred ({@code VALUES (...), (...)}): the database parses and
     * executes one statement instead of one per row, which a JDBC batch alone does not save.
     */
    public static void insertRows(JdbcClient jdbc, String table, java.util.List<String> names,
                                  java.util.List<Object[]> rows) {
        for (int from = 0; from < rows.size(); from += ROWS_PER_STATEMENT) {
            java.util.List<Object[]> chunk = rows.subList(from, Math.min(rows.size(), from + ROWS_PER_STATEMENT));
            java.util.List<Object> params = new ArrayList<>(chunk.size() * names.size());
            chunk.forEach(values -> params.addAll(java.util.Arrays.asList(values)));
            jdbc.sql(insertSql(table, names, chunk.size())).params(params).update();
        }
    }

    /** {@code INSERT INTO table (names) VALUES (?, ...), ...} for this many rows. */
    public static String insertSql(String table, java.util.List<String> names, int rows) {
        return "INSERT INTO " + table + " (" + String.join(", ", names) + ") VALUES "
                + String.join(", ", Collections.nCopies(rows, placeholders(names.size())));
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
