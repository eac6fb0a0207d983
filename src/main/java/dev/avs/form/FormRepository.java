package dev.avs.form;

import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Timestamps;
import dev.avs.reference.DocumentType;
import dev.avs.web.PageRequest;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
public class FormRepository {

    private final JdbcClient jdbc;

    FormRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(String accountId, Form form) {
        jdbc.sql("""
                INSERT INTO form (id, account_id, name, applicant_type, steps, document_types, verification_types,
                                  url_ttl_seconds, max_attempts, redirect_url, callback_url, selfie_upload_fallback,
                                  created_at, updated_at)
                VALUES (:id, :account, :name, :applicantType, :steps, :documentTypes, :verificationTypes,
                        :ttl, :maxAttempts, :redirectUrl, :callbackUrl, :selfieUpload, :createdAt, :updatedAt)""")
                .param("id", form.formId()).param("account", accountId).param("name", form.name())
                .param("applicantType", form.applicantType())
                .param("steps", String.join(",", form.steps()))
                .param("documentTypes", names(form.documentTypes()))
                .param("verificationTypes", String.join(",", form.verificationTypes()))
                .param("ttl", form.urlTtlSeconds()).param("maxAttempts", form.maxAttempts())
                .param("redirectUrl", form.redirectUrl()).param("callbackUrl", form.callbackUrl())
                .param("selfieUpload", form.selfieUploadFallback())
                .param("createdAt", Timestamps.sql(form.createdAt())).param("updatedAt", Timestamps.sql(form.updatedAt()))
                .update();
    }

    /** Changes everything but the id, the account and the creation time. */
    void update(String accountId, Form form) {
        jdbc.sql("""
                UPDATE form SET name = :name, applicant_type = :applicantType, steps = :steps,
                                document_types = :documentTypes, verification_types = :verificationTypes,
                                url_ttl_seconds = :ttl, max_attempts = :maxAttempts, redirect_url = :redirectUrl,
                                callback_url = :callbackUrl, selfie_upload_fallback = :selfieUpload,
                                updated_at = :updatedAt
                WHERE id = :id AND account_id = :account""")
                .param("id", form.formId()).param("account", accountId).param("name", form.name())
                .param("applicantType", form.applicantType())
                .param("steps", String.join(",", form.steps()))
                .param("documentTypes", names(form.documentTypes()))
                .param("verificationTypes", String.join(",", form.verificationTypes()))
                .param("ttl", form.urlTtlSeconds()).param("maxAttempts", form.maxAttempts())
                .param("redirectUrl", form.redirectUrl()).param("callbackUrl", form.callbackUrl())
                .param("selfieUpload", form.selfieUploadFallback())
                .param("updatedAt", Timestamps.sql(form.updatedAt()))
                .update();
    }

    /** The account's oldest form of that name, if any: what a configuration entry without form_id changes. */
    Optional<Form> findByName(String accountId, String name) {
        return jdbc.sql("SELECT * FROM form WHERE account_id = :account AND name = :name ORDER BY created_at, id")
                .param("account", accountId).param("name", name)
                .query(FormRepository::map).stream().findFirst();
    }

    List<Form> all(String accountId) {
        return jdbc.sql("SELECT * FROM form WHERE account_id = :account ORDER BY created_at, id")
                .param("account", accountId).query(FormRepository::map).list();
    }

    public Optional<Form> find(String accountId, String id) {
        return AccountRows.find(jdbc, "form", accountId, id, FormRepository::map);
    }

    /** Newest first, {@code limit + 1} rows after the cursor position. */
    List<Form> page(String accountId, PageRequest page) {
        PageRequest.Position after = page.after();
        String where = after == null ? "" : " AND (created_at < :at OR (created_at = :at AND id < :id))";
        JdbcClient.StatementSpec query = jdbc.sql("SELECT * FROM form WHERE account_id = :account" + where
                        + " ORDER BY created_at DESC, id DESC FETCH FIRST :rows ROWS ONLY")
                .param("account", accountId)
                .param("rows", page.limit() + 1);
        if (after != null) {
            query = query.param("at", Timestamps.sql(after.at())).param("id", after.id());
        }
        return query.query(FormRepository::map).list();
    }

    private static Form map(ResultSet rs, int row) throws SQLException {
        long ttl = rs.getLong("url_ttl_seconds");
        Long urlTtl = rs.wasNull() ? null : ttl;
        int attempts = rs.getInt("max_attempts");
        Integer maxAttempts = rs.wasNull() ? null : attempts;
        return new Form(rs.getString("id"), rs.getString("name"), rs.getString("applicant_type"),
                list(rs.getString("steps")), list(rs.getString("document_types")).stream().map(DocumentType::valueOf)
                        .toList(),
                list(rs.getString("verification_types")), urlTtl, maxAttempts,
                rs.getString("redirect_url"), rs.getString("callback_url"), rs.getBoolean("selfie_upload_fallback"),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    /** Document types are stored as their names, comma-separated. */
    private static String names(List<DocumentType> types) {
        return String.join(",", types.stream().map(DocumentType::name).toList());
    }

    private static List<String> list(String joined) {
        return joined == null || joined.isEmpty() ? List.of() : Arrays.asList(joined.split(","));
    }
}
