package dev.avs.applicant;

import dev.avs.web.AccountRows;
import dev.avs.web.Columns;
import dev.avs.web.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class ApplicantRepository {

    private final JdbcClient jdbc;

    ApplicantRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(Map<String, Object> columns) {
        Columns.insert(jdbc, "applicant", columns);
    }

    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "applicant", id, accountId, columns);
    }

    void bumpViewVersion(String accountId, String id) {
        jdbc.sql("UPDATE applicant SET view_version = view_version + 1 WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .update();
    }

    /** The applicant's view version, if the applicant exists in the account. */
    Optional<Long> viewVersion(String accountId, String id) {
        return jdbc.sql("SELECT view_version FROM applicant WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .query(Long.class).optional();
    }

    Optional<Applicant> find(String accountId, String id) {
        return AccountRows.find(jdbc, "applicant", accountId, id, ApplicantRepository::map);
    }

    /** Reads the applicant and locks its row until the transaction ends. */
    Optional<Applicant> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "applicant", accountId, id, ApplicantRepository::map);
    }

    Optional<String> findIdByExternalId(String accountId, String externalId) {
        return jdbc.sql("SELECT id FROM applicant WHERE account_id = :account AND external_applicant_id = :external")
                .param("account", accountId).param("external", externalId)
                .query(String.class)
                .optional();
    }

    /** The other applicants of the account with the same duplicate key. */
    List<String> sharingDuplicateKey(String accountId, String key, String exceptId) {
        return jdbc.sql("""
                SELECT id FROM applicant WHERE account_id = :account AND duplicate_key = :key AND id <> :except
                ORDER BY created_at, id""")
                .param("account", accountId).param("key", key).param("except", exceptId)
                .query(String.class)
                .list();
    }

    private static Applicant map(ResultSet rs, int row) throws SQLException {
        return new Applicant(
                rs.getString("id"), rs.getString("account_id"), rs.getString("type"),
                rs.getString("first_name"), rs.getString("middle_name"), rs.getString("last_name"),
                rs.getObject("dob", LocalDate.class), rs.getString("gender"), rs.getString("nationality"),
                rs.getString("residence_country"), rs.getString("place_of_birth"), rs.getObject("pep", Boolean.class),
                rs.getString("telegram_username"), rs.getString("wallet_address"),
                rs.getString("company_name"), rs.getString("registration_country"), rs.getString("registration_number"),
                rs.getObject("incorporation_date", LocalDate.class), rs.getString("business_activity"),
                rs.getString("business_activity_id"),
                rs.getString("tax_number"), rs.getString("website"),
                rs.getString("email"), rs.getString("phone"), rs.getString("external_applicant_id"),
                Arrays.asList(rs.getString("custom_field_1"), rs.getString("custom_field_2"),
                        rs.getString("custom_field_3"), rs.getString("custom_field_4"), rs.getString("custom_field_5")),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    private static final String HIT_COLUMNS = "SELECT id, type, first_name, last_name, company_name,"
            + " external_applicant_id, email, created_at FROM applicant WHERE account_id = :account";

    /** A search hit: who the applicant is, enough to pick one from a list. */
    record Hit(String applicantId, String type, String name, String externalApplicantId, String email,
               java.time.Instant createdAt) {
    }

    /**
     * The account's applicants whose name contains the text (case-insensitive), or whose external id or email is
     * the text; newest first.
     */
    java.util.List<Hit> search(String accountId, String text, int limit) {
        String like = "%" + text.toLowerCase(java.util.Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%")
                .replace("_", "\\_") + "%";
        return jdbc.sql(HIT_COLUMNS + """
                 AND (
                  LOWER(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')) LIKE :like ESCAPE '\\'
                  OR LOWER(COALESCE(company_name, '')) LIKE :like ESCAPE '\\'
                  OR external_applicant_id = :text OR LOWER(email) = :lower)
                ORDER BY created_at DESC, id DESC LIMIT :limit""")
                .param("account", accountId).param("like", like).param("text", text)
                .param("lower", text.toLowerCase(java.util.Locale.ROOT)).param("limit", limit)
                .query(ApplicantRepository::hit)
                .list();
    }

    private static Hit hit(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        String name = rs.getString("company_name") != null ? rs.getString("company_name")
                : (java.util.Objects.toString(rs.getString("first_name"), "") + " "
                + java.util.Objects.toString(rs.getString("last_name"), "")).trim();
        return new Hit(rs.getString("id"), rs.getString("type"), name, rs.getString("external_applicant_id"),
                rs.getString("email"),
                dev.avs.web.Timestamps.fromSql(rs.getObject("created_at", java.time.OffsetDateTime.class)));
    }

    java.util.List<Hit> byIds(String accountId, java.util.Collection<String> ids) {
        if (ids.isEmpty()) {
            return java.util.List.of();
        }
        return jdbc.sql(HIT_COLUMNS + " AND id IN (:ids) ORDER BY created_at DESC, id DESC")
                .param("account", accountId).param("ids", ids)
                .query(ApplicantRepository::hit)
                .list();
    }
}
