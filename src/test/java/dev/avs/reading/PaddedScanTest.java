package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.mrz.MrzFormat;
import org.junit.jupiter.api.Test;

class PaddedScanTest {

    private static final String NAMES = "P<HRVSPECIMEN<<SPECIMEN<<<<<<<<<<<<<<<<<<<<<\n";

    @Test
    void aMarginMayOnlyRestoreTheEndsOfTheLines() {
        assertThat(PaddedScan.onlyEndsDiffer("AB<CDEFGH\n123456789", "AB<CDEFXY\n123456789")).isTrue();
        assertThat(PaddedScan.onlyEndsDiffer("AB<CDEFGH\n123456789", "XB<CDEFGH\n123456789")).isTrue();
        assertThat(PaddedScan.onlyEndsDiffer("AB<CDEFGH\n123456789", "AB<CXEFGH\n123456789")).isFalse();
        assertThat(PaddedScan.onlyEndsDiffer("AB<CDEFGH\n123456789", "AB<CDEFGH")).isFalse();
        assertThat(PaddedScan.onlyEndsDiffer("AB<CDEFGH", "AB<CDEFGHI")).isFalse();
    }

    @Test
    void aCheckThatFailsBetweenTheLinesEndsCannotBeRestoredByAMargin() {
        // the birth date's check digit (8) read as 7: its field and digit lie in the middle of the line
        assertThat(PaddedScan.mayRestore(NAMES + "0070070071HRV8212257F1407019<<<<<<<<<<<<<<06", MrzFormat.TD3))
                .isFalse();
        // the expiry's field read otherwise
        assertThat(PaddedScan.mayRestore(NAMES + "0070070071HRV8212258F1407619<<<<<<<<<<<<<<06", MrzFormat.TD3))
                .isFalse();
    }

    @Test
    void aCheckThatTouchesAnEndMayBeRestoredByAMargin() {
        // the document number's first digit lost at the line's start, the composite digit at its end
        assertThat(PaddedScan.mayRestore(NAMES + "<070070071HRV8212258F1407019<<<<<<<<<<<<<<06", MrzFormat.TD3))
                .isTrue();
        assertThat(PaddedScan.mayRestore(NAMES + "0070070071HRV8212258F1407019<<<<<<<<<<<<<<0<", MrzFormat.TD3))
                .isTrue();
        assertThat(PaddedScan.mayRestore(NAMES + "0070070071HRV8212258F1407019<<<<<<<<<<<<<<06", MrzFormat.TD3))
                .isTrue();
    }
}
