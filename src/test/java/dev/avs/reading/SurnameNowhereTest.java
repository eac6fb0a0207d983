package dev.avs.reading;

import static dev.avs.reading.FrontPages.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A typed surname printed nowhere on a front that prints the typed given names and the birth date or number: another
 * surname typed, caught where the reader could not place the surname's field. Each page as PaddleOCR read a real
 * specimen (bench/fronts).
 */
class SurnameNowhereTest {

    private static final DateOrder EU = DateOrder.DAY_MONTH_YEAR;

    @Test
    void aSurnameTheReaderCouldNotPlaceStillCatchesAnotherSurnameTyped() {
        // Liechtenstein's ID card: NAME read twice, so the surname below it is not placed
        FrontFields f = parse(EU, "NAME . NAME", "OSPELT-BECK", "VORNAME(N] - FIRST NAME(S)", "Marisa",
                "GEBURTSDATUM - DATE OF BIRTH", "12.05.1982");
        assertThat(f.value(FrontFields.SURNAME)).isEmpty();
        assertThat(f.contradiction(FrontFields.SURNAME, "MORGENSTERN", EU)).isEmpty();
        assertThat(f.surnameNowhere("MORGENSTERN", "Marisa", "1982-05-12", "ID98754015", EU)).isTrue();
        assertThat(f.surnameNowhere("Ospelt-Beck", "Marisa", "1982-05-12", "ID98754015", EU)).isFalse();
        // a typed double name one of whose names is printed nowhere
        assertThat(f.surnameNowhere("OSPELT-MEIER", "MARISA", "1982-05-12", null, EU)).isTrue();
    }

    @Test
    void anOcrSlipAnAccentLostOrANamePartedIsNoSurnameMissing() {
        // British Columbia's TEST read SPET: three letters of four; a name under five letters is not judged
        FrontFields canada = new FrontFields(List.of(), "British Columbia CAN SPET, DL:1234567 SAMPLE ONE "
                + "2011-Jun-01 1979-Jun-07 Issued: Expires: 2016-Jun-07");
        assertThat(canada.surnameNowhere("TEST", "SAMPLE ONE", "1979-06-07", "1234567", DateOrder.YEAR_MONTH_DAY))
                .isFalse();
        assertThat(canada.surnameNowhere("MORGENSTERN", "SAMPLE ONE", "1979-06-07", "1234567",
                DateOrder.YEAR_MONTH_DAY)).isTrue();
        FrontFields misread = new FrontFields(List.of(), "1 SAMPIE 2 JANE 3 DOB 01/01/1980");
        assertThat(misread.surnameNowhere("SAMPLE", "JANE", "1980-01-01", null, DateOrder.MONTH_DAY_YEAR)).isFalse();
        assertThat(misread.surnameNowhere("SANDERS", "JANE", "1980-01-01", null, DateOrder.MONTH_DAY_YEAR)).isTrue();
        // Switzerland's wide font parted by the OCR; an accent lost
        FrontFields swiss = new FrontFields(List.of(), "Name Nom Cognome Schwei zer Sample Vornamen Helvetia "
                + "01.01.1995");
        assertThat(swiss.surnameNowhere("Schweizer Sample", "Helvetia", "1995-01-01", null, EU)).isFalse();
        FrontFields spain = new FrontFields(List.of(), "APELLIDOS ESPANOLA ESPANOLA NOMBRE CARMEN 01 01 1980 "
                + "DNI 99999999R");
        assertThat(spain.surnameNowhere("ESPAÑOLA ESPAÑOLA", "CARMEN", null, "99999999R", EU)).isFalse();
    }

    @Test
    void aFrontThatDoesNotShowItIsTheApplicantsIsNotJudged() {
        FrontFields f = parse(EU, "NAME . NAME", "OSPELT-BECK", "VORNAME(N] - FIRST NAME(S)", "Marisa",
                "GEBURTSDATUM - DATE OF BIRTH", "12.05.1982");
        // the given names not printed (a Cyrillic card, a line lost): nothing says the surname was readable
        assertThat(f.surnameNowhere("MORGENSTERN", "Anna", "1982-05-12", null, EU)).isFalse();
        // the given names printed, but neither the birth date nor the number
        assertThat(f.surnameNowhere("MORGENSTERN", "Marisa", "1975-05-12", "X1234567", EU)).isFalse();
        assertThat(f.surnameNowhere("MORGENSTERN", "Marisa", null, null, EU)).isFalse();
        // nothing typed
        assertThat(f.surnameNowhere(null, "Marisa", "1982-05-12", null, EU)).isFalse();
    }
}
