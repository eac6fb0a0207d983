package dev.avs.web;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Idempotency keys and the first response each replays, for 24 hours. The response body is sealed with the
 * account's key ({@link AccountSealer}): it can hold a secret (a form URL's). A key's row is locked by the
 * transaction of the request that runs under it ({@link IdempotencyFilter}).
 */
@Repository
class IdempotencyRepository {

    /** A stored first response; {@code status} is null while no request under the key has committed. */
    record Entry(String requestHash, Integer status, String contentType, String location, byte[] body,
                 Instant createdAt) {
    }

    private final JdbcClient jdbc;
    private final AccountSealer sealer;

    IdempotencyRepository(JdbcClient jdbc, AccountSealer sealer) {
        this.jdbc = jdbc;
        this.sealer = sealer;
    }

    /** Records the key with no response yet; false if the account already has an entry for it. */
    boolean claim(String accountId, String key, String requestHash, Instant now) {
        try {
            jdbc.sql("""
                    INSERT INTO idempotency_record (account_id, idempotency_key, request_hash, created_at)
                    VALUES (:account, :key, :hash, :now)""")
                    .param("account", accountId).param("key", key).param("hash", requestHash)
                    .param("now", OffsetDateTime.ofInstant(now, ZoneOffset.UTC))
                    .update();
            return true;
        } catch (DuplicateKeyException e) {
            return false;
        }
    }

    Optional<Entry> find(String accountId, String key) {
        return select(accountId, key, "");
    }

    /**
     * The entry, locked until the calling transaction ends; empty when another transaction holds it (a request
     * under the key is running), without waiting for it.
     */
    Optional<Entry> lock(String accountId, String key) {
        return select(accountId, key, " FOR UPDATE SKIP LOCKED");
    }

    private Optional<Entry> select(String accountId, String key, String lock) {
        return jdbc.sql("""
                SELECT request_hash, status_code, content_type, location, response_body, created_at
                FROM idempotency_record WHERE account_id = :account AND idempotency_key = :key""" + lock)
                .param("account", accountId).param("key", key)
                .query((rs, n) -> {
                    String body = sealer.open(accountId, rs.getString("response_body"));
                    // wasNull speaks of the column read last: read it right after the status
                    Integer status = rs.getObject("status_code", Integer.class);
                    return new Entry(rs.getString("request_hash"), status,
                            rs.getString("content_type"), rs.getString("location"),
                            body == null ? null : body.getBytes(StandardCharsets.UTF_8),
                            rs.getObject("created_at", OffsetDateTime.class).toInstant());
                })
                .optional();
    }

    void complete(String accountId, String key, int status, String contentType, String location, byte[] body) {
        jdbc.sql("""
                UPDATE idempotency_record SET status_code = :status, content_type = :type, location = :location,
                       response_body = :body
                WHERE account_id = :account AND idempotency_key = :key""")
                .param("status", status).param("type", contentType).param("location", location)
                .param("body", sealer.seal(accountId, new String(body, StandardCharsets.UTF_8)))
                .param("account", accountId).param("key", key)
                .update();
    }

    /** Gives the key to a new request: its hash, no response, the retention counted from {@code now}. */
    void takeOver(String accountId, String key, String requestHash, Instant now) {
        jdbc.sql("""
                UPDATE idempotency_record SET request_hash = :hash, status_code = NULL, content_type = NULL,
                       location = NULL, response_body = NULL, created_at = :now
                WHERE account_id = :account AND idempotency_key = :key""")
                .param("hash", requestHash).param("now", OffsetDateTime.ofInstant(now, ZoneOffset.UTC))
                .param("account", accountId).param("key", key)
                .update();
    }

    int purgeOlderThan(Instant cutoff) {
        return jdbc.sql("DELETE FROM idempotency_record WHERE created_at < :cutoff")
                .param("cutoff", OffsetDateTime.ofInstant(cutoff, ZoneOffset.UTC))
                .update();
    }
}
