package dev.avs.vault;

import dev.avs.persistence.SidePools;
import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.JdbcTransactions;
import dev.avs.persistence.Timestamps;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The key rings as stored: each keyset encrypted with an installation key, named by {@code master_key_id}.
 * <p>
 * On two connections of their own, outside the service's pool: a ring is read while the caller may hold a pooled
 * connection in its transaction, and a burst of such callers can hold the whole pool while they wait for the one
 * reading the ring; from the same pool that read would wait for them in turn, until the pool's timeout.
 */
@Repository
class KeyRingRepository implements AutoCloseable {

    record Row(String accountId, String masterKeyId, byte[] fieldKeys, byte[] fileKeys, byte[] indexKey, long version,
               Instant rotatedAt) {
    }

    private final HikariDataSource pool;
    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;

    KeyRingRepository(DataSource dataSource) {
        this.pool = SidePools.open(dataSource, "avs-key-rings", 2, 0, config -> { });
        DataSource source = pool != null ? pool : dataSource;
        this.jdbc = JdbcClient.create(source);
        this.transactions = new TransactionTemplate(new JdbcTransactions(source));
    }

    /** Transactions on the rings' own connections (a rotation locks its ring while it writes the new one). */
    TransactionTemplate transactions() {
        return transactions;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }

    Optional<Row> find(String accountId, boolean lock) {
        return jdbc.sql("SELECT * FROM key_ring WHERE account_id = :account" + (lock ? " FOR UPDATE" : ""))
                .param("account", accountId)
                .query((rs, n) -> new Row(rs.getString("account_id"), rs.getString("master_key_id"),
                        rs.getBytes("field_keys"), rs.getBytes("file_keys"), rs.getBytes("index_key"),
                        rs.getLong("version"),
                        Timestamps.fromSql(rs.getObject("rotated_at", OffsetDateTime.class))))
                .optional();
    }

    /** Inserts the ring unless the account has one (another node made it first); false then. */
    boolean insert(Row row, Instant now) {
        return jdbc.sql("""
                INSERT INTO key_ring (account_id, master_key_id, field_keys, file_keys, index_key, version, rotated_at,
                                      created_at, updated_at)
                VALUES (:account, :master, :fields, :files, :index, :version, NULL, :now, :now)
                ON CONFLICT DO NOTHING""")
                .param("account", row.accountId()).param("master", row.masterKeyId())
                .param("fields", row.fieldKeys()).param("files", row.fileKeys()).param("index", row.indexKey())
                .param("version", row.version()).param("now", Timestamps.sql(now))
                .update() == 1;
    }

    /** Writes a changed ring if nobody changed it since {@code expectedVersion} was read; false otherwise. */
    boolean update(Row row, long expectedVersion, Instant now) {
        return jdbc.sql("""
                UPDATE key_ring SET master_key_id = :master, field_keys = :fields, file_keys = :files,
                       index_key = :index, version = :version, rotated_at = :rotated, updated_at = :now
                WHERE account_id = :account AND version = :expected""")
                .param("account", row.accountId()).param("master", row.masterKeyId())
                .param("fields", row.fieldKeys()).param("files", row.fileKeys()).param("index", row.indexKey())
                .param("version", row.version()).param("rotated", Timestamps.sql(row.rotatedAt()))
                .param("now", Timestamps.sql(now)).param("expected", expectedVersion)
                .update() == 1;
    }

    /** Accounts whose rings are wrapped by another key than {@code wrappingKeyId}. */
    List<String> wrappedByOtherThan(String wrappingKeyId) {
        return jdbc.sql("SELECT account_id FROM key_ring WHERE master_key_id <> :id ORDER BY account_id")
                .param("id", wrappingKeyId).query(String.class).list();
    }

    /** Accounts whose rings still hold keys a rotation made before {@code instant} replaced. */
    List<String> rotatedBefore(Instant instant) {
        return jdbc.sql("SELECT account_id FROM key_ring WHERE rotated_at < :instant ORDER BY account_id")
                .param("instant", Timestamps.sql(instant))
                .query(String.class).list();
    }
}
