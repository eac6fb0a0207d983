package dev.avs.account;

import dev.avs.persistence.Timestamps;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class AccountRepository {

    /** What authentication needs to know about a key. */
    record KeyOwner(String keyId, String accountId, boolean revoked, boolean accountActive) {
    }

    record KeyRow(String keyId, String accountId, String hint, Instant createdAt, Instant revokedAt) {
    }

    record AccountRow(String id, String name, boolean active, String webhookUrl, String webhookSecret,
                      String previousWebhookSecret, Instant secretRotatedAt, String dataIntegrityKey,
                      Instant createdAt, String sandboxOf) {
    }

    private final JdbcClient jdbc;

    AccountRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insertAccount(String id, String name, Instant now) {
        jdbc.sql("""
                INSERT INTO account (id, name, status, created_at, updated_at)
                VALUES (:id, :name, 'active', :now, :now)""")
                .param("id", id).param("name", name).param("now", Timestamps.sql(now))
                .update();
    }

    boolean anyAccount() {
        return jdbc.sql("SELECT COUNT(*) FROM account").query(Long.class).single() > 0;
    }

    Optional<AccountRow> findAccount(String id) {
        return jdbc.sql("SELECT * FROM account WHERE id = :id").param("id", id)
                .query((rs, n) -> new AccountRow(rs.getString("id"), rs.getString("name"),
                        "active".equals(rs.getString("status")), rs.getString("webhook_url"),
                        rs.getString("webhook_secret"), rs.getString("webhook_secret_previous"),
                        Timestamps.fromSql(rs.getObject("webhook_secret_rotated_at", OffsetDateTime.class)),
                        rs.getString("data_integrity_key"),
                        Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                        rs.getString("sandbox_of")))
                .optional();
    }

    /** The sandbox account of a live account, if it has one. */
    Optional<String> findSandbox(String liveId) {
        return jdbc.sql("SELECT id FROM account WHERE sandbox_of = :live").param("live", liveId)
                .query(String.class).optional();
    }

    void insertSandbox(String id, String liveId, String name, Instant now) {
        jdbc.sql("""
                INSERT INTO account (id, name, status, sandbox_of, created_at, updated_at)
                VALUES (:id, :name, 'active', :live, :now, :now)""")
                .param("id", id).param("name", name).param("live", liveId).param("now", Timestamps.sql(now))
                .update();
    }

    List<AccountRow> listAccounts() {
        return jdbc.sql("SELECT id FROM account ORDER BY created_at").query(String.class).list().stream()
                .map(id -> findAccount(id).orElseThrow()).toList();
    }

    boolean setStatus(String id, boolean active, Instant now) {
        return jdbc.sql("UPDATE account SET status = :status, updated_at = :now WHERE id = :id")
                .param("status", active ? "active" : "disabled").param("now", Timestamps.sql(now)).param("id", id)
                .update() == 1;
    }

    boolean setWebhook(String id, String url, String encryptedSecret, String previousEncryptedSecret,
                       Instant rotatedAt, Instant now) {
        return jdbc.sql("""
                UPDATE account SET webhook_url = :url, webhook_secret = :secret, webhook_secret_previous = :previous,
                       webhook_secret_rotated_at = :rotated, updated_at = :now
                WHERE id = :id""")
                .param("url", url).param("secret", encryptedSecret).param("previous", previousEncryptedSecret)
                .param("rotated", Timestamps.sql(rotatedAt)).param("now", Timestamps.sql(now)).param("id", id)
                .update() == 1;
    }

    List<String> idsWithoutWebhookSecret() {
        return jdbc.sql("SELECT id FROM account WHERE webhook_secret IS NULL ORDER BY created_at").query(String.class)
                .list();
    }

    /** Sets the first signing secret unless another caller set one first. */
    void initWebhookSecret(String id, String encryptedSecret, Instant now) {
        jdbc.sql("""
                UPDATE account SET webhook_secret = :secret, updated_at = :now
                WHERE id = :id AND webhook_secret IS NULL""")
                .param("secret", encryptedSecret).param("now", Timestamps.sql(now)).param("id", id)
                .update();
    }

    void insertKey(String keyId, String accountId, String hash, String encrypted, String hint, Instant now) {
        jdbc.sql("""
                INSERT INTO api_key (id, account_id, key_hash, key_encrypted, key_hint, created_at)
                VALUES (:id, :account, :hash, :encrypted, :hint, :now)""")
                .param("id", keyId).param("account", accountId).param("hash", hash).param("encrypted", encrypted)
                .param("hint", hint).param("now", Timestamps.sql(now))
                .update();
    }

    boolean setDataIntegrityKey(String id, String mode, Instant now) {
        return jdbc.sql("UPDATE account SET data_integrity_key = :mode, updated_at = :now WHERE id = :id")
                .param("mode", mode).param("now", Timestamps.sql(now)).param("id", id)
                .update() == 1;
    }

    /**
     * The encrypted key callbacks are signed with: the named key while it is active, else the account's newest
     * active key that can be recovered (keys made before V23 cannot); empty if there is none.
     */
    Optional<SealedKey> signingKey(String accountId, String keyId) {
        return jdbc.sql("""
                SELECT id, key_encrypted FROM api_key
                WHERE account_id = :account AND revoked_at IS NULL AND key_encrypted IS NOT NULL
                ORDER BY CASE WHEN id = :key THEN 0 ELSE 1 END, created_at DESC, id DESC
                LIMIT 1""")
                .param("account", accountId).param("key", keyId == null ? "" : keyId)
                .query((rs, n) -> new SealedKey(rs.getString("id"), rs.getString("key_encrypted"))).optional();
    }

    /** An API key's id and its sealed value. */
    record SealedKey(String keyId, String sealed) {
    }

    Optional<KeyOwner> findKeyOwner(String hash) {
        return jdbc.sql("""
                SELECT k.id, k.account_id, k.revoked_at, a.status FROM api_key k
                JOIN account a ON a.id = k.account_id WHERE k.key_hash = :hash""")
                .param("hash", hash)
                .query((rs, n) -> new KeyOwner(rs.getString(1), rs.getString(2), rs.getObject(3) != null,
                        "active".equals(rs.getString(4))))
                .optional();
    }

    Optional<String> findKeyIdByHash(String hash) {
        return jdbc.sql("SELECT id FROM api_key WHERE key_hash = :hash").param("hash", hash).query(String.class).optional();
    }

    boolean revokeKey(String keyId, Instant now) {
        return jdbc.sql("UPDATE api_key SET revoked_at = :now WHERE id = :id AND revoked_at IS NULL")
                .param("now", Timestamps.sql(now)).param("id", keyId)
                .update() == 1;
    }

    List<KeyRow> listKeys(String accountId) {
        return jdbc.sql("SELECT * FROM api_key WHERE account_id = :account ORDER BY created_at")
                .param("account", accountId)
                .query((rs, n) -> new KeyRow(rs.getString("id"), rs.getString("account_id"), rs.getString("key_hint"),
                        Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                        Timestamps.fromSql(rs.getObject("revoked_at", OffsetDateTime.class))))
                .list();
    }
}
