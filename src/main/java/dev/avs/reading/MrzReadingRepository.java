package dev.avs.reading;

import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.time.Instant;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Readings by content hash and model id; not tenant data (a content shows the same MRZ in any account), so the MRZ
 * (names, document number, birth date) is sealed with the installation's keys.
 */
@Repository
class MrzReadingRepository {

    private final JdbcClient jdbc;
    private final Vault vault;

    MrzReadingRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    Optional<MrzReading> find(String sha256, String modelId) {
        return jdbc.sql("""
                        SELECT status, mrz, format, confidence, viz FROM mrz_reading
                        WHERE sha256 = :sha AND model_id = :model""")
                .param("sha", sha256).param("model", modelId)
                .query((rs, n) -> new MrzReading(rs.getString("status"),
                        vault.open(Vault.INSTALLATION, rs.getString("mrz")), rs.getString("format"),
                        rs.getDouble("confidence"), Viz.decode(vault.open(Vault.INSTALLATION, rs.getString("viz")))))
                .optional();
    }

    /**
     * The page's reading of a reading stored before its page was read ({@link Viz#PENDING}); such a reading was
     * sure of itself, so its page changes nothing else.
     */
    void pageRead(String sha256, String modelId, MrzReading reading) {
        jdbc.sql("UPDATE mrz_reading SET viz = :viz WHERE sha256 = :sha AND model_id = :model")
                .param("sha", sha256).param("model", modelId)
                .param("viz", reading.viz() == null ? null : vault.seal(Vault.INSTALLATION, reading.viz().encode()))
                .update();
    }

    /** Stores the reading unless another node stored one first (it is the same). */
    void insert(String sha256, String modelId, MrzReading reading, Instant now) {
        try {
            jdbc.sql("""
                    INSERT INTO mrz_reading (sha256, model_id, status, mrz, format, confidence, viz, read_at)
                    VALUES (:sha, :model, :status, :mrz, :format, :confidence, :viz, :at)""")
                    .param("sha", sha256).param("model", modelId).param("status", reading.status())
                    .param("mrz", vault.seal(Vault.INSTALLATION, reading.mrz())).param("format", reading.format())
                    .param("confidence", reading.confidence())
                    .param("viz", reading.viz() == null ? null : vault.seal(Vault.INSTALLATION, reading.viz().encode()))
                    .param("at", Timestamps.sql(now))
                    .update();
        } catch (DuplicateKeyException readMeanwhile) {
            // another node or thread read the same content with the same model
        }
    }
}
