package dev.avs.vault;

import dev.avs.web.Timestamps;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The key rings as stored: each keyset encrypted with an installation key, named by {@code master_key_id}. */
@Repository
class KeyRingRepository {

    record Row(String accountId, String masterKeyId, byte[] fieldKeys, byte[] fileKeys, byte[] indexKey, long version,
               Instant rotatedAt) {
    }

    private final JdbcClient jdbc;

    KeyRingRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
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

    /** Accounts with no ring yet: made before encryption at rest. */
    java.util.List<String> accountsWithoutRing() {
        return jdbc.sql("SELECT id FROM account a WHERE NOT EXISTS (SELECT 1 FROM key_ring r WHERE r.account_id = a.id)")
                .query(String.class).list();
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

    /** Accounts whose rings still hold keys a rotation made before {@code instant} replaced. */
    List<String> rotatedBefore(Instant instant) {
        return jdbc.sql("SELECT account_id FROM key_ring WHERE rotated_at < :instant ORDER BY account_id")
                .param("instant", Timestamps.sql(instant))
                .query(String.class).list();
    }
}
