package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.avs.image.GreyImage;
import org.junit.jupiter.api.Test;

/**
 * How far a zone lies inside the photo it was cut from: a photo whose best zone does not come within the padding
 * margin of its edge is not searched once more padded ({@link DocumentReader#scan}).
 */
class ZoneInsetTest {

    private static final GreyImage PHOTO = new GreyImage(400, 300, new float[400 * 300]);

    private static MrzLocator.Zone zone(double cx, double cy, double degrees, double length, double thickness) {
        double ux = Math.cos(Math.toRadians(degrees));
        double uy = Math.sin(Math.toRadians(degrees));
        return new MrzLocator.Zone(new GreyImage(1, 1, new float[1]), degrees, 0.5,
                new double[] {cx, cy, ux, uy, length, thickness});
    }

    @Test
    void aLevelZoneIsAsFarInAsItsNearestSide() {
        // 300 x 40 about (200, 240): 50 from the left and right, 220 from the top, 40 from the bottom
        assertThat(zone(200, 240, 0, 300, 40).inset(PHOTO)).isCloseTo(40, within(1e-9));
        assertThat(zone(200, 150, 0, 380, 40).inset(PHOTO)).isCloseTo(10, within(1e-9));
    }

    @Test
    void aZoneRunningOverTheBorderIsBelowZero() {
        assertThat(zone(200, 150, 0, 420, 40).inset(PHOTO)).isCloseTo(-10, within(1e-9));
    }

    @Test
    void aTurnedZoneCountsItsCorners() {
        // turned a quarter: 300 long up the photo, 40 thick across it
        assertThat(zone(200, 150, 90, 280, 40).inset(PHOTO)).isCloseTo(10, within(1e-9));
        // turned 45 degrees: each corner reaches (300 + 40) / 2 / sqrt(2) from the centre along each axis
        assertThat(zone(200, 150, 45, 300, 40).inset(PHOTO)).isCloseTo(150 - 340 / 2.0 / Math.sqrt(2), within(1e-9));
    }
}
