package dev.avs.retention;

import dev.avs.persistence.Timestamps;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** What retention looks at: applicants' last activity, never used form URLs, and the record of each run. */
@Repository
class RetentionRepository {

    /** An applicant not erased: when it last changed and when its newest verification was made (null: none). */
    record Candidate(String accountId, String applicantId, Instant updatedAt, Instant lastVerification) {
    }

    private final JdbcClient jdbc;

    RetentionRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    List<String> accounts() {
        return jdbc.sql("SELECT id FROM account ORDER BY id").query(String.class).list();
    }

    /** The account's applicants whose last activity (verification, else change) is before {@code before}. */
    List<Candidate> idleSince(String accountId, Instant before) {
        return jdbc.sql("""
                SELECT a.id, a.updated_at, MAX(v.created_at) AS last_verification
                FROM applicant a LEFT JOIN verification v ON v.applicant_id = a.id AND v.status <> 'UNUSED'
                WHERE a.account_id = :account AND a.erased_at IS NULL
                GROUP BY a.id, a.updated_at
                HAVING COALESCE(MAX(v.created_at), a.updated_at) < :before""")
                .param("account", accountId).param("before", Timestamps.sql(before))
                .query((rs, n) -> new Candidate(accountId, rs.getString(1), at(rs.getObject(2, OffsetDateTime.class)),
                        at(rs.getObject(3, OffsetDateTime.class))))
                .list();
    }

    /** The form of the applicant's newest verification, else of the form URL that made it; empty for none. */
    Optional<String> formOf(String accountId, String applicantId) {
        Optional<String> verified = jdbc.sql("""
                SELECT form_id FROM verification WHERE account_id = :account AND applicant_id = :applicant
                  AND status <> 'UNUSED' ORDER BY created_at DESC, id DESC LIMIT 1""")
                .param("account", accountId).param("applicant", applicantId)
                .query((rs, n) -> Optional.ofNullable(rs.getString(1))).optional().flatMap(f -> f);
        if (verified.isPresent()) {
            return verified;
        }
        return jdbc.sql("SELECT form_id FROM form_url WHERE account_id = :account AND applicant_id = :applicant"
                        + " ORDER BY created_at DESC LIMIT 1")
                .param("account", accountId).param("applicant", applicantId).query(String.class).optional();
    }

    /** A form URL never submitted: its form decides how long it is kept. */
    record UnusedFormUrl(String id, String formId, String verificationId, Instant createdAt) {
    }

    /** Form URLs of the account never submitted, created before {@code before}. */
    List<UnusedFormUrl> unusedFormUrls(String accountId, Instant before) {
        return jdbc.sql("""
                SELECT id, form_id, verification_id, created_at FROM form_url
                WHERE account_id = :account AND status <> 'submitted' AND created_at < :before""")
                .param("account", accountId).param("before", Timestamps.sql(before))
                .query((rs, n) -> new UnusedFormUrl(rs.getString(1), rs.getString(2), rs.getString(3),
                        at(rs.getObject(4, OffsetDateTime.class))))
                .list();
    }

    /** Deletes a never used form URL and its reserved verification (which never ran). */
    void deleteFormUrl(String accountId, String formUrlId, String verificationId) {
        jdbc.sql("DELETE FROM form_url WHERE account_id = :account AND id = :id AND status <> 'submitted'")
                .param("account", accountId).param("id", formUrlId).update();
        jdbc.sql("""
                DELETE FROM verification WHERE account_id = :account AND id = :id AND status IN ('UNUSED', 'EXPIRED')
                  AND NOT EXISTS (SELECT 1 FROM form_url u WHERE u.verification_id = :id)""")
                .param("account", accountId).param("id", verificationId).update();
    }

    void recordRun(String id, Instant started, Instant finished, int erased, int abandoned, int urls) {
        jdbc.sql("""
                INSERT INTO retention_run (id, started_at, finished_at, applicants_erased, abandoned_erased,
                                           form_urls_deleted)
                VALUES (:id, :started, :finished, :erased, :abandoned, :urls)""")
                .param("id", id).param("started", Timestamps.sql(started)).param("finished", Timestamps.sql(finished))
                .param("erased", erased).param("abandoned", abandoned).param("urls", urls)
                .update();
    }

    private static Instant at(OffsetDateTime value) {
        return Timestamps.fromSql(value);
    }
}
