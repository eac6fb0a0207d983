package dev.avs.reading;

import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.time.Instant;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Readings stored as a status and a text (a barcode's, a front's words), by content hash and model id, in the
 * tables {@code barcode_reading} and {@code front_reading}: not tenant data (a content shows the same in any
 * account), so the text (names, birth date, address, number) is sealed with the installation's keys.
 */
@Repository
class SealedReadingRepository {

    /** A stored reading: its status and its text (null when nothing was read). */
    record Stored(String status, String text) {
    }

    /** The tables of this shape: a name from here is all that goes into the SQL. */
    enum Table {
        BARCODE("barcode_reading"), FRONT("front_reading");

        private final String name;

        Table(String name) {
            this.name = name;
        }
    }

    private final JdbcClient jdbc;
    private final Vault vault;

    SealedReadingRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    Optional<Stored> find(Table table, String sha256, String modelId) {
        return jdbc.sql("SELECT status, payload FROM " + table.name + " WHERE sha256 = :sha AND model_id = :model")
                .param("sha", sha256).param("model", modelId)
                .query((rs, n) -> new Stored(rs.getString("status"),
                        vault.open(Vault.INSTALLATION, rs.getString("payload"))))
                .optional();
    }

    /** Stores the reading unless another node stored one first (it is the same). */
    void insert(Table table, String sha256, String modelId, Stored reading, Instant now) {
        try {
            jdbc.sql("INSERT INTO " + table.name + " (sha256, model_id, status, payload, read_at)"
                            + " VALUES (:sha, :model, :status, :payload, :at)")
                    .param("sha", sha256).param("model", modelId).param("status", reading.status())
                    .param("payload", vault.seal(Vault.INSTALLATION, reading.text()))
                    .param("at", Timestamps.sql(now))
                    .update();
        } catch (DuplicateKeyException readMeanwhile) {
            // another node or thread read the same content with the same model
        }
    }
}
