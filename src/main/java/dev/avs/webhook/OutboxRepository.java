package dev.avs.webhook;

import dev.avs.vault.Vault;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The callback outbox, its delivery log and the per-verification sequence counters. */
@Repository
class OutboxRepository {

    /** {@code apiKeyId}: the key the verification was created with, which signs {@code x-data-integrity}. */
    record Event(String requestId, String accountId, String verificationId, String apiKeyId, EventType type,
                 long sequence, String body, EventStatus status, String targetUrl, int retries, Instant nextAttemptAt,
                 Instant createdAt, Instant deliveredAt) {
    }

    record Attempt(String requestId, Instant at, Integer statusCode, String error, long durationMs) {
    }

    private final JdbcClient jdbc;
    private final Vault vault;

    OutboxRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /**
     * The next sequence number of a verification's events, in the caller's transaction. The counter row's lock
     * (taken by the UPDATE, held to commit) makes concurrent events of one verification wait for each other, so
     * numbers are neither skipped nor repeated; a rolled back event gives its number back.
     */
    long nextSequence(String verificationId) {
        jdbc.sql("INSERT INTO webhook_sequence (verification_id, last_sequence) VALUES (:id, 0) ON CONFLICT DO NOTHING")
                .param("id", verificationId).update();
        jdbc.sql("UPDATE webhook_sequence SET last_sequence = last_sequence + 1 WHERE verification_id = :id")
                .param("id", verificationId).update();
        return jdbc.sql("SELECT last_sequence FROM webhook_sequence WHERE verification_id = :id")
                .param("id", verificationId).query(Long.class).single();
    }

    void insert(Event e) {
        jdbc.sql("""
                INSERT INTO webhook_event (request_id, account_id, verification_id, api_key_id, type, sequence, body,
                                           status, target_url, retries, next_attempt_at, created_at, delivered_at)
                VALUES (:id, :account, :verification, :apiKey, :type, :sequence, :body, :status, :target, 0, :next,
                        :created, NULL)""")
                .param("id", e.requestId()).param("account", e.accountId()).param("verification", e.verificationId())
                .param("apiKey", e.apiKeyId())
                .param("type", e.type().name()).param("sequence", e.sequence())
                .param("body", vault.seal(e.accountId(), e.body()))
                .param("status", e.status().code()).param("target", e.targetUrl())
                .param("next", Timestamps.sql(e.nextAttemptAt())).param("created", Timestamps.sql(e.createdAt()))
                .update();
    }

    /** Erasure: the events' bodies are emptied and an undelivered one is given up. */
    void eraseBodies(String accountId, Collection<String> verificationIds) {
        if (verificationIds.isEmpty()) {
            return;
        }
        jdbc.sql("""
                UPDATE webhook_event SET body = '{}', next_attempt_at = NULL,
                       status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END
                WHERE account_id = :account AND verification_id IN (:ids)""")
                .param("account", accountId).param("ids", verificationIds)
                .update();
    }

    Optional<Event> find(String requestId) {
        return jdbc.sql("SELECT * FROM webhook_event WHERE request_id = :id").param("id", requestId)
                .query(this::event).optional();
    }

    Optional<Event> find(String accountId, String requestId) {
        return jdbc.sql("SELECT * FROM webhook_event WHERE request_id = :id AND account_id = :account")
                .param("id", requestId).param("account", accountId)
                .query(this::event).optional();
    }

    /** Up to {@code limit} events of a verification, highest sequence first, after the cursor's event if any. */
    List<Event> page(String accountId, String verificationId, String afterRequestId, int limit) {
        String after = afterRequestId == null ? "" : " AND sequence < (SELECT sequence FROM webhook_event"
                + " WHERE request_id = :after AND account_id = :account)";
        JdbcClient.StatementSpec query = jdbc.sql("SELECT * FROM webhook_event WHERE account_id = :account"
                        + " AND verification_id = :verification" + after + " ORDER BY sequence DESC LIMIT :limit")
                .param("account", accountId).param("verification", verificationId).param("limit", limit);
        if (afterRequestId != null) {
            query = query.param("after", afterRequestId);
        }
        return query.query(this::event).list();
    }

