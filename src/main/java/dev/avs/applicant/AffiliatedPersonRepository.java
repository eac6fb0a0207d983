package dev.avs.applicant;

import dev.avs.web.AccountRows;
import dev.avs.web.Columns;
import dev.avs.web.Timestamps;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Affiliated persons; a removed person that a verification pinned stays as a row marked removed. */
@Repository
class AffiliatedPersonRepository {

    private final JdbcClient jdbc;

    AffiliatedPersonRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(Map<String, Object> columns) {
        Columns.insert(jdbc, "affiliated_person", columns);
    }

    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "affiliated_person", id, accountId, columns);
    }

    Optional<AffiliatedPerson> find(String accountId, String id) {
        return jdbc.sql("SELECT * FROM affiliated_person WHERE id = :id AND account_id = :account AND removed_at IS NULL")
                .param("id", id).param("account", accountId)
                .query(AffiliatedPersonRepository::map)
                .optional();
    }

    /** The applicant's current persons, oldest first. */
    List<AffiliatedPerson> listCurrent(String accountId, String applicantId) {
        return jdbc.sql("""
                SELECT * FROM affiliated_person
                WHERE account_id = :account AND applicant_id = :applicant AND removed_at IS NULL
                ORDER BY created_at, id""")
                .param("account", accountId).param("applicant", applicantId)
                .query(AffiliatedPersonRepository::map)
                .list();
    }

    /** Marks the applicant's current persons as used by a verification: removing one then keeps its row. */
    void pinCurrent(String accountId, String applicantId) {
        jdbc.sql("""
                UPDATE affiliated_person SET pinned = TRUE
                WHERE account_id = :account AND applicant_id = :applicant AND removed_at IS NULL AND pinned = FALSE""")
                .param("account", accountId).param("applicant", applicantId)
                .update();
    }

    void delete(String accountId, String id) {
        AccountRows.delete(jdbc, "affiliated_person", accountId, id);
    }

    void markRemoved(String accountId, String id, Instant now) {
        jdbc.sql("UPDATE affiliated_person SET removed_at = :now WHERE id = :id AND account_id = :account")
                .param("now", Timestamps.sql(now)).param("id", id).param("account", accountId)
                .update();
    }

    private static AffiliatedPerson map(ResultSet rs, int row) throws SQLException {
        return new AffiliatedPerson(
                rs.getString("id"), rs.getString("account_id"), rs.getString("applicant_id"), rs.getString("type"),
                rs.getString("first_name"), rs.getString("middle_name"), rs.getString("last_name"),
                rs.getString("title"), stripped(rs.getBigDecimal("share")), rs.getObject("dob", LocalDate.class),
                rs.getString("nationality"), rs.getString("residence_country"), rs.getString("email"),
                rs.getString("phone"), rs.getBoolean("pinned"),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    private static BigDecimal stripped(BigDecimal value) {
        return value == null ? null : value.stripTrailingZeros();
    }
}
