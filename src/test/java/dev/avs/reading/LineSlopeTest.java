package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A text line's slope from its component's pixels, and a photo's from its lines'. */
class LineSlopeTest {

    /** A bar {@code length} long and 4 thick, sloping {@code degrees} (clockwise, y down). */
    private static LineSlope bar(int length, double degrees) {
        LineSlope slope = new LineSlope();
        double t = Math.tan(Math.toRadians(degrees));
        for (int x = 0; x < length; x++) {
            for (int dy = 0; dy < 4; dy++) {
                slope.add(x, (int) Math.round(50 + x * t) + dy);
            }
        }
        return slope;
    }

    @Test
    void aLongThinComponentSlopesAsItsLongAxis() {
        assertThat(bar(120, 8).slope()).hasValueSatisfying(s -> assertThat(s[0]).isCloseTo(8, within(0.6)));
        assertThat(bar(120, -5).slope()).hasValueSatisfying(s -> assertThat(s[0]).isCloseTo(-5, within(0.6)));
        assertThat(bar(8, 0).slope()).as("too short to be a line").isEmpty();
        assertThat(bar(120, 60).slope()).as("no line of a card's print").isEmpty();
    }

    @Test
    void aPhotosSlopeIsItsLinesMedianWeighedByTheirPixels() {
        List<double[]> lines = new ArrayList<>(List.of(new double[] {8, 400}, new double[] {7.5, 300},
                new double[] {-20, 40}, new double[] {8.2, 500}));
        assertThat(LineSlope.median(lines)).isCloseTo(8, within(0.3));
        assertThat(LineSlope.median(lines.subList(0, 2))).as("too few lines to tell").isZero();
    }
}
