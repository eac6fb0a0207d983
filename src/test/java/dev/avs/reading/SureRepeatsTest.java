package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** When the scanner takes a zone's text, not valid, as what the zone says and stops searching. */
class SureRepeatsTest {

    /** The Romanian specimen card's reading: its check digits hold, its nationality is printed in digits. */
    private static final List<String> NOT_VALID = List.of("IDROUSAVA<<SUPERMAN<<<<<<<<<<<<<<<<<",
            "HD198025<5I3Z8505095M130509012049941");
    private static final List<String> TD3 = List.of("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10");

    private static ZoneReading reading(List<String> lines, int confidence) {
        return new ZoneReading(MrzCorrection.correct(lines), confidence, false);
    }

    @Test
    void theSameTextNotValidReadSureThreeTimesSettlesTheZone() {
        SureRepeats repeats = new SureRepeats();
        assertThat(reading(NOT_VALID, 92).result().valid()).isFalse();

        assertThat(repeats.settled(reading(NOT_VALID, 92))).isFalse();
        assertThat(repeats.settled(reading(NOT_VALID, 91))).isFalse();
        assertThat(repeats.settled(reading(NOT_VALID, 90))).isTrue();
    }

    @Test
    void unsureReadingsValidOnesAndOtherTextsAreNoEvidence() {
        SureRepeats repeats = new SureRepeats();
        List<String> broken = List.of(TD3.get(0), TD3.get(1).replace("F1204159", "F1204158"));
        assertThat(reading(TD3, 95).result().valid()).isTrue();
        assertThat(reading(broken, 95).result().valid()).isFalse();

        for (int i = 0; i < 5; i++) {
            assertThat(repeats.settled(reading(NOT_VALID, MrzScanner.MIN_OCR_CONFIDENCE - 1))).isFalse();
            assertThat(repeats.settled(reading(TD3, 95))).isFalse();
            assertThat(repeats.settled(null)).isFalse();
        }
        assertThat(repeats.settled(reading(NOT_VALID, 92))).isFalse();
        assertThat(repeats.settled(reading(broken, 95))).isFalse();
        assertThat(repeats.settled(reading(NOT_VALID, 92))).isFalse();
        assertThat(repeats.settled(reading(broken, 95))).isFalse();
        assertThat(repeats.settled(reading(broken, 95))).isTrue();
    }
}
