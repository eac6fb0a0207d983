package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the layout and the check digits let the reader mend in OCR text, and what they must not. */
class MrzCorrectionTest {

    @Test
    void mendsAStateCodeThatOneLookAlikeLetterMakesKnown() {
        MrzCorrection.Result result = MrzCorrection.correct(List.of("P<NLOMEULENDIJK<<LOES<ALBERTINE<<<<<<<<<<<<<",
                "XA00000148NLD7110195F0604121123456782<<<<<02"));

        assertThat(result.lines().getFirst()).startsWith("P<NLDMEULENDIJK");
        assertThat(result.valid()).isTrue();
    }

    @Test
    void aNationalityWithDigitsIsNoStateAndNeverValid() {
        MrzCorrection.Result result = MrzCorrection.correct(List.of("IDROUSAVA<<SUPERMAN<<<<<<<<<<<<<<<<<",
                "HD198025<51328505095M130509012049941"));

        assertThat(result.checksValid()).isEqualTo(result.checks());
        assertThat(result.valid()).isFalse();
    }

    @Test
    void aDigitInTheDocumentCodeIsNoLetterToGuess() {
        // a Liechtenstein card's I at the card's edge read as 4: turned into the look-alike A, every check digit
        // held and AD was reported valid; no check digit covers the code
        MrzCorrection.Result result = MrzCorrection.correct(List.of("4DLIEID98754015<<<<<<<<<<<<<<<",
                "8205122F1906224LIE<<<<<<<<<<<6", "OSPELTBECK<<MARISA<<<<<<<<<<<<"));

        assertThat(result.checksValid()).isEqualTo(result.checks());
        assertThat(result.valid()).isFalse();
    }

    @Test
    void aDocumentCodeItsLayoutDoesNotAllowIsNeverValid() {
        // the Egyptian 5 px scan's P, its ink lightened, read as F: a passport's code starts with P (ICAO 9303-4)
        MrzCorrection.Result passport = MrzCorrection.correct(List.of("F<EGYMABROUK<<ALAAELDIN<ISMAIL<MOHAMED<<<<<<",
                "A000513764EGY6002202M1503151<<<<<<<<<<<<<<06"));
        // a card's code starts with A, C or I (ICAO 9303-5): a glare that hides its I leaves a filler
        MrzCorrection.Result card = MrzCorrection.correct(List.of("<DLIEID98754015<<<<<<<<<<<<<<<",
                "8205122F1906224LIE<<<<<<<<<<<6", "OSPELTBECK<<MARISA<<<<<<<<<<<<"));

        assertThat(passport.checksValid()).isEqualTo(passport.checks());
        assertThat(passport.valid()).isFalse();
        assertThat(card.checksValid()).isEqualTo(card.checks());
        assertThat(card.valid()).isFalse();
        assertThat(MrzCorrection.correct(List.of("ADLIEID98754015<<<<<<<<<<<<<<<", "8205122F1906224LIE<<<<<<<<<<<6",
                "OSPELTBECK<<MARISA<<<<<<<<<<<<")).valid()).isTrue();
    }

    @Test
    void aSexThatIsNoneOfTheCodesIsNeverValid() {
        // a rendered 2.5 px/mm photo's F read as 7: the composite check digit does not cover the sex
        MrzCorrection.Result result = MrzCorrection.correct(List.of("P<GBRKOWALCZYK<<MARIE<<<<<<<<<<<<<<<<<<<<<<<",
                "A620359764GBR820726373407220<<<<<<<<<<<<<<<0"));

        assertThat(result.checksValid()).isEqualTo(result.checks());
        assertThat(result.valid()).isFalse();
    }

    @Test
    void aLineReadShortWithoutAFillerRunIsNotPaddedIntoAValidOne() {
        // a visa's optional data has no check digit: the two characters lost at the photo's edge would be made up
        MrzCorrection.Result result = MrzCorrection.correct(List.of("VIUSATRAVELER<<HAPPYPERSON<<<<<<<<<<<<<<<<<<",
                "555123ABC6GBR6502056F0412236IFLND00AMS8030"));

        assertThat(result.lines().get(1)).hasSize(44);
        assertThat(result.valid()).isFalse();
    }

    @Test
    void aGBetweenDigitsIsTheSixNoCheckDigitTellsItFrom() {
        MrzCorrection.Result result = MrzCorrection.correct(List.of("P<JPNGAIMU<<SAKURA<<<<<<<<<<<<<<<<<<<<<<<<<<",
                "XS12345G73JPN7902206F1603202<<<<<<<<<<<<<<02"));

        assertThat(result.lines().get(1)).startsWith("XS12345673JPN");
        assertThat(result.valid()).isTrue();
    }

    @Test
    void lettersOBesideDigitsAreZerosWhenTheChecksStillHold() {
        // two O/0 swaps cancel out in the check digit: BAAOO0589 and BAA000589 both hold
        MrzCorrection.Result result = MrzCorrection.correct(List.of("IDESPBAAOO0589599999999R<<<<<<",
                "8001014F2501017ESP<<<<<<<<<<<7", "ESPANOLA<ESPANOLA<<CARMEN<<<<<"));

        assertThat(result.lines().getFirst()).isEqualTo("IDESPBAA000589599999999R<<<<<<");
        assertThat(result.valid()).isTrue();
    }

    @Test
    void noSwapPutsALetterAmongDigitsToMakeAPrintedErrorFit() {
        // the card's composite check digit does not hold as printed; turning a 5 among digits into an S would
        // make it hold and report an invalid MRZ valid
        MrzCorrection.Result result = MrzCorrection.correct(List.of("CIUSA02Z3456791EAC9730053465<<",
                "4910040M9411014CAN<<<<<<<<<<<9", "CRITTENDEN<<LEE<W<<<<<<<<<<<<<"));

        assertThat(result.lines().getFirst()).isEqualTo("CIUSA02Z3456791EAC9730053465<<");
        assertThat(result.valid()).isFalse();
    }
}
