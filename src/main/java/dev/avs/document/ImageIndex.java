package dev.avs.document;

import dev.avs.web.Timestamps;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Stored image analyses (by content) and the images verifications have seen (for duplicates). */
@Repository
class ImageIndex {

    /** An image another applicant's verification saw. */
    record Seen(String applicantId, String documentId, String fileId, String sha256, Long phash) {
    }

    private static final TypeReference<List<EditorTrace>> TRACES = new TypeReference<>() {
    };

    private final JdbcClient jdbc;
    private final JsonMapper json;

    ImageIndex(JdbcClient jdbc, JsonMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    Optional<AnalysedImage> analysis(String sha256) {
        return jdbc.sql("SELECT * FROM image_analysis WHERE sha256 = :sha").param("sha", sha256)
                .query((rs, n) -> {
                    int width = rs.getInt("width");
                    Integer w = rs.wasNull() ? null : width;
                    int height = rs.getInt("height");
                    Integer h = rs.wasNull() ? null : height;
                    double sharpness = rs.getDouble("sharpness");
                    Double s = rs.wasNull() ? null : sharpness;
                    long phash = rs.getLong("phash");
                    Long p = rs.wasNull() ? null : phash;
                    return new AnalysedImage(rs.getBoolean("decodable"), rs.getBoolean("pdf"), w, h, s, p,
                            json.readValue(rs.getString("editor_traces"), TRACES));
                })
                .optional();
    }

    void saveAnalysis(String sha256, AnalysedImage image, Instant now) {
        try {
            jdbc.sql("""
                    INSERT INTO image_analysis (sha256, decodable, pdf, width, height, sharpness, phash,
                                                editor_traces, analysed_at)
                    VALUES (:sha, :decodable, :pdf, :width, :height, :sharpness, :phash, :traces, :now)""")
                    .param("sha", sha256).param("decodable", image.decodable()).param("pdf", image.pdf())
                    .param("width", image.width()).param("height", image.height())
                    .param("sharpness", image.sharpness()).param("phash", image.perceptualHash())
                    .param("traces", json.writeValueAsString(image.editorTraces()))
                    .param("now", Timestamps.sql(now))
                    .update();
        } catch (DuplicateKeyException analysedMeanwhile) {
            // another run analysed the same bytes first; the result is the same
        }
    }

    void recordSeen(String accountId, String applicantId, String verificationId, String documentId, String fileId,
                    String sha256, Long phash) {
        try {
            JdbcClient.StatementSpec insert = jdbc.sql("""
                    INSERT INTO verified_image (account_id, applicant_id, verification_id, document_id, file_id, sha256,
                        phash, band_0, band_1, band_2, band_3, band_4, band_5, band_6, band_7)
                    VALUES (:account, :applicant, :verification, :document, :file, :sha, :phash,
                        :b0, :b1, :b2, :b3, :b4, :b5, :b6, :b7)""")
                    .param("account", accountId).param("applicant", applicantId).param("verification", verificationId)
                    .param("document", documentId).param("file", fileId).param("sha", sha256).param("phash", phash);
            for (int band = 0; band < 8; band++) {
                insert = insert.param("b" + band, phash == null ? null : band(phash, band));
            }
            insert.update();
        } catch (DuplicateKeyException repeatedRun) {
            // the same verification ran again after a crash: the image is already recorded
        }
    }

    /**
     * Images on other applicants with the same bytes or a perceptual hash sharing a byte (candidates). One indexed
     * look-up per column, joined with UNION ALL: an OR across the columns would let a database scan the table.
     */
    List<Seen> candidates(String accountId, String applicantId, String sha256, Long phash) {
        String select = "SELECT applicant_id, document_id, file_id, sha256, phash FROM verified_image"
                + " WHERE account_id = :account AND applicant_id <> :applicant AND ";
        StringBuilder sql = new StringBuilder(select).append("sha256 = :sha");
        for (int band = 0; phash != null && band < 8; band++) {
            sql.append(" UNION ALL ").append(select).append("band_").append(band).append(" = :b").append(band);
        }
        JdbcClient.StatementSpec query = jdbc.sql(sql.toString())
                .param("account", accountId).param("applicant", applicantId).param("sha", sha256);
        for (int band = 0; phash != null && band < 8; band++) {
            query = query.param("b" + band, band(phash, band));
        }
        return query.query((rs, n) -> {
            long hash = rs.getLong("phash");
            return new Seen(rs.getString("applicant_id"), rs.getString("document_id"), rs.getString("file_id"),
                    rs.getString("sha256"), rs.wasNull() ? null : hash);
        }).list().stream().distinct().toList();
    }

    /** Other applicants of the account with a document of this type, country and number. */
    List<String> applicantsWithDocument(String accountId, String applicantId, String type, String country,
                                        String number) {
        return jdbc.sql("""
                SELECT DISTINCT applicant_id FROM document
                WHERE account_id = :account AND applicant_id <> :applicant AND document_number = :number
                  AND type = :type AND issuing_country = :country""")
                .param("account", accountId).param("applicant", applicantId).param("number", number)
                .param("type", type).param("country", country)
                .query(String.class).list();
    }

    static short band(long phash, int band) {
        return (short) ((phash >>> (8 * band)) & 0xff);
    }
}
