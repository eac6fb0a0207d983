package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What an analysis says about its faces: order, which count, their share of the image, stored embeddings. */
class FaceAnalysisTest {

    @Test
    void facesAreLargestFirstAndSmallOnesDoNotCount() {
        FaceAnalysis.Face ghost = face(0, 0, 30, 40);          // 1,200: an ID card's ghost portrait
        FaceAnalysis.Face portrait = face(100, 100, 190, 220);  // 10,800
        FaceAnalysis.Face friend = face(300, 100, 370, 190);    // 6,300

        FaceAnalysis analysis = new FaceAnalysis("m", true, 800, 600, List.of(ghost, friend, portrait));

        assertThat(analysis.faces()).containsExactly(portrait, friend, ghost);
        assertThat(analysis.largeFaces(0.2)).containsExactly(portrait, friend);
        assertThat(analysis.largeFaces(0.6)).containsExactly(portrait);
        assertThat(new FaceAnalysis("m", true, 10, 10, List.of()).largeFaces(0.2)).isEmpty();
        assertThat(portrait.box()).containsExactly(100, 100, 190, 220);
        assertThat(analysis.share(portrait)).as("90 of the shorter side's 600").isCloseTo(0.15, within(1e-9));
        assertThat(new FaceAnalysis("m", false, 0, 0, List.of()).share(portrait)).isZero();
    }

    @Test
    void theEmbeddingsSurviveStorage() {
        float[] embedding = {0.6f, -0.8f, 0f, 1e-7f};

        float[] back = FaceAnalysisRepository.floats(FaceAnalysisRepository.floats(embedding));

        assertThat(back).containsExactly(embedding);
        assertThat(FaceEngine.similarity(new float[] {0.6f, 0.8f}, new float[] {0.8f, 0.6f})).isCloseTo(0.96, within(1e-6));
    }

    private static FaceAnalysis.Face face(double x1, double y1, double x2, double y2) {
        return new FaceAnalysis.Face(x1, y1, x2, y2, 0.99, 0.9, 30, new float[] {1, 0});
    }
}
