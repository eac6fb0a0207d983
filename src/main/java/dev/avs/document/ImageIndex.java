package dev.avs.document;

import dev.avs.reference.DocumentType;
import dev.avs.vault.Vault;
import dev.avs.persistence.Timestamps;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
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

    static final int SEGMENTS = 4;
    static final int SEGMENT_BITS = 16;
    /**
     * The largest Hamming distance whose pairs the candidate look-up is certain to return: two bits in every
     * segment is one too many. Policies may not ask for more (the policy's {@code MAX_PHASH_DISTANCE}).
     */
    static final int MAX_FINDABLE_DISTANCE = 2 * SEGMENTS - 1;

    private static final TypeReference<List<EditorTrace>> TRACES = new TypeReference<>() {
    };

    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final Vault vault;

    ImageIndex(JdbcClient jdbc, JsonMapper json, Vault vault) {
        this.vault = vault;
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

    /** The stored analysis of a content, else {@code analyse}'s result, stored first. */
    AnalysedImage analysed(String sha256, Supplier<AnalysedImage> analyse, Instant now) {
        return analysis(sha256).orElseGet(() -> {
            AnalysedImage image = analyse.get();
            saveAnalysis(sha256, image, now);
            return image;
        });
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
                        phash, segment_0, segment_1, segment_2, segment_3)
                    VALUES (:account, :applicant, :verification, :document, :file, :sha, :phash, :s0, :s1, :s2, :s3)""")
                    .param("account", accountId).param("applicant", applicantId).param("verification", verificationId)
                    .param("document", documentId).param("file", fileId).param("sha", sha256).param("phash", phash);
            for (int segment = 0; segment < SEGMENTS; segment++) {
                insert = insert.param("s" + segment, phash == null ? null : segment(phash, segment));
            }
            insert.update();
        } catch (DuplicateKeyException repeatedRun) {
            // the same verification ran again after a crash: the image is already recorded
        }
    }

    /**
     * Images on other applicants with the same bytes, or a perceptual hash that may be within
     * {@value #MAX_FINDABLE_DISTANCE} bits: hashes that close agree in at least one 16-bit segment but for at most
     * one bit (four segments with two or more differing bits each would differ in eight), so each segment is looked
     * up as itself and its 16 one-bit neighbours. One indexed look-up per column, joined with UNION ALL: an OR
     * across the columns would let a database scan the table. A 16-bit value matches 1 in 65,536 unrelated images,
     * so the 68 probes return about one candidate per thousand images on file, where the 8-bit bands of V12
     * returned one in 32.
     */
    List<Seen> candidates(String accountId, String applicantId, String sha256, Long phash) {
        String select = "SELECT applicant_id, document_id, file_id, sha256, phash FROM verified_image"
                + " WHERE account_id = :account AND applicant_id <> :applicant AND ";
        StringBuilder sql = new StringBuilder(select).append("sha256 = :sha");
        for (int segment = 0; phash != null && segment < SEGMENTS; segment++) {
            sql.append(" UNION ALL ").append(select).append("segment_").append(segment).append(" IN (:s").append(segment)
                    .append(")");
        }
        JdbcClient.StatementSpec query = jdbc.sql(sql.toString())
                .param("account", accountId).param("applicant", applicantId).param("sha", sha256);
        for (int segment = 0; phash != null && segment < SEGMENTS; segment++) {
            query = query.param("s" + segment, probes(phash, segment));
        }
        return query.query((rs, n) -> {
            long hash = rs.getLong("phash");
            return new Seen(rs.getString("applicant_id"), rs.getString("document_id"), rs.getString("file_id"),
                    rs.getString("sha256"), rs.wasNull() ? null : hash);
        }).list().stream().distinct().toList();
    }

    /** Other applicants of the account with a document of this type, country and number. */
    List<String> applicantsWithDocument(String accountId, String applicantId, DocumentType type, String country,
                                        String number) {
        return jdbc.sql("""
                SELECT DISTINCT applicant_id FROM document
                WHERE account_id = :account AND applicant_id <> :applicant AND number_key = :number
                  AND type = :type AND issuing_country = :country""")
                .param("account", accountId).param("applicant", applicantId)
                // numbers are sealed: compared through their keyed hash (upper case, as DocumentRepository makes it)
                .param("number", vault.index(accountId, number.toUpperCase(java.util.Locale.ROOT)))
                .param("type", type.name()).param("country", country)
                .query(String.class).list();
    }

    static int segment(long phash, int segment) {
        return (int) (phash >>> (SEGMENT_BITS * segment)) & 0xffff;
    }

    /** The segment's value and every value one bit away from it. */
    static List<Integer> probes(long phash, int segment) {
        int value = segment(phash, segment);
        List<Integer> probes = new ArrayList<>(SEGMENT_BITS + 1);
        probes.add(value);
        for (int bit = 0; bit < SEGMENT_BITS; bit++) {
            probes.add(value ^ 1 << bit);
        }
        return probes;
    }
}
