package dev.avs.form;

import dev.avs.vault.Vault;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

@Repository
public class FormUrlRepository {

    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final Vault vault;

    FormUrlRepository(JdbcClient jdbc, JsonMapper json, Vault vault) {
        this.jdbc = jdbc;
        this.json = json;
        this.vault = vault;
    }

    void insert(FormUrl url, String secretHash) {
        jdbc.sql("""
                INSERT INTO form_url (id, account_id, form_id, verification_id, secret_hash, applicant_id,
                                      external_applicant_id, redirect_url, callback_url, csrf_key, status, progress,
                                      expires_at, created_at, updated_at, locale)
                VALUES (:id, :account, :form, :verification, :hash, :applicant, :external, :redirect, :callback,
                        :csrf, :status, :progress, :expires, :created, :created, :locale)""")
                .param("id", url.id()).param("account", url.accountId()).param("form", url.formId())
                .param("verification", url.verificationId()).param("hash", secretHash)
                .param("applicant", url.applicantId())
                .param("external", vault.seal(url.accountId(), url.externalApplicantId()))
                .param("redirect", url.redirectUrl()).param("callback", url.callbackUrl())
                .param("csrf", url.csrfKey()).param("status", url.status())
                .param("progress", vault.seal(url.accountId(), json.writeValueAsString(url.progress())))
                .param("expires", Timestamps.sql(url.expiresAt())).param("created", Timestamps.sql(url.createdAt()))
                .param("locale", url.locale())
                .update();
    }

    /** The language the applicant chose for the URL's pages (a tag of {@link Languages}); open or closed alike. */
    public void setLocale(String id, String locale) {
        jdbc.sql("UPDATE form_url SET locale = :locale WHERE id = :id").param("locale", locale).param("id", id)
                .update();
    }

    public Optional<FormUrl> findBySecretHash(String secretHash) {
        return jdbc.sql("SELECT * FROM form_url WHERE secret_hash = :hash").param("hash", secretHash)
                .query(this::map).optional();
    }

    /** The row, locked for the caller's transaction: every change of a URL's state goes through this lock. */
    public Optional<FormUrl> lock(String id) {
        return jdbc.sql("SELECT * FROM form_url WHERE id = :id FOR UPDATE").param("id", id)
                .query(this::map).optional();
    }

    Optional<FormUrl> findByVerification(String accountId, String verificationId) {
        return jdbc.sql("SELECT * FROM form_url WHERE verification_id = :verification AND account_id = :account")
                .param("verification", verificationId).param("account", accountId)
                .query(this::map).optional();
    }

    public void saveProgress(FormUrl url, Progress progress, Instant now) {
        jdbc.sql("UPDATE form_url SET progress = :progress, applicant_id = :applicant, updated_at = :now WHERE id = :id")
                .param("progress", vault.seal(url.accountId(), json.writeValueAsString(progress)))
                .param("applicant", progress.applicantId())
                .param("now", Timestamps.sql(now)).param("id", url.id())
                .update();
    }

    /** Closes an open URL (submitted or expired) and drops the personal data its progress held. */
    public void close(FormUrl url, String status, Progress progress, Instant now) {
        jdbc.sql("""
                UPDATE form_url SET status = :status, progress = :progress, applicant_id = :applicant,
                                    updated_at = :now, closed_at = :now
                WHERE id = :id""")
                .param("status", status)
                .param("progress", vault.seal(url.accountId(), json.writeValueAsString(progress.closed())))
                .param("applicant", progress.applicantId()).param("now", Timestamps.sql(now)).param("id", url.id())
                .update();
    }

    private FormUrl map(ResultSet rs, int row) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        Progress progress = json.readValue(open.text(rs, "progress"), Progress.class);
        if (progress.applicantId() == null && rs.getString("applicant_id") != null) {
            progress.applicantId(rs.getString("applicant_id"));
        }
        return new FormUrl(rs.getString("id"), rs.getString("account_id"), rs.getString("form_id"),
                rs.getString("verification_id"), open.text(rs, "external_applicant_id"), rs.getString("redirect_url"),
                rs.getString("callback_url"), rs.getString("csrf_key"), rs.getString("status"), progress,
                Timestamps.fromSql(rs.getObject("expires_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)), rs.getString("locale"));
    }
}