    List<Attempt> attempts(Collection<String> requestIds) {
        if (requestIds.isEmpty()) {
            return List.of();
        }
        return jdbc.sql("SELECT * FROM webhook_attempt WHERE request_id IN (:ids) ORDER BY attempted_at, id")
                .param("ids", requestIds)
                .query((rs, n) -> new Attempt(rs.getString("request_id"), at(rs, "attempted_at"),
                        rs.getObject("status_code", Integer.class), rs.getString("error"),
                        rs.getLong("duration_ms")))
                .list();
    }

    void insertAttempt(Attempt a) {
        jdbc.sql("""
                INSERT INTO webhook_attempt (id, request_id, attempted_at, status_code, error, duration_ms)
                VALUES (:id, :request, :at, :status, :error, :duration)""")
                .param("id", Ids.newId()).param("request", a.requestId()).param("at", Timestamps.sql(a.at()))
                .param("status", a.statusCode()).param("error", a.error()).param("duration", a.durationMs())
                .update();
    }

    /** Ends the pending delivery as delivered or failed; false if it was not pending (any more). */
    boolean finish(String requestId, EventStatus status, Instant deliveredAt) {
        return jdbc.sql("""
                UPDATE webhook_event SET status = :status, next_attempt_at = NULL,
                       delivered_at = COALESCE(:delivered, delivered_at)
                WHERE request_id = :id AND status = 'pending'""")
                .param("status", status.code()).param("delivered", Timestamps.sql(deliveredAt)).param("id", requestId)
                .update() == 1;
    }

    /** Records a failed attempt of a pending delivery and when the next one is due. */
    boolean retryLater(String requestId, int retries, Instant next) {
        return jdbc.sql("""
                UPDATE webhook_event SET retries = :retries, next_attempt_at = :next
                WHERE request_id = :id AND status = 'pending'""")
                .param("retries", retries).param("next", Timestamps.sql(next)).param("id", requestId)
                .update() == 1;
    }

    /** Starts a new delivery round (a resend): the target chosen again, the schedule from its start. */
    void restart(String requestId, EventStatus status, String targetUrl, Instant next) {
        jdbc.sql("""
                UPDATE webhook_event SET status = :status, target_url = :target, retries = 0, next_attempt_at = :next
                WHERE request_id = :id""")
                .param("status", status.code()).param("target", targetUrl).param("next", Timestamps.sql(next))
                .param("id", requestId)
                .update();
    }

    /** Deletes finished events created before {@code before}, with their attempts; returns how many. */
    int purge(Instant before) {
        jdbc.sql("""
                DELETE FROM webhook_attempt WHERE request_id IN (SELECT request_id FROM webhook_event
                                                                 WHERE created_at < :before AND status <> 'pending')""")
                .param("before", Timestamps.sql(before)).update();
        return jdbc.sql("DELETE FROM webhook_event WHERE created_at < :before AND status <> 'pending'")
                .param("before", Timestamps.sql(before)).update();
    }

    /** The body is sealed at rest: callbacks carry personal data (KYCAID's embed the applicant). */
    private Event event(ResultSet rs, int n) throws SQLException {
        return new Event(rs.getString("request_id"), rs.getString("account_id"), rs.getString("verification_id"),
                rs.getString("api_key_id"),
                EventType.valueOf(rs.getString("type")), rs.getLong("sequence"),
                vault.open(rs.getString("account_id"), rs.getString("body")),
                EventStatus.of(rs.getString("status")), rs.getString("target_url"), rs.getInt("retries"),
                at(rs, "next_attempt_at"), at(rs, "created_at"), at(rs, "delivered_at"));
    }

    private static Instant at(ResultSet rs, String column) throws SQLException {
        return Timestamps.fromSql(rs.getObject(column, OffsetDateTime.class));
    }
}
