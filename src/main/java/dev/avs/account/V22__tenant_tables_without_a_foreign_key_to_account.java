package dev.avs.account;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * V22: the tenant tables stop declaring a foreign key to {@code account}; {@code api_key} keeps its own.
 *
 * <p>Why: PostgreSQL checks such a key by locking the referenced row ({@code FOR KEY SHARE}), so every insert of
 * every tenant row locked the one row of its account. Concurrent lockers of a row share it through a new
 * MultiXact per locker, which cost 12 – 22 % of PostgreSQL's insert rate at 20 connections
 * ({@code bench/sql/account_foreign_key.sh}, docs/performance.md). The key guarded nothing the service can do:
 * an account is never deleted (it is disabled), and a tenant row's {@code account_id} always comes from the
 * authenticated key.
 *
 * <p>In Java because H2 names unnamed constraints itself: the names are read from the database's metadata.
 */
@Component
class V22__tenant_tables_without_a_foreign_key_to_account extends BaseJavaMigration {

    /** Operator data, written rarely: a key for an account that does not exist must fail. */
    private static final String KEPT = "api_key";

    /** The checksum installations migrated before this class took Flyway's naming have recorded. */
    @Override
    public Integer getChecksum() {
        return 22;
    }

    @Override
    public void migrate(Context context) throws Exception {
        Connection connection = context.getConnection();
        List<String> drops = new ArrayList<>();
        try (ResultSet keys = connection.getMetaData().getExportedKeys(connection.getCatalog(), connection.getSchema(),
                "account")) {
            while (keys.next()) {
                String table = keys.getString("FKTABLE_NAME");
                if (!table.equalsIgnoreCase(KEPT)) {
                    drops.add("ALTER TABLE " + table + " DROP CONSTRAINT \"" + keys.getString("FK_NAME") + "\"");
                }
            }
        }
        try (Statement ddl = connection.createStatement()) {
            for (String drop : drops) {
                ddl.execute(drop);
            }
        }
    }
}
