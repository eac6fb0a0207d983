package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The geometry between the landmark and the embedding models: five points, the similarity fit, the warp. */
class FaceAlignmentTest {

    @Test
    void theFivePointsAreEyeCentresNoseTipAndMouthCorners() {
        double[] landmarks = new double[136];
        for (int p = 0; p < 68; p++) {
            landmarks[2 * p] = p;          // x = point index
            landmarks[2 * p + 1] = 100 + p;
        }

        double[][] five = FaceAlignment.fivePoints(landmarks);

        assertThat(five[0][0]).isEqualTo((37 + 38 + 40 + 41) / 4.0);   // left eye: its four lid points
        assertThat(five[1][0]).isEqualTo((43 + 44 + 46 + 47) / 4.0);   // right eye
        assertThat(five[2]).containsExactly(30, 130);                  // nose tip
        assertThat(five[3][0]).isEqualTo((48 + 60) / 2.0);             // mouth corners with the inner lip's
        assertThat(five[4][0]).isEqualTo((54 + 64) / 2.0);
        assertThatThrownBy(() -> FaceAlignment.fivePoints(new double[10])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aScaledTurnedShiftedTemplateIsMappedBackExactly() {
        double scale = 2.5;
        double angle = Math.toRadians(17);
        double[][] seen = new double[5][];
        for (int i = 0; i < 5; i++) {
            double x = FaceAlignment.TEMPLATE[i][0];
            double y = FaceAlignment.TEMPLATE[i][1];
            seen[i] = new double[] {scale * (Math.cos(angle) * x - Math.sin(angle) * y) + 300,
                    scale * (Math.sin(angle) * x + Math.cos(angle) * y) + 120};
        }

        double[] t = FaceAlignment.similarity(seen, FaceAlignment.TEMPLATE);

        for (int i = 0; i < 5; i++) {
            double[] mapped = FaceAlignment.apply(t, seen[i][0], seen[i][1]);
            assertThat(mapped[0]).isCloseTo(FaceAlignment.TEMPLATE[i][0], within(1e-9));
            assertThat(mapped[1]).isCloseTo(FaceAlignment.TEMPLATE[i][1], within(1e-9));
        }
        assertThat(Math.hypot(t[0], t[1])).isCloseTo(1 / scale, within(1e-12));
    }

    @Test
    void noisyPointsGetTheLeastSquaresFit() {
        double[][] from = {{0, 0}, {10, 0}, {0, 10}, {10, 10}, {5, 5}};
        double[][] to = {{0.5, 0}, {20, 0}, {0, 20}, {20, 20}, {10, 10}};

        double[] t = FaceAlignment.similarity(from, to);

        // one point off by 0.5: the fit is a scale of about 2 with a small shift, not an exact map
        assertThat(t[0]).isCloseTo(2, within(0.05));
        assertThat(t[1]).isCloseTo(0, within(0.05));
        assertThatThrownBy(() -> FaceAlignment.similarity(new double[][] {{1, 1}, {1, 1}}, to))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theWarpSamplesTheImageWhereTheTransformPutsIt() {
        int[] rgb = new int[400 * 300];
        for (int y = 0; y < 300; y++) {
            for (int x = 0; x < 400; x++) {
                rgb[y * 400 + x] = x < 200 ? 0xFF0000 : 0x0000FF;   // red left half, blue right half
            }
        }
        Pixels image = new Pixels(400, 300, rgb);
        // the identity shifted: output (u, v) reads image (u + 150, v + 50), which crosses the colour edge at u = 50
        double[] shift = {1, 0, -150, -50};

        Pixels warped = FaceAlignment.warp(image, shift);

        assertThat(warped.width()).isEqualTo(112);
        assertThat(warped.red(10, 10)).isEqualTo(255);
        assertThat(warped.blue(10, 10)).isZero();
        assertThat(warped.blue(100, 10)).isEqualTo(255);
        assertThat(warped.red(100, 10)).isZero();
    }
}
