package dev.avs.face;

import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Face analyses by content hash and model id; not tenant data (a content's faces are the same in any account), so
 * sealed with the installation's keys: an embedding is biometric data.
 */
@Repository
class FaceAnalysisRepository {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final Vault vault;

    FaceAnalysisRepository(JdbcClient jdbc, JsonMapper json, Vault vault) {
        this.jdbc = jdbc;
        this.json = json;
        this.vault = vault;
    }

    Optional<FaceAnalysis> find(String sha256, String modelId) {
        return jdbc.sql("SELECT analysis FROM face_analysis WHERE sha256 = :sha AND model_id = :model")
                .param("sha", sha256).param("model", modelId)
                .query(String.class).optional()
                .map(text -> decode(modelId, vault.open(Vault.INSTALLATION, text)));
    }

    /** Stores the analysis unless another node stored one first (it is the same). */
    void insert(String sha256, FaceAnalysis analysis, Instant now) {
        try {
            jdbc.sql("""
                    INSERT INTO face_analysis (sha256, model_id, analysis, analysed_at)
                    VALUES (:sha, :model, :analysis, :at)""")
                    .param("sha", sha256).param("model", analysis.modelId())
                    .param("analysis", vault.seal(Vault.INSTALLATION, encode(analysis)))
                    .param("at", Timestamps.sql(now))
                    .update();
        } catch (DuplicateKeyException analysedMeanwhile) {
            // another node or thread analysed the same content with the same models
        }
    }

    private String encode(FaceAnalysis analysis) {
        return json.writeValueAsString(Map.of("decodable", analysis.decodable(), "width", analysis.width(),
                "height", analysis.height(), "faces", analysis.faces().stream().map(f -> Map.of(
                        "box", List.of(f.x1(), f.y1(), f.x2(), f.y2()), "score", f.score(), "liveness", f.liveness(),
                        "chroma", f.chroma(), "embedding", floats(f.embedding()))).toList()));
    }

    @SuppressWarnings("unchecked")
    private FaceAnalysis decode(String modelId, String text) {
        Map<String, Object> stored = json.readValue(text, MAP);
        List<FaceAnalysis.Face> faces = ((List<Map<String, Object>>) stored.get("faces")).stream().map(f -> {
            List<Number> box = (List<Number>) f.get("box");
            return new FaceAnalysis.Face(box.get(0).doubleValue(), box.get(1).doubleValue(), box.get(2).doubleValue(),
                    box.get(3).doubleValue(), ((Number) f.get("score")).doubleValue(),
                    ((Number) f.get("liveness")).doubleValue(), ((Number) f.get("chroma")).doubleValue(),
                    floats((String) f.get("embedding")));
        }).toList();
        return new FaceAnalysis(modelId, (Boolean) stored.get("decodable"), ((Number) stored.get("width")).intValue(),
                ((Number) stored.get("height")).intValue(), faces);
    }

    static String floats(float[] values) {
        ByteBuffer buffer = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(values);
        return Base64.getEncoder().encodeToString(buffer.array());
    }

    static float[] floats(String base64) {
        ByteBuffer buffer = ByteBuffer.wrap(Base64.getDecoder().decode(base64)).order(ByteOrder.LITTLE_ENDIAN);
        float[] values = new float[buffer.remaining() / 4];
        buffer.asFloatBuffer().get(values);
        return values;
    }
}
