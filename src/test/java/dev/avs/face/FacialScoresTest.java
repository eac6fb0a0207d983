package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The scores a FACIAL reason shows are read back from what {@link FaceComparison} wrote, fresh or stored. */
class FacialScoresTest {

    private static final FaceAnalysis.Face DOCUMENT = new FaceAnalysis.Face(10, 10, 110, 130, 0.99, 0.99, 40,
            new float[] {1, 0});
    private static final FaceAnalysis.Face SELFIE = new FaceAnalysis.Face(10, 10, 110, 130, 0.99, 0.95, 40,
            new float[] {0.35f, 0.937f});
    private static final Policy POLICY = new Policy("test", "test@1", 18, 120, List.of(), List.of(), false, false,
            90, 600, 60, 6, 0.3, 0.42, 0.8, null, Policy.LIVENESS_CONSIDER, null, 0.9, 0.97, 48, null, null, null, Map.of(),
            null, null, null);

    @Test
    void aComparisonShowsTheScoresAndTheThresholdsTheyWereHeldTo() {
        Reason review = FaceComparison.compare(SELFIE, DOCUMENT, "m", POLICY, Details.of("selfie_document_id", "d1"),
                List.of()).getFirst();

        FacialScores scores = FacialScores.of(review).orElseThrow();

        assertThat(review.code()).isEqualTo("FACE_REVIEW_REQUIRED");
        assertThat(scores.similarity()).isEqualTo(review.details().get("similarity")).isEqualTo(0.35);
        assertThat(scores.faceMatchThreshold()).isEqualTo(0.3);
        assertThat(scores.liveness()).isEqualTo(0.95);
        assertThat(scores.livenessThreshold()).isEqualTo(0.8);
    }

    @Test
    void storedDetailsReadBackAsTheyWereWritten() {
        Reason review = FaceComparison.compare(SELFIE, DOCUMENT, "m", POLICY, Map.of(), List.of()).getFirst();
        JsonMapper json = JsonMapper.builder().build();
        List<CheckResult> stored = json.readValue(json.writeValueAsString(
                List.of(CheckResult.of(CheckType.FACIAL, List.of(review)))), new TypeReference<>() {
                });

        assertThat(FacialScores.of(stored.getFirst().reasons().getFirst()))
                .contains(FacialScores.of(review).orElseThrow());
    }

    @Test
    void aReasonWithoutAComparisonShowsNone() {
        assertThat(FacialScores.of(Reason.fail("FACE_NOT_FOUND", "The selfie shows no face",
                Details.of("image", "selfie", "faces_found", 0)))).isEmpty();
        assertThat(FacialScores.of(null)).isEmpty();
    }
}
