package dev.avs.file;

import dev.avs.vault.SealedFiles;
import dev.avs.vault.Vault;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * File contents as the storage holds them: encrypted with the account's file key (Tink streaming AEAD) under a
 * keyed hash of the content's sha256, so that neither the bytes nor the name say anything of the photo, and the
 * same content uploaded twice by one account is stored once. A row with no {@code content_key} predates
 * encryption: its content is in clear under the sha256 itself, until the re-encryption job moves it.
 */
@Component
class SealedContents implements SealedFiles {

    private final FileStorage storage;
    private final Vault vault;
    private final JdbcClient jdbc;

    SealedContents(FileStorage storage, Vault vault, JdbcClient jdbc) {
        this.storage = storage;
        this.vault = vault;
        this.jdbc = jdbc;
    }

    /** The storage name of an account's content. */
    String name(String accountId, String sha256) {
        return vault.index(accountId, "file:" + sha256);
    }

    /** Encrypts the content into storage (through a temporary file, for its length); returns the key id used. */
    long write(String accountId, String sha256, InputStream plain) {
        long keyId = vault.fileKeyId(accountId);
        Path temp = null;
        try {
            temp = java.nio.file.Files.createTempFile("avs-sealed-", ".bin");
            try (OutputStream out = vault.encrypting(accountId, java.nio.file.Files.newOutputStream(temp))) {
                plain.transferTo(out);
            }
            try (InputStream sealed = java.nio.file.Files.newInputStream(temp)) {
                storage.replace(name(accountId, sha256), java.nio.file.Files.size(temp), sealed);
            }
            return keyId;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not encrypt a file content", e);
        } finally {
            if (temp != null) {
                try {
                    java.nio.file.Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // a temporary file of ciphertext only
                }
            }
        }
    }

    /** The plain content of a stored file; the caller closes the stream. */
    InputStream open(String accountId, FileMetadata file) {
        if (file.contentKey() == null) {
            return storage.open(file.sha256());
        }
        return vault.decrypting(accountId, file.contentKey(), storage.open(name(accountId, file.sha256())));
    }

    byte[] read(String accountId, FileMetadata file) {
        try (InputStream in = open(accountId, file)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Deletes the account's content if no file row of the account names it any more (and a clear legacy content
     * if no row of any account does). Returns whether it went.
     */
    boolean deleteIfUnused(String accountId, String sha256) {
        boolean deleted = false;
        if (count("account_id = :account AND sha256 = :sha AND content_key IS NOT NULL", accountId, sha256) == 0) {
            storage.delete(name(accountId, sha256));
            deleted = true;
        }
        if (count("sha256 = :sha AND content_key IS NULL", accountId, sha256) == 0 && storage.exists(sha256)) {
            storage.delete(sha256);
            deleted = true;
        }
        return deleted;
    }

    private long count(String where, String accountId, String sha256) {
        return jdbc.sql("SELECT COUNT(*) FROM stored_file WHERE " + where)
                .param("account", accountId).param("sha", sha256)
                .query(Long.class).single();
    }

    @Override
    public int reencrypt(String accountId, int limit) {
        long current = vault.fileKeyId(accountId);
        List<FileRow> stale = jdbc.sql("""
                SELECT DISTINCT sha256, content_key FROM stored_file
                WHERE account_id = :account AND (content_key IS NULL OR content_key <> :current)
                ORDER BY sha256 LIMIT :limit""")
                .param("account", accountId).param("current", current).param("limit", limit)
                .query((rs, n) -> new FileRow(rs.getString("sha256"), rs.getObject("content_key", Long.class)))
                .list();
        for (FileRow row : stale) {
            FileMetadata probe = new FileMetadata(null, null, null, 0, row.sha256(), null, null, false, null, null,
                    null, row.contentKey());
            long keyId;
            try (InputStream plain = open(accountId, probe)) {
                keyId = write(accountId, row.sha256(), plain);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            jdbc.sql("""
                    UPDATE stored_file SET content_key = :key WHERE account_id = :account AND sha256 = :sha
                    AND (content_key IS NULL OR content_key <> :key)""")
                    .param("key", keyId).param("account", accountId).param("sha", row.sha256())
                    .update();
            if (row.contentKey() == null) {
                deleteIfUnused(accountId, row.sha256());
            }
        }
        return stale.size();
    }

    private record FileRow(String sha256, Long contentKey) {
    }
}
