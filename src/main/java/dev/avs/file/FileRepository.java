package dev.avs.file;

import dev.avs.vault.Vault;
import dev.avs.account.AccountId;
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

@Repository
class FileRepository {

    /** The content and metadata of one upload, as it is written to a row. */
    record Content(String fileName, String contentType, long size, String sha256, Integer width, Integer height,
                   long contentKey) {
    }

    private final JdbcClient jdbc;
    private final Vault vault;

    FileRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    void insert(String accountId, String id, Content content, Instant now) {
        Map<String, Object> columns = Columns.of("id", id, "account_id", accountId);
        columns.putAll(columns(accountId, content));
        columns.put("pinned", false);
        columns.put("created_at", Timestamps.sql(now));
        columns.put("updated_at", Timestamps.sql(now));
        Columns.insert(jdbc, "stored_file", columns);
    }

    void replaceContent(String accountId, String id, Content content, Instant now) {
        Map<String, Object> columns = columns(accountId, content);
        columns.put("updated_at", Timestamps.sql(now));
        Columns.update(jdbc, "stored_file", id, accountId, columns);
    }

    void markSuperseded(String accountId, String id, String supersededBy) {
        jdbc.sql("UPDATE stored_file SET superseded_by = :by WHERE id = :id AND account_id = :account")
                .param("by", supersededBy).param("id", id).param("account", accountId)
                .update();
    }

    Optional<FileMetadata> find(String accountId, String id) {
        return AccountRows.find(jdbc, "stored_file", accountId, id, this::map);
    }

    /** Reads the file and locks its row until the transaction ends, so that two PUTs cannot interleave. */
    Optional<FileMetadata> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "stored_file", accountId, id, this::map);
    }

    /**
     * The files, of any account, whose content is the same as this file's (itself included), oldest first, at most
     * {@code limit}; none when the file is not the account's.
     */
    List<Files.Holder> sameContent(String accountId, String id, int limit) {
        return jdbc.sql("SELECT same.account_id, same.id FROM stored_file same WHERE same.sha256 = (SELECT f.sha256"
                        + " FROM stored_file f WHERE f.id = :id AND f.account_id = :account)"
                        + " ORDER BY same.created_at, same.id LIMIT :limit")
                .param("id", id).param("account", accountId).param("limit", limit)
                .query((rs, row) -> new Files.Holder(new AccountId(rs.getString(1)), rs.getString(2)))
                .list();
    }

    int pin(String accountId, Collection<String> ids) {
        return AccountRows.pin(jdbc, "stored_file", accountId, ids);
    }

    /** The row's columns for the content; the file's name (it may name a person) is sealed. */
    private Map<String, Object> columns(String accountId, Content content) {
        return Columns.of("file_name", vault.seal(accountId, content.fileName()), "content_type",
                content.contentType(), "size_bytes", content.size(), "sha256", content.sha256(),
                "width", content.width(), "height", content.height(), "content_key", content.contentKey());
    }

    private FileMetadata map(ResultSet rs, int row) throws SQLException {
        return new FileMetadata(
                rs.getString("id"), vault.open(rs.getString("account_id"), rs.getString("file_name")),
                rs.getString("content_type"), rs.getLong("size_bytes"),
                rs.getString("sha256"), rs.getObject("width", Integer.class), rs.getObject("height", Integer.class),
                rs.getBoolean("pinned"), rs.getString("superseded_by"),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)),
                rs.getObject("content_key", Long.class));
    }
}
