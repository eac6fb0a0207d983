package dev.avs.reading;

import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.time.Instant;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Barcode readings by content hash and model id: not tenant data (a content shows the same barcode in any
 * account), so the text (names, birth date, address, number) is sealed with the installation's keys.
 */
@Repository
class BarcodeReadingRepository {

    private final JdbcClient jdbc;
    private final Vault vault;

    BarcodeReadingRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    Optional<BarcodeReading> find(String sha256, String modelId) {
        return jdbc.sql("SELECT status, payload FROM barcode_reading WHERE sha256 = :sha AND model_id = :model")
                .param("sha", sha256).param("model", modelId)
                .query((rs, n) -> new BarcodeReading(rs.getString("status"),
                        vault.open(Vault.INSTALLATION, rs.getString("payload"))))
                .optional();
    }

    /** Stores the reading unless another node stored one first (it is the same). */
    void insert(String sha256, String modelId, BarcodeReading reading, Instant now) {
        try {
            jdbc.sql("""
                    INSERT INTO barcode_reading (sha256, model_id, status, payload, read_at)
                    VALUES (:sha, :model, :status, :payload, :at)""")
                    .param("sha", sha256).param("model", modelId).param("status", reading.status())
                    .param("payload", vault.seal(Vault.INSTALLATION, reading.text()))
                    .param("at", Timestamps.sql(now))
                    .update();
        } catch (DuplicateKeyException readMeanwhile) {
            // another node or thread read the same content with the same model
        }
    }
}
