package dev.avs.mrz;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MrzInputTest {

    @Test
    void lowerCaseCrlfAndSurroundingSpacesAreTolerated() {
        String sloppy = "  " + MrzSpecimens.TD3.toLowerCase().replace("\n", "  \r\n  ") + " \r\n";
        ParsedMrz mrz = MrzSpecimens.parse(sloppy);
        assertThat(mrz).isEqualTo(MrzSpecimens.parse(MrzSpecimens.TD3));
        MrzSpecimenTest.assertAllValid(mrz);
    }

    @Test
    void blankLinesBetweenTheLinesAreIgnored() {
        assertThat(MrzSpecimens.parse(MrzSpecimens.TD1.replace("\n", "\n\n")).format()).isEqualTo(MrzFormat.TD1);
    }

    @Test
    void emptyInputIsInvalid() {
        assertThat(MrzSpecimens.reason(null)).contains("empty");
        assertThat(MrzSpecimens.reason(" \n ")).contains("empty");
    }

    @Test
    void wrongLineCountsAreInvalid() {
        assertThat(MrzSpecimens.reason("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<")).contains("1 lines");
        assertThat(MrzSpecimens.reason(MrzSpecimens.TD1 + "\n" + "<".repeat(30))).contains("4 lines");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void aLineTooShortOrTooLongIsInvalidForEveryFormat(int line) {
        for (String specimen : new String[] {MrzSpecimens.TD1, MrzSpecimens.TD2, MrzSpecimens.TD3,
                MrzSpecimens.MRV_A, MrzSpecimens.MRV_B}) {
            String[] lines = specimen.split("\n");
            String[] shorter = lines.clone();
            shorter[line] = shorter[line].substring(1);
            assertThat(MrzSpecimens.reason(String.join("\n", shorter))).contains("characters");
            String[] longer = lines.clone();
            longer[line] = longer[line] + "<";
            assertThat(MrzSpecimens.reason(String.join("\n", longer))).contains("characters");
        }
    }

    @Test
    void lineLengthsOfAnotherFormatAreInvalid() {
        assertThat(MrzSpecimens.reason("<".repeat(30) + "\n" + "<".repeat(30))).contains("36").contains("44");
        assertThat(MrzSpecimens.reason("I" + "<".repeat(35) + "\n" + "<".repeat(44))).contains("36, 44");
        assertThat(MrzSpecimens.reason("I" + "<".repeat(43) + "\n" + "<".repeat(44) + "\n" + "<".repeat(44)))
                .contains("30");
    }

    @Test
    void charactersOutsideTheMrzSetAreInvalid() {
        assertThat(MrzSpecimens.reason(MrzSpecimens.TD3.replace("ANNA<MARIA", "ANNA MARIA")))
                .contains("Line 1").contains("position 20");
        assertThat(MrzSpecimens.reason(MrzSpecimens.TD3.replace("L898902C3", "L898902Ç3"))).contains("Line 2");
        assertThat(MrzSpecimens.reason(MrzSpecimens.TD3.replace("ERIKSSON", "ERIKSSÖN"))).contains("Line 1");
        assertThat(MrzSpecimens.reason(MrzSpecimens.TD2.replace("<<<6", "<<-6"))).contains("Line 2");
    }

    @Test
    void aDocumentCodeThatDoesNotFitTheLengthIsInvalid() {
        assertThat(MrzSpecimens.reason("I" + MrzSpecimens.TD3.substring(1))).contains("P (TD3) or V (MRV-A)");
        assertThat(MrzSpecimens.reason("P" + MrzSpecimens.TD2.substring(1))).contains("MRV-B")
                .contains("A, C or I (TD2) or V (MRV-B)");
        assertThat(MrzSpecimens.reason("P" + MrzSpecimens.TD1.substring(1))).contains("TD1")
                .contains("A, C or I (TD1)");
        assertThat(MrzSpecimens.reason("1" + MrzSpecimens.MRV_A.substring(1))).contains("'1'");
    }

    @Test
    void otherCodesOfTheFamilyParse() {
        assertThat(MrzSpecimens.parse("A" + MrzSpecimens.TD1.substring(1)).documentCode()).isEqualTo("A");
        assertThat(MrzSpecimens.parse("CR" + MrzSpecimens.TD2.substring(2)).documentCode()).isEqualTo("CR");
        assertThat(MrzSpecimens.parse("PD" + MrzSpecimens.TD3.substring(2)).documentCategory()).isEqualTo("P");
    }

    @Test
    void anImpossibleBirthDateIsAFieldProblemNotAnException() {
        String lines = MrzSpecimens.TD3.replace("7408122", "7413128");
        ParsedMrz mrz = MrzSpecimens.parse(lines);
        assertThat(mrz.birthDate()).isNull();
        assertThat(mrz.birthDateText()).isEqualTo("741312");
        assertThat(mrz.problems()).extracting(MrzFieldProblem::field).containsExactly(MrzField.BIRTH_DATE);
        assertThat(mrz.problems().getFirst().message()).contains("month 13");
        assertThat(mrz.invalidCheckDigits()).extracting(MrzCheckDigit::field).doesNotContain(MrzField.BIRTH_DATE);
    }

    @Test
    void unknownOrUnreadableDatesAndSexAreFieldProblems() {
        ParsedMrz unknownDay = MrzSpecimens.parse(MrzSpecimens.TD2.replace("7408122F", "7408<<0Q"));
        assertThat(unknownDay.birthDate()).isNull();
        assertThat(unknownDay.sex()).isNull();
        assertThat(unknownDay.problems()).extracting(MrzFieldProblem::field)
                .containsExactly(MrzField.SEX, MrzField.BIRTH_DATE);
        ParsedMrz february = MrzSpecimens.parse(MrzSpecimens.TD2.replace("1204159", "2302306"));
        assertThat(february.expiryDate()).isNull();
        assertThat(february.problems().getFirst().message()).contains("2023-02");
    }

    @Test
    void aFillerAsSexMeansUnspecified() {
        assertThat(MrzSpecimens.parse(MrzSpecimens.TD3.replace("2F12", "2<12")).sex()).isEqualTo("X");
        assertThat(MrzSpecimens.parse(MrzSpecimens.TD3.replace("2F12", "2X12")).sex()).isEqualTo("X");
    }

    @Test
    void digitsInCountryCodesOrNamesAreFieldProblems() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD3.replace("P<UTOERIK", "P<U1OER1K"));
        assertThat(mrz.problems()).extracting(MrzFieldProblem::field)
                .containsExactly(MrzField.ISSUING_STATE, MrzField.NAME);
    }

    @Test
    void birthDatesResolveToTheMostRecentPastCentury() {
        LocalDate today = LocalDate.of(2026, 5, 1);
        assertThat(MrzDates.birth("260401", today).date()).isEqualTo(LocalDate.of(2026, 4, 1));
        assertThat(MrzDates.birth("260502", today).date()).isEqualTo(LocalDate.of(1926, 5, 2));
        assertThat(MrzDates.birth("990101", today).date()).isEqualTo(LocalDate.of(1999, 1, 1));
        assertThat(MrzDates.birth("000229", today).date()).isEqualTo(LocalDate.of(2000, 2, 29));
        assertThat(MrzDates.birth("270229", today).problem()).contains("1927-02");
    }

    @Test
    void expiryDatesResolveToTheWindowOfFiftyYearsAroundToday() {
        LocalDate today = LocalDate.of(2026, 5, 1);
        assertThat(MrzDates.expiry("120415", today).date()).isEqualTo(LocalDate.of(2012, 4, 15));
        assertThat(MrzDates.expiry("360101", today).date()).isEqualTo(LocalDate.of(2036, 1, 1));
        assertThat(MrzDates.expiry("760101", today).date()).isEqualTo(LocalDate.of(2076, 1, 1));
        assertThat(MrzDates.expiry("770101", today).date()).isEqualTo(LocalDate.of(1977, 1, 1));
        assertThat(MrzDates.expiry("050101", LocalDate.of(2098, 1, 1)).date()).isEqualTo(LocalDate.of(2105, 1, 1));
    }

    @Test
    void birthDatesCompareIgnoringTheCentury() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD3);
        assertThat(mrz.birthDateMatches(LocalDate.of(1974, 8, 12))).isTrue();
        assertThat(mrz.birthDateMatches(LocalDate.of(1874, 8, 12))).isTrue();
        assertThat(mrz.birthDateMatches(LocalDate.of(1974, 8, 13))).isFalse();
        assertThat(mrz.birthDateMatches(null)).isFalse();
    }

    @Test
    void td1OverflowMarkerWithoutContinuationIsAnInvalidCheckDigit() {
        ParsedMrz mrz = MrzSpecimens.parse(MrzSpecimens.TD1.replace("D231458907", "D23145890<"));
        assertThat(mrz.documentNumber()).isEqualTo("D23145890");
        assertThat(mrz.invalidCheckDigits()).extracting(MrzCheckDigit::field)
                .contains(MrzField.DOCUMENT_NUMBER);
        assertThat(mrz.invalidCheckDigits().getFirst().actual()).isEqualTo("<");
    }

    @Test
    void td2DocumentNumberMayOverflowIntoTheOptionalDataToo() {
        String l2 = "D23145890<UTO7408122F1204159" + "7349<<<";
        String text = "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\n" + l2
                + Mrz.checkDigit(l2.substring(0, 10) + l2.substring(13, 20) + l2.substring(21, 35));
        ParsedMrz mrz = MrzSpecimens.parse(text);
        assertThat(Mrz.checkDigit("D23145890734")).isEqualTo(9);
        assertThat(mrz.documentNumber()).isEqualTo("D23145890734");
        MrzSpecimenTest.assertAllValid(mrz);
    }
}
