package dev.avs.verification;

import dev.avs.vault.Vault;
import dev.avs.persistence.Timestamps;
import dev.avs.web.PageRequest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Consumer;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The report's reads: one filtered period, as a stream of rows or as one page of them. */
@Repository
class ReportRepository {

    /** One row of the report. */
    record Row(String verificationId, String applicantId, String externalApplicantId, String formId,
               VerificationStatus status, Boolean verified, List<String> types, String countryCode,
               List<String> declineReasons, Integer riskScore, Instant createdAt, Instant completedAt) {

        /** KYCAID's processing_time: whole minutes from creation to completion; null until completed. */
        Long processingMinutes() {
            return completedAt == null ? null
                    : Math.round(java.time.Duration.between(createdAt, completedAt).toSeconds() / 60.0);
        }
    }

    private final JdbcClient jdbc;
    private final Vault vault;

    ReportRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /**
     * Every row of the period, oldest first, fetched in batches (PostgreSQL streams with a fetch size only inside a
     * transaction, which the caller holds).
     */
    void forEach(String accountId, ReportQuery query, Consumer<Row> consumer) {
        try (var rows = statement(accountId, query, null, "ORDER BY created_at, id").withFetchSize(500)
                .query(this::map).stream()) {
            rows.forEach(consumer);
        }
    }

    /**
     * Every row of the period for the summary figures, without the sealed external id (null in the rows): the
     * figures need no personal data, so nothing is decrypted.
     */
    void forEachFigure(String accountId, ReportQuery query, Consumer<Row> consumer) {
        try (var rows = statement(FIGURE_COLUMNS, accountId, query, null, "ORDER BY created_at, id")
                .withFetchSize(1000).query(this::map).stream()) {
            rows.forEach(consumer);
        }
    }

    /** KYCAID's paging: oldest first, {@code count} rows after skipping {@code offset}. */
    List<Row> window(String accountId, ReportQuery query) {
        return statement(accountId, query, null, "ORDER BY created_at, id OFFSET :offset ROWS FETCH NEXT :rows ROWS ONLY")
                .param("offset", query.window().offset()).param("rows", query.window().count())
                .query(this::map).list();
    }

    /** Newest first, {@code limit + 1} rows after the cursor. */
    List<Row> page(String accountId, ReportQuery query) {
        PageRequest.Position after = query.page().after();
        String cursor = after == null ? null : "AND (created_at < :at OR (created_at = :at AND id < :after))";
        JdbcClient.StatementSpec statement = statement(accountId, query, cursor,
                "ORDER BY created_at DESC, id DESC FETCH FIRST :rows ROWS ONLY")
                .param("rows", query.page().limit() + 1);
        if (after != null) {
            statement = statement.param("at", Timestamps.sql(after.at())).param("after", after.id());
        }
        return statement.query(this::map).list();
    }

    private static final String COLUMNS = "id, account_id, applicant_id, external_applicant_id, form_id, status,"
            + " verified, types, country_code, decline_reasons, risk_score, created_at, completed_at";
    private static final String FIGURE_COLUMNS = COLUMNS.replace("external_applicant_id",
            "NULL AS external_applicant_id");

    private JdbcClient.StatementSpec statement(String accountId, ReportQuery query, String extra, String order) {
        return statement(COLUMNS, accountId, query, extra, order);
    }

    private JdbcClient.StatementSpec statement(String columns, String accountId, ReportQuery query, String extra,
                                               String order) {
        StringBuilder sql = new StringBuilder("SELECT " + columns + " FROM verification"
                + " WHERE account_id = :account AND created_at >= :from AND created_at < :until");
        if (query.status() != null) {
            sql.append(" AND status = :status");
        }
        if (query.verified() != null) {
            sql.append(" AND verified = :verified");
        }
        if (query.formId() != null) {
            sql.append(" AND form_id = :form");
        }
        if (extra != null) {
            sql.append(' ').append(extra);
        }
        sql.append(' ').append(order);
        JdbcClient.StatementSpec statement = jdbc.sql(sql.toString())
                .param("account", accountId)
                .param("from", OffsetDateTime.of(query.from().atStartOfDay(), ZoneOffset.UTC))
                .param("until", OffsetDateTime.of(query.to().plusDays(1).atStartOfDay(), ZoneOffset.UTC));
        if (query.status() != null) {
            statement = statement.param("status", query.status().name());
        }
        if (query.verified() != null) {
            statement = statement.param("verified", query.verified());
        }
        if (query.formId() != null) {
            statement = statement.param("form", query.formId());
        }
        return statement;
    }

    private Row map(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        int risk = rs.getInt("risk_score");
        Integer riskScore = rs.wasNull() ? null : risk;
        return new Row(rs.getString("id"), rs.getString("applicant_id"),
                vault.open(rs.getString("account_id"), rs.getString("external_applicant_id")),
                rs.getString("form_id"), VerificationStatus.valueOf(rs.getString("status")),
                rs.getObject("verified", Boolean.class), VerificationRepository.split(rs.getString("types")),
                rs.getString("country_code"), VerificationRepository.split(rs.getString("decline_reasons")),
                riskScore, Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("completed_at", OffsetDateTime.class)));
    }
}
