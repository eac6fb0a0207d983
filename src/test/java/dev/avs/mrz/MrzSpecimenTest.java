package dev.avs.mrz;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class MrzSpecimenTest {

    @Test
    void td3PassportSpecimen() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD3);
        assertThat(mrz.format()).isEqualTo(MrzFormat.TD3);
        assertThat(mrz.documentCode()).isEqualTo("P");
        assertThat(mrz.documentCategory()).isEqualTo("P");
        assertThat(mrz.issuingState()).isEqualTo("UTO");
        assertThat(mrz.primaryIdentifier()).isEqualTo("ERIKSSON");
        assertThat(mrz.secondaryIdentifier()).isEqualTo("ANNA MARIA");
        assertThat(mrz.nameFieldFull()).isFalse();
        assertThat(mrz.documentNumber()).isEqualTo("L898902C3");
        assertThat(mrz.nationality()).isEqualTo("UTO");
        assertThat(mrz.birthDate()).isEqualTo(LocalDate.of(1974, 8, 12));
        assertThat(mrz.sex()).isEqualTo("F");
        assertThat(mrz.expiryDate()).isEqualTo(LocalDate.of(2012, 4, 15));
        assertThat(mrz.optionalData1()).isEqualTo("ZE184226B");
        assertThat(mrz.optionalData2()).isNull();
        assertThat(fields(mrz)).containsExactly(MrzField.DOCUMENT_NUMBER, MrzField.BIRTH_DATE,
                MrzField.EXPIRY_DATE, MrzField.OPTIONAL_DATA, MrzField.COMPOSITE);
        assertThat(mrz.checkDigits()).extracting(MrzCheckDigit::actual).containsExactly("6", "2", "9", "1", "0");
        assertAllValid(mrz);
    }

    @Test
    void td1IdentityCardSpecimen() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD1);
        assertThat(mrz.format()).isEqualTo(MrzFormat.TD1);
        assertThat(mrz.documentCode()).isEqualTo("I");
        assertThat(mrz.documentNumber()).isEqualTo("D23145890");
        assertThat(mrz.primaryIdentifier()).isEqualTo("ERIKSSON");
        assertThat(mrz.secondaryIdentifier()).isEqualTo("ANNA MARIA");
        assertThat(mrz.birthDate()).isEqualTo(LocalDate.of(1974, 8, 12));
        assertThat(mrz.expiryDate()).isEqualTo(LocalDate.of(2012, 4, 15));
        assertThat(mrz.nationality()).isEqualTo("UTO");
        assertThat(mrz.optionalData1()).isEmpty();
        assertThat(mrz.optionalData2()).isEmpty();
        assertThat(fields(mrz)).containsExactly(MrzField.DOCUMENT_NUMBER, MrzField.BIRTH_DATE,
                MrzField.EXPIRY_DATE, MrzField.COMPOSITE);
        assertAllValid(mrz);
    }

    @Test
    void td1DocumentNumberLongerThanNineCharactersContinuesInTheOptionalData() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD1_LONG_NUMBER);
        assertThat(mrz.documentNumber()).isEqualTo("D23145890734");
        assertThat(mrz.checkDigits().getFirst()).isEqualTo(
                new MrzCheckDigit(MrzField.DOCUMENT_NUMBER, "9", "9", true));
        assertThat(mrz.optionalData1()).isEmpty();
        assertThat(mrz.primaryIdentifier()).isEqualTo("STEVENSON");
        assertThat(mrz.secondaryIdentifier()).isEqualTo("PETER JOHN");
        assertThat(mrz.birthDate()).isEqualTo(LocalDate.of(1934, 7, 12));
        assertThat(mrz.sex()).isEqualTo("M");
        assertThat(mrz.expiryDate()).isEqualTo(LocalDate.of(1995, 7, 12));
        assertAllValid(mrz);
    }

    @Test
    void td2Specimen() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD2);
        assertThat(mrz.format()).isEqualTo(MrzFormat.TD2);
        assertThat(mrz.documentNumber()).isEqualTo("D23145890");
        assertThat(mrz.nationality()).isEqualTo("UTO");
        assertThat(mrz.birthDate()).isEqualTo(LocalDate.of(1974, 8, 12));
        assertThat(mrz.expiryDate()).isEqualTo(LocalDate.of(2012, 4, 15));
        assertThat(mrz.optionalData1()).isEmpty();
        assertThat(fields(mrz)).containsExactly(MrzField.DOCUMENT_NUMBER, MrzField.BIRTH_DATE,
                MrzField.EXPIRY_DATE, MrzField.COMPOSITE);
        assertAllValid(mrz);
    }

    @Test
    void mrvASpecimenHasNoCompositeCheckDigit() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.MRV_A);
        assertThat(mrz.format()).isEqualTo(MrzFormat.MRV_A);
        assertThat(mrz.documentCode()).isEqualTo("V");
        assertThat(mrz.documentNumber()).isEqualTo("L8988901C");
        assertThat(mrz.nationality()).isEqualTo("XXX");
        assertThat(mrz.birthDate()).isEqualTo(LocalDate.of(1940, 9, 7));
        assertThat(mrz.sex()).isEqualTo("F");
        assertThat(mrz.expiryDate()).isEqualTo(LocalDate.of(1996, 12, 10));
        assertThat(mrz.optionalData1()).isEqualTo("6ZE184226B");
        assertThat(fields(mrz)).containsExactly(MrzField.DOCUMENT_NUMBER, MrzField.BIRTH_DATE,
                MrzField.EXPIRY_DATE);
        assertAllValid(mrz);
    }

    @Test
    void mrvBSpecimen() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.MRV_B);
        assertThat(mrz.format()).isEqualTo(MrzFormat.MRV_B);
        assertThat(mrz.documentNumber()).isEqualTo("L8988901C");
        assertThat(mrz.secondaryIdentifier()).isEqualTo("ANNA MARIA");
        assertThat(mrz.optionalData1()).isEmpty();
        assertThat(fields(mrz)).containsExactly(MrzField.DOCUMENT_NUMBER, MrzField.BIRTH_DATE,
                MrzField.EXPIRY_DATE);
        assertAllValid(mrz);
    }

    @Test
    void unusedPersonalNumberMayHaveFillerOrZeroAsCheckDigit() {
        String zero = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
                + "L898902C36UTO7408122F1204159<<<<<<<<<<<<<<0" + composite("L898902C36", "7408122",
                "1204159<<<<<<<<<<<<<<0");
        String filler = zero.substring(0, zero.length() - 2) + "<"
                + composite("L898902C36", "7408122", "1204159<<<<<<<<<<<<<<<");
        assertAllValid(MrzSpecimens.parse(zero));
        assertAllValid(MrzSpecimens.parse(filler));
        String one = zero.substring(0, zero.length() - 2) + "1" + composite("L898902C36", "7408122",
                "1204159<<<<<<<<<<<<<<1");
        assertThat(MrzSpecimens.parse(one).invalidCheckDigits()).extracting(MrzCheckDigit::field)
                .containsExactly(MrzField.OPTIONAL_DATA);
    }

    @Test
    void checkDigitExamplesFromIcao() {
        assertThat(Mrz.checkDigit("520727")).isEqualTo(3);
        assertThat(Mrz.checkDigit("AB2134<<<")).isEqualTo(5);
        assertThat(Mrz.checkDigit("L898902C3")).isEqualTo(6);
    }

    private static String composite(String... parts) {
        return String.valueOf(Mrz.checkDigit(String.join("", parts)));
    }

    static List<MrzField> fields(ParsedMrz mrz) {
        return mrz.checkDigits().stream().map(MrzCheckDigit::field).toList();
    }

    static void assertAllValid(ParsedMrz mrz) {
        assertThat(mrz.invalidCheckDigits()).isEmpty();
        assertThat(mrz.checkDigitsValid()).isTrue();
        assertThat(mrz.problems()).isEmpty();
    }
}
