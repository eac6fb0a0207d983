package dev.avs.address;

import dev.avs.vault.Vault;
import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Columns;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Addresses. {@code current_key} is {@code <owner id>:<type>} exactly while an address is current, so its unique
 * constraint holds the one-current-address-per-type rule; a write that breaks it throws
 * {@link org.springframework.dao.DuplicateKeyException}.
 */
@Repository
class AddressRepository {

    private static final String CURRENT = "superseded_by IS NULL AND removed_at IS NULL";

    /** The columns that hold personal data: sealed at rest. */
    static final java.util.Set<String> SEALED = java.util.Set.of("state_or_province", "city", "district",
            "street_name", "postal_code", "building_number", "unit_number", "full_address", "region", "address");

    private final JdbcClient jdbc;
    private final Vault vault;

    AddressRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    static String currentKey(String ownerId, String type) {
        return ownerId + ":" + type;
    }

    void insert(Map<String, Object> columns) {
        Columns.insert(jdbc, "address", vault.sealColumns((String) columns.get("account_id"), columns, SEALED));
    }

    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "address", id, accountId, vault.sealColumns(accountId, columns, SEALED));
    }

    /** Takes the address out of current data because {@code copyId} replaced it. */
    void supersede(String accountId, String id, String copyId) {
        AccountRows.supersede(jdbc, "address", accountId, id, copyId);
    }

    void delete(String accountId, String id) {
        AccountRows.delete(jdbc, "address", accountId, id);
    }

    /** Any address of the account, current or not. */
    Optional<Address> find(String accountId, String id) {
        return AccountRows.find(jdbc, "address", accountId, id, this::map);
    }

    /** Reads the address and locks its row, so that two concurrent updates of a pinned address make one copy. */
    Optional<Address> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "address", accountId, id, this::map);
    }

    /** The current addresses of the applicant and of its affiliated persons, oldest first. */
    List<Address> listCurrent(String accountId, String applicantId) {
        return jdbc.sql("SELECT * FROM address WHERE account_id = :account AND applicant_id = :applicant AND "
                        + CURRENT + " ORDER BY created_at, id")
                .param("account", accountId).param("applicant", applicantId)
                .query(this::map)
                .list();
    }

    int pin(String accountId, Collection<String> ids) {
        return AccountRows.pin(jdbc, "address", accountId, ids);
    }

    void deleteUnpinnedOfPerson(String accountId, String personId) {
        AccountRows.deleteUnpinnedOfPerson(jdbc, "address", accountId, personId);
    }

    void removePinnedOfPerson(String accountId, String personId, Instant now) {
        AccountRows.removePinnedOfPerson(jdbc, "address", accountId, personId, now);
    }

    private Address map(ResultSet rs, int row) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        return new Address(
                rs.getString("id"), rs.getString("applicant_id"), rs.getString("affiliated_person_id"),
                rs.getString("type"), rs.getString("country"), open.text(rs, "state_or_province"),
                open.text(rs, "city"), open.text(rs, "district"), open.text(rs, "street_name"),
                open.text(rs, "postal_code"), open.text(rs, "building_number"), open.text(rs, "unit_number"),
                open.text(rs, "full_address"), open.text(rs, "region"), open.text(rs, "address"),
                rs.getBoolean("pinned"), rs.getString("superseded_by"),
                Timestamps.fromSql(rs.getObject("removed_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }
}
