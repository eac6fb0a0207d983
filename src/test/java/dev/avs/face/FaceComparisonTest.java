package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The FACIAL decision on two faces: CHECKS.md's bands, the liveness signals and the policy's liveness action. */
class FaceComparisonTest {

    private static final FaceAnalysis.Face DOCUMENT = face(1, 0, 0.99);

    @Test
    void belowTheMatchThresholdIsAMismatchUpToTheReviewThresholdAPersonLooksAboveItPasses() {
        Policy policy = policy(0.3, 0.42, Policy.LIVENESS_CONSIDER);

        assertThat(codes(compare(face(0.29, 0.957, 0.99), policy))).containsExactly("FACE_MISMATCH");
        assertThat(codes(compare(face(0.30, 0.954, 0.99), policy))).containsExactly("FACE_REVIEW_REQUIRED");
        assertThat(codes(compare(face(0.419, 0.908, 0.99), policy))).containsExactly("FACE_REVIEW_REQUIRED");
        assertThat(compare(face(0.42, 0.907, 0.99), policy)).isEmpty();
        assertThat(compare(face(0.42, 0.907, 0.99), policy(0.5, 0.42, Policy.LIVENESS_CONSIDER)))
                .as("a review threshold below the match threshold leaves no grey band")
                .extracting(Reason::code).containsExactly("FACE_MISMATCH");
    }

    @Test
    void livenessFailsOnTheScoreOrOnTheEnginesSignalsAndThePolicyDecidesHowHard() {
        FaceAnalysis.Face print = face(0.9, 0.436, 0.2);

        List<Reason> consider = FaceComparison.compare(print, DOCUMENT, "m", policy(0.3, 0.42,
                Policy.LIVENESS_CONSIDER), Map.of(), List.of(Faces.MONOCHROME));
        assertThat(consider).singleElement().satisfies(reason -> {
            assertThat(reason.code()).isEqualTo("LIVENESS_FAILED");
            assertThat(reason.result()).isEqualTo(Result.CONSIDER);
            assertThat(reason.details().get("liveness_signals")).isEqualTo(List.of("score_below_threshold",
                    "monochrome"));
            assertThat(reason.message()).contains("liveness 0.2, below 0.8").contains("black and white");
        });
        assertThat(FaceComparison.compare(print, DOCUMENT, "m", policy(0.3, 0.42, Policy.LIVENESS_FAIL), Map.of(),
                List.of())).singleElement().extracting(Reason::result).isEqualTo(Result.FAIL);
        assertThat(FaceComparison.compare(face(0.9, 0.436, 0.95), DOCUMENT, "m", policy(0.3, 0.42,
                Policy.LIVENESS_CONSIDER), Map.of(), List.of(Faces.FACE_TOO_SMALL))).extracting(Reason::code)
                .containsExactly("LIVENESS_FAILED");
    }

    private static List<Reason> compare(FaceAnalysis.Face selfie, Policy policy) {
        return FaceComparison.compare(selfie, DOCUMENT, "m", policy, Map.of(), List.of());
    }

    private static List<String> codes(List<Reason> reasons) {
        return reasons.stream().map(Reason::code).toList();
    }

    /** A face whose unit embedding (x, y) has cosine x with the document's (1, 0). */
    private static FaceAnalysis.Face face(double x, double y, double liveness) {
        return new FaceAnalysis.Face(10, 10, 110, 130, 0.99, liveness, 40, new float[] {(float) x, (float) y});
    }

    private static Policy policy(double match, double review, String livenessAction) {
        return new Policy("test", "test@1", 18, 120, List.of(), List.of(), false, false, 90, 600, 60, 6, match,
                review, 0.8, null, livenessAction, null, 0.9, 0.97, 48, null, null, null, Map.of(), null, null, null);
    }
}
