package dev.avs.document;

import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Columns;
import dev.avs.persistence.Timestamps;
import dev.avs.reference.CardNumbers;
import dev.avs.reference.DocumentType;
import dev.avs.vault.Vault;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Documents. {@code current_key} is {@code <applicant id>:<type>} exactly while a document of a type that is
 * {@linkplain DocumentType#onePerApplicant() one per applicant} (a credit card) is current (null for every other
 * row), so its unique constraint holds the rule. The type is stored as its name.
 */
@Repository
class DocumentRepository {

    private static final String CURRENT = "superseded_by IS NULL AND removed_at IS NULL";

    /** The columns that hold personal data: sealed at rest. */
    static final java.util.Set<String> SEALED = java.util.Set.of("document_number", "additional_number", "mrz",
            "card_number", "account_number");

    private final JdbcClient jdbc;
    private final Vault vault;

    DocumentRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /** The unique key a current document of this type holds, or null when the type has no such rule. */
    static String currentKey(String applicantId, DocumentType type) {
        return type.onePerApplicant() ? applicantId + ":" + type.name() : null;
    }

    void insert(Map<String, Object> columns) {
        Columns.insert(jdbc, "document", sealed((String) columns.get("account_id"), columns));
    }

    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "document", id, accountId, sealed(accountId, columns));
    }

    /**
     * The columns as stored: the type by its name, the personal columns sealed; the number is found through its
     * keyed hash (upper case).
     */
    private Map<String, Object> sealed(String accountId, Map<String, Object> columns) {
        Map<String, Object> plain = new java.util.LinkedHashMap<>(columns);
        plain.computeIfPresent("type", (column, type) -> ((DocumentType) type).name());
        if (plain.containsKey("document_number")) {
            plain.put("number_key", numberKey(accountId, (String) plain.get("document_number")));
        }
        return vault.sealColumns(accountId, plain, SEALED);
    }

    private String numberKey(String accountId, String number) {
        return number == null ? null : vault.index(accountId, number.toUpperCase(java.util.Locale.ROOT));
    }

    void supersede(String accountId, String id, String copyId) {
        AccountRows.supersede(jdbc, "document", accountId, id, copyId);
    }

    void delete(String accountId, String id) {
        AccountRows.delete(jdbc, "document", accountId, id);
    }

    Optional<Document> find(String accountId, String id) {
        return AccountRows.find(jdbc, "document", accountId, id, this::map);
    }

    Optional<Document> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "document", accountId, id, this::map);
    }

    List<Document> findAll(String accountId, Collection<String> ids) {
        return jdbc.sql("SELECT * FROM document WHERE account_id = :account AND id IN (:ids)")
                .param("account", accountId).param("ids", ids)
                .query(this::map)
                .list();
    }

    /** The current documents of the applicant, its affiliated persons' included, oldest first. */
    List<Document> listCurrent(String accountId, String applicantId) {
        return jdbc.sql("SELECT * FROM document WHERE account_id = :account AND applicant_id = :applicant AND "
                        + CURRENT + " ORDER BY created_at, id")
                .param("account", accountId).param("applicant", applicantId)
                .query(this::map)
                .list();
    }

    /** A page of the applicant's current documents (its own and its affiliated persons'), newest first. */
    List<Document> pageCurrent(String accountId, String applicantId, java.time.Instant beforeAt, String beforeId,
                               int limit) {
        return jdbc.sql("SELECT * FROM document WHERE account_id = :account AND applicant_id = :applicant AND "
                        + CURRENT + (beforeAt == null ? "" : " AND (created_at < :at OR (created_at = :at AND id < :id))")
                        + " ORDER BY created_at DESC, id DESC LIMIT :limit")
                .param("account", accountId).param("applicant", applicantId)
                .param("at", beforeAt == null ? null : Timestamps.sql(beforeAt))
                .param("id", beforeId).param("limit", limit)
                .query(this::map)
                .list();
    }

    /** The current documents that show the file on any side, locked for the update that follows. */
    List<Document> lockCurrentShowing(String accountId, String fileId) {
        return showing(accountId, fileId, " FOR UPDATE");
    }

    /** The current documents that show the file on any side. */
    List<Document> currentShowing(String accountId, String fileId) {
        return showing(accountId, fileId, "");
    }

    private List<Document> showing(String accountId, String fileId, String lock) {
        return jdbc.sql("SELECT * FROM document WHERE account_id = :account AND " + CURRENT + " AND (front_side_id = :file"
                        + " OR back_side_id = :file OR other_side_1_id = :file OR other_side_2_id = :file"
                        + " OR other_side_3_id = :file) ORDER BY created_at, id" + lock)
                .param("account", accountId).param("file", fileId)
                .query(this::map)
                .list();
    }

    int pin(String accountId, Collection<String> ids) {
        return AccountRows.pin(jdbc, "document", accountId, ids);
    }

    void deleteUnpinnedOfPerson(String accountId, String personId) {
        AccountRows.deleteUnpinnedOfPerson(jdbc, "document", accountId, personId);
    }

    void removePinnedOfPerson(String accountId, String personId, Instant now) {
        AccountRows.removePinnedOfPerson(jdbc, "document", accountId, personId, now);
    }

    private Document map(ResultSet rs, int row) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        DocumentType type = DocumentType.valueOf(rs.getString("type"));
        String number = open.text(rs, "document_number");
        return new Document(
                rs.getString("id"), rs.getString("applicant_id"), rs.getString("affiliated_person_id"), type,
                // a card's number saved whole before it was masked on the way in is never shown whole either
                type == DocumentType.CREDIT_CARD ? CardNumbers.maskedNumber(number) : number,
                open.text(rs, "additional_number"),
                rs.getString("issuing_country"), rs.getString("issuing_authority"),
                rs.getObject("issue_date", LocalDate.class), rs.getObject("expiry_date", LocalDate.class),
                open.text(rs, "mrz"), rs.getString("front_side_id"), rs.getString("back_side_id"),
                rs.getString("other_side_1_id"), rs.getString("other_side_2_id"), rs.getString("other_side_3_id"),
                open.text(rs, "card_number"), open.text(rs, "account_number"),
                rs.getBoolean("pinned"), rs.getString("superseded_by"),
                Timestamps.fromSql(rs.getObject("removed_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    /** The applicants with a current document of this number (case-insensitive), found by its keyed hash. */
    List<String> applicantsWithNumber(String accountId, String number, int limit) {
        return jdbc.sql("SELECT DISTINCT applicant_id FROM document WHERE account_id = :account"
                        + " AND number_key = :number AND " + CURRENT + " LIMIT :limit")
                .param("account", accountId).param("number", numberKey(accountId, number))
                .param("limit", limit).query(String.class).list();
    }
}
