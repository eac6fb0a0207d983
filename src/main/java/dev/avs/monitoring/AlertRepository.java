package dev.avs.monitoring;

import dev.avs.vault.Vault;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Alerts: written once per subject and entry, then only their status changes. */
@Repository
class AlertRepository {

    private final JdbcClient jdbc;
    private final Vault vault;

    AlertRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /** Stores the alert unless the subject already had one for this entry; true if stored now. */
    boolean insertIfAbsent(Alert a) {
        return jdbc.sql("""
                INSERT INTO monitoring_alert (id, account_id, applicant_id, subject_id, subject_role, run_id,
                    verification_id, list_name, list_type, entry_id, entry_name, matched_name, score, reason, hit,
                    status, created_at)
                SELECT :id, :account, :applicant, :subject, :role, :run, :verification, :list, :listType, :entry,
                    :entryName, :matchedName, :score, :reason, :hit, :status, :createdAt
                WHERE NOT EXISTS (SELECT 1 FROM monitoring_alert
                    WHERE subject_id = :subject AND list_name = :list AND entry_id = :entry)""")
                .param("id", a.id()).param("account", a.accountId()).param("applicant", a.applicantId())
                .param("subject", a.subjectId()).param("role", a.subjectRole()).param("run", a.runId())
                .param("verification", a.verificationId()).param("list", a.list()).param("listType", a.listType())
                .param("entry", a.entryId()).param("entryName", a.entryName())                .param("matchedName", vault.seal(a.accountId(), a.matchedName()))
                .param("score", a.score()).param("reason", a.reason()).param("hit", vault.seal(a.accountId(), a.hit()))
                .param("status", a.status()).param("createdAt", Timestamps.sql(a.createdAt()))
                .update() == 1;
    }

    void linkReview(List<String> alertIds, String reviewVerificationId) {
        jdbc.sql("UPDATE monitoring_alert SET review_verification_id = :review WHERE id IN (:ids)")
                .param("review", reviewVerificationId).param("ids", alertIds).update();
    }

    Optional<Alert> find(String accountId, String id) {
        return jdbc.sql("SELECT * FROM monitoring_alert WHERE account_id = :account AND id = :id")
                .param("account", accountId).param("id", id).query(this::row).optional();
    }

    /** Records a decision on an open alert; false if it was decided meanwhile. */
    boolean decide(String id, String status, String comment, String decidedBy, Instant at) {
        return jdbc.sql("""
                UPDATE monitoring_alert SET status = :status, comment = :comment, decided_by = :by, decided_at = :at
                WHERE id = :id AND status = 'open'""")
                .param("status", status).param("comment", comment).param("by", decidedBy)
                .param("at", Timestamps.sql(at)).param("id", id).update() == 1;
    }

    /** The open alerts a verification in review was opened for. */
    List<Alert> openOfReview(String accountId, String reviewVerificationId) {
        return jdbc.sql("""
                SELECT * FROM monitoring_alert WHERE account_id = :account AND review_verification_id = :review
                    AND status = 'open'""")
                .param("account", accountId).param("review", reviewVerificationId)
                .query(this::row).list();
    }

    /**
     * A page of the account's alerts, newest first, after the position (created_at, id) of the previous page's
     * last alert.
     */
    List<Alert> page(String accountId, String status, String applicantId, Instant afterAt, String afterId,
                     int limit) {
        StringBuilder sql = new StringBuilder("SELECT * FROM monitoring_alert WHERE account_id = :account");
        if (status != null) {
            sql.append(" AND status = :status");
        }
        if (applicantId != null) {
            sql.append(" AND applicant_id = :applicant");
        }
        if (afterAt != null) {
            sql.append(" AND (created_at < :afterAt OR (created_at = :afterAt AND id < :afterId))");
        }
        sql.append(" ORDER BY created_at DESC, id DESC LIMIT :limit");
        var statement = jdbc.sql(sql.toString()).param("account", accountId).param("limit", limit);
        if (status != null) {
            statement = statement.param("status", status);
        }
        if (applicantId != null) {
            statement = statement.param("applicant", applicantId);
        }
        if (afterAt != null) {
            statement = statement.param("afterAt", Timestamps.sql(afterAt)).param("afterId", afterId);
        }
        return statement.query(this::row).list();
    }

    /** The subject's matched name and the hit (which names the subject) are sealed. */
    private Alert row(ResultSet rs, int n) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        return new Alert(rs.getString("id"), rs.getString("account_id"), rs.getString("applicant_id"),
                rs.getString("subject_id"), rs.getString("subject_role"), rs.getString("run_id"),
                rs.getString("verification_id"), rs.getString("review_verification_id"), rs.getString("list_name"),
                rs.getString("list_type"), rs.getString("entry_id"), rs.getString("entry_name"),
                open.text(rs, "matched_name"), rs.getDouble("score"), rs.getString("reason"), open.text(rs, "hit"),
                rs.getString("status"), rs.getString("comment"), rs.getString("decided_by"),
                instant(rs, "decided_at"), instant(rs, "created_at"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : Timestamps.fromSql(value);
    }
}
