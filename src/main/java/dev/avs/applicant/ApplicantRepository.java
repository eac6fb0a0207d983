package dev.avs.applicant;

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
        return jdbc.sql("SELECT * FROM applicant WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .query(ApplicantRepository::map)
                .optional();
    }

    /** Reads the applicant and locks its row until the transaction ends. */
    Optional<Applicant> lock(String accountId, String id) {
        return jdbc.sql("SELECT * FROM applicant WHERE id = :id AND account_id = :account FOR UPDATE")
                .param("id", id).param("account", accountId)
                .query(ApplicantRepository::map)
                .optional();
    }

    Optional<String> findIdByExternalId(String accountId, String externalId) {
        return jdbc.sql("SELECT id FROM applicant WHERE account_id = :account AND external_applicant_id = :external")
                .param("account", accountId).param("external", externalId)
                .query(String.class)
                .optional();
    }

    /** Other person applicants of the account born on that day: candidates for a duplicate. */
    List<Applicant> personsBornOn(String accountId, LocalDate dob, String exceptId) {
        return jdbc.sql("""
                SELECT * FROM applicant
                WHERE account_id = :account AND type = 'PERSON' AND dob = :dob AND id <> :except""")
                .param("account", accountId).param("dob", dob).param("except", exceptId)
                .query(ApplicantRepository::map)
                .list();
    }

    /** Other company applicants of the account registered in that country: candidates for a duplicate. */
    List<Applicant> companiesRegisteredIn(String accountId, String country, String exceptId) {
        return jdbc.sql("""
                SELECT * FROM applicant
                WHERE account_id = :account AND type = 'COMPANY' AND registration_country = :country AND id <> :except""")
                .param("account", accountId).param("country", country).param("except", exceptId)
                .query(ApplicantRepository::map)
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
                rs.getString("tax_number"), rs.getString("website"),
                rs.getString("email"), rs.getString("phone"), rs.getString("external_applicant_id"),
                Arrays.asList(rs.getString("custom_field_1"), rs.getString("custom_field_2"),
                        rs.getString("custom_field_3"), rs.getString("custom_field_4"), rs.getString("custom_field_5")),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }
}
