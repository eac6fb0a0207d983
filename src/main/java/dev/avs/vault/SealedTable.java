package dev.avs.vault;

import java.util.List;

/**
 * Columns of a table that hold values sealed by the {@link Vault}: each module declares its own as a bean, and the
 * re-encryption job rewrites those not under the current key. {@code accountColumn} names the account whose keys
 * seal a row; null for installation-wide data (sealed with {@link Vault#INSTALLATION}'s keys).
 */
public record SealedTable(String table, List<String> keyColumns, String accountColumn, List<String> columns) {

    public SealedTable {
        keyColumns = List.copyOf(keyColumns);
        columns = List.copyOf(columns);
    }

    public static SealedTable of(String table, String accountColumn, String... columns) {
        return new SealedTable(table, List.of("id"), accountColumn, List.of(columns));
    }
}
