package dev.avs.blocklist;

import dev.avs.persistence.Columns;
import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Blocklist entries as stored: personal values sealed, found by the keyed hash of their normalised value. */
@Repository
class BlocklistRepository {

    static final Set<String> SEALED = Set.of("name", "birth_date", "document_number", "email", "phone", "note");

    private static final String COLUMNS = "id, account_id, kind, name, birth_date, countries, document_type, "
            + "document_number, document_country, email, phone, note, created_by, created_at";

    private final JdbcClient jdbc;
    private final Vault vault;

    BlocklistRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /** The keyed hash of a normalised value, as {@code match_key} holds it. */
    String matchKey(String accountId, BlocklistKind kind, String value) {
        return vault.index(accountId, kind.path() + ":" + value);
    }

    void insert(String accountId, BlocklistEntry e) {
        Map<String, Object> columns = new LinkedHashMap<>();
        columns.put("id", e.entryId());
        columns.put("account_id", accountId);
        columns.put("kind", e.kind().path());
        columns.put("match_key", matchKey(accountId, e.kind(), e.kind().matchValue(e)));
        columns.put("name", e.name());
        columns.put("birth_date", e.dob() == null ? null : e.dob().toString());
        columns.put("countries", e.country());
        columns.put("document_type", e.documentType());
        columns.put("document_number", e.documentNumber());
        columns.put("document_country", e.issuingCountry());
        columns.put("email", e.email());
        columns.put("phone", e.phone());
        columns.put("note", e.note());
        columns.put("created_by", e.createdBy());
        columns.put("created_at", Timestamps.sql(e.createdAt()));
        Columns.insert(jdbc, "blocklist_entry", vault.sealColumns(accountId, columns, SEALED));
    }

    Optional<BlocklistEntry> find(String accountId, String id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM blocklist_entry WHERE account_id = :account AND id = :id")
                .param("account", accountId).param("id", id)
                .query((rs, n) -> entry(accountId, rs)).optional();
    }

    Optional<BlocklistEntry> findByKey(String accountId, BlocklistKind kind, String matchKey) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM blocklist_entry WHERE account_id = :account AND kind = :kind"
                        + " AND match_key = :key")
                .param("account", accountId).param("kind", kind.path()).param("key", matchKey)
                .query((rs, n) -> entry(accountId, rs)).optional();
    }

    /** A page of one kind, oldest first (a list to work through), after the given position. */
    List<BlocklistEntry> page(String accountId, BlocklistKind kind, Instant afterAt, String afterId, int limit) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM blocklist_entry WHERE account_id = :account AND kind = :kind"
                        + (afterAt == null ? "" : " AND (created_at > :at OR (created_at = :at AND id > :id))")
                        + " ORDER BY created_at, id LIMIT :limit")
                .param("account", accountId).param("kind", kind.path())
                .param("at", afterAt == null ? null : Timestamps.sql(afterAt)).param("id", afterId)
                .param("limit", limit)
                .query((rs, n) -> entry(accountId, rs)).list();
    }

    /** Every entry of the kinds, for screening (an account's list is small beside the public ones). */
    List<BlocklistEntry> all(String accountId, Collection<BlocklistKind> kinds) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM blocklist_entry WHERE account_id = :account AND kind IN (:kinds)"
                        + " ORDER BY created_at, id")
                .param("account", accountId).param("kinds", kinds.stream().map(BlocklistKind::path).toList())
                .query((rs, n) -> entry(accountId, rs)).list();
    }

    List<BlocklistEntry> byIds(String accountId, Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return jdbc.sql("SELECT " + COLUMNS + " FROM blocklist_entry WHERE account_id = :account AND id IN (:ids)")
                .param("account", accountId).param("ids", List.copyOf(ids))
                .query((rs, n) -> entry(accountId, rs)).list();
    }

    /** A version of the account's name lists that changes with every entry added or removed. */
    String version(String accountId, Collection<BlocklistKind> kinds) {
        return jdbc.sql("SELECT COUNT(*), MAX(created_at), MAX(id) FROM blocklist_entry WHERE account_id = :account"
                        + " AND kind IN (:kinds)")
                .param("account", accountId).param("kinds", kinds.stream().map(BlocklistKind::path).toList())
                .query((rs, n) -> rs.getLong(1) + "/" + rs.getString(2) + "/" + rs.getString(3)).single();
    }

    boolean delete(String accountId, String id) {
        return jdbc.sql("DELETE FROM blocklist_entry WHERE account_id = :account AND id = :id")
                .param("account", accountId).param("id", id).update() > 0;
    }

    private BlocklistEntry entry(String accountId, ResultSet rs) throws SQLException {
        Vault.Opener open = vault.opener(accountId);
        String dob = open.text(rs, "birth_date");
        return new BlocklistEntry(rs.getString("id"), BlocklistKind.of(rs.getString("kind")).orElseThrow(),
                open.text(rs, "name"), dob == null ? null : java.time.LocalDate.parse(dob), rs.getString("countries"),
                open.text(rs, "document_number"), rs.getString("document_country"), rs.getString("document_type"),
                open.text(rs, "email"), open.text(rs, "phone"), open.text(rs, "note"), rs.getString("created_by"),
                Timestamps.fromSql(rs.getObject("created_at", java.time.OffsetDateTime.class)));
    }
}
