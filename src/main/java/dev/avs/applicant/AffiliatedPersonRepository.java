package dev.avs.applicant;

import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Columns;
import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Affiliated persons; a removed person that a verification pinned stays as a row marked removed. */
@Repository
class AffiliatedPersonRepository {

    /** The columns that hold personal data: sealed at rest. */
    static final java.util.Set<String> SEALED = java.util.Set.of("first_name", "middle_name", "last_name", "dob",
            "email", "phone");

    private final JdbcClient jdbc;
    private final Vault vault;

    AffiliatedPersonRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    void insert(Map<String, Object> columns) {
        Columns.insert(jdbc, "affiliated_person",
                vault.sealColumns((String) columns.get("account_id"), columns, SEALED));
    }

    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "affiliated_person", id, accountId, vault.sealColumns(accountId, columns, SEALED));
    }

    Optional<AffiliatedPerson> find(String accountId, String id) {
        return jdbc.sql("SELECT * FROM affiliated_person WHERE id = :id AND account_id = :account AND removed_at IS NULL")
                .param("id", id).param("account", accountId)
                .query(this::map)
                .optional();
    }

    /** The applicant's current persons, oldest first. */
    List<AffiliatedPerson> listCurrent(String accountId, String applicantId) {
        return jdbc.sql("""
                SELECT * FROM affiliated_person
                WHERE account_id = :account AND applicant_id = :applicant AND removed_at IS NULL
                ORDER BY created_at, id""")
                .param("account", accountId).param("applicant", applicantId)
                .query(this::map)
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

    /** Erasure: every person of the applicant, removed or not. */
    void deleteOfApplicant(String accountId, String applicantId) {
        jdbc.sql("DELETE FROM affiliated_person WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", accountId).param("applicant", applicantId)
                .update();
    }

    void markRemoved(String accountId, String id, Instant now) {
        jdbc.sql("UPDATE affiliated_person SET removed_at = :now WHERE id = :id AND account_id = :account")
                .param("now", Timestamps.sql(now)).param("id", id).param("account", accountId)
                .update();
    }

    private AffiliatedPerson map(ResultSet rs, int row) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        return new AffiliatedPerson(
                rs.getString("id"), rs.getString("account_id"), rs.getString("applicant_id"), rs.getString("type"),
                open.text(rs, "first_name"), open.text(rs, "middle_name"), open.text(rs, "last_name"),
                rs.getString("title"), stripped(rs.getBigDecimal("share")), open.date(rs, "dob"),
                rs.getString("nationality"), rs.getString("residence_country"), open.text(rs, "email"),
                open.text(rs, "phone"), rs.getBoolean("pinned"),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    private static BigDecimal stripped(BigDecimal value) {
        return value == null ? null : value.stripTrailingZeros();
    }
}
