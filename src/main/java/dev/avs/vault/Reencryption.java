package dev.avs.vault;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Moves an account's sealed data to its current keys after a rotation, and seals what was stored before
 * encryption existed: every declared {@link SealedTable}, in key order and batches (each its own transaction, so a
 * crash loses at most one batch's work, which the next attempt repeats), then the files. Once a pass finds nothing
 * left and {@code retire-after} has passed since the rotation, the replaced keys are destroyed.
 */
@Component
class Reencryption {

    private static final Logger log = LoggerFactory.getLogger(Reencryption.class);

    record Pass(int rewritten, boolean retired, Instant retryAt) {
    }

    private final JdbcClient jdbc;
    private final KeyRings rings;
    private final List<SealedTable> tables;
    private final List<SealedFiles> files;
    private final TransactionTemplate transactions;
    private final VaultProperties properties;
    private final Clock clock;

    Reencryption(JdbcClient jdbc, KeyRings rings, List<SealedTable> tables, List<SealedFiles> files,
                 TransactionTemplate transactions, VaultProperties properties, Clock clock) {
        this.jdbc = jdbc;
        this.rings = rings;
        this.tables = tables;
        this.files = files;
        this.transactions = transactions;
        this.properties = properties;
        this.clock = clock;
    }

    Pass run(String accountId) {
        KeyRing ring = rings.reload(accountId);
        int rewritten = 0;
        for (SealedTable table : tables) {
            if ((table.accountColumn() == null) == Vault.INSTALLATION.equals(accountId)) {
                rewritten += reencrypt(ring, table);
            }
        }
        for (SealedFiles store : files) {
            for (int done; (done = store.reencrypt(accountId, properties.reencryptBatch())) > 0; ) {
                rewritten += done;
            }
        }
        if (ring.rotatedAt() == null) {
            return new Pass(rewritten, false, null);
        }
        Instant retireAt = ring.rotatedAt().plus(properties.retireAfter());
        if (clock.instant().isBefore(retireAt)) {
            return new Pass(rewritten, false, retireAt);
        }
        boolean retired = rings.retireOldKeys(accountId, ring.version());
        if (retired) {
            log.info("Data keys rotated: {} values re-encrypted in the last pass, the replaced keys destroyed",
                    rewritten);
        }
        return new Pass(rewritten, retired, retired ? null : clock.instant());
    }

    private int reencrypt(KeyRing ring, SealedTable table) {
        String keys = String.join(", ", table.keyColumns());
        String select = "SELECT " + keys + ", " + String.join(", ", table.columns()) + " FROM " + table.table()
                + " WHERE " + (table.accountColumn() == null ? "1 = 1" : table.accountColumn() + " = :account");
        String update = "UPDATE " + table.table() + " SET "
                + String.join(", ", table.columns().stream().map(c -> c + " = :" + c).toList())
                + " WHERE " + String.join(" AND ", table.keyColumns().stream().map(c -> c + " = :k_" + c).toList())
                // a row changed since it was read keeps the newer value (sealed with the current key anyway)
                + table.columns().stream().map(c -> " AND COALESCE(" + c + ", '') = :o_" + c)
                        .collect(java.util.stream.Collectors.joining());
        int rewritten = 0;
        List<Object> after = null;
        while (true) {
            String sql = select + (after == null ? "" : " AND (" + keys + ") > ("
                    + String.join(", ", table.keyColumns().stream().map(c -> ":after_" + c).toList()) + ")")
                    + " ORDER BY " + keys + " LIMIT " + properties.reencryptBatch();
            JdbcClient.StatementSpec statement = jdbc.sql(sql).param("account", ring.accountId());
            for (int i = 0; after != null && i < after.size(); i++) {
                statement = statement.param("after_" + table.keyColumns().get(i), after.get(i));
            }
            List<Map<String, Object>> rows = statement.query().listOfRows();
            if (rows.isEmpty()) {
                return rewritten;
            }
            List<Map<String, Object>> changes = new ArrayList<>();
            for (Map<String, Object> row : rows) {
                Map<String, Object> values = new LinkedHashMap<>();
                boolean stale = false;
                for (String column : table.columns()) {
                    String stored = (String) row.get(column);
                    boolean current = Vault.isCurrent(ring, stored);
                    stale |= !current;
                    values.put(column, current ? stored : Vault.seal(ring, Vault.open(ring, stored)));
                    values.put("o_" + column, stored == null ? "" : stored);
                }
                if (stale) {
                    table.keyColumns().forEach(c -> values.put("k_" + c, row.get(c)));
                    changes.add(values);
                }
            }
            transactions.executeWithoutResult(status -> changes.forEach(values -> {
                JdbcClient.StatementSpec change = jdbc.sql(update);
                for (Map.Entry<String, Object> value : values.entrySet()) {
                    change = change.param(value.getKey(), value.getValue());
                }
                change.update();
            }));
            rewritten += changes.size();
            Map<String, Object> last = rows.getLast();
            after = table.keyColumns().stream().map(last::get).toList();
        }
    }
}
