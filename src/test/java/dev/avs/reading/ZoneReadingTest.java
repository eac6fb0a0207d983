package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Which of two readings of a zone the scanner keeps. */
class ZoneReadingTest {

    /**
     * A reading whose check digits hold but whose text is not whole (the Liechtenstein card's 4 in its document
     * code) never outranks a valid reading of the same zone for being read with more confidence.
     */
    @Test
    void aValidReadingOutranksOneThatIsNotWholeHoweverSure() {
        List<String> lines = List.of("8205122F1906224LIE<<<<<<<<<<<6", "OSPELTBECK<<MARISA<<<<<<<<<<<<");
        ZoneReading valid = new ZoneReading(MrzCorrection.correct(
                Stream.concat(Stream.of("IDLIEID98754015<<<<<<<<<<<<<<<"), lines.stream()).toList()),
                75, false);
        ZoneReading notWhole = new ZoneReading(MrzCorrection.correct(
                Stream.concat(Stream.of("4DLIEID98754015<<<<<<<<<<<<<<<"), lines.stream()).toList()),
                83, false);

        assertThat(valid.better(notWhole)).isTrue();
        assertThat(notWhole.better(valid)).isFalse();
    }
}
