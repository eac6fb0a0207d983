package dev.avs.mrz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MrzNamesTest {

    /** A TD1 whose (unprotected) third line is the given name field. */
    private static ParsedMrz withName(String nameLine) {
        String[] lines = MrzSpecimens.TD1.split("\n");
        assertThat(nameLine).hasSize(30);
        return MrzSpecimens.parse(lines[0] + "\n" + lines[1] + "\n" + nameLine);
    }

    private static ParsedMrz name(String name) {
        return withName(name + "<".repeat(30 - name.length()));
    }

    @Test
    void germanUmlautsAsDoubleOrSingleLetters() {
        for (String mrz : new String[] {"MUELLER<<ANNA<MARIA", "MULLER<<ANNA<MARIA"}) {
            MrzNameMatch match = Mrz.compareNames(name(mrz), "Anna-Maria", null, "Müller");
            assertThat(match.matches()).as(mrz).isTrue();
        }
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Anna", "Maria", "MÜLLER").matches()).isTrue();
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "anna maria", "", "mueller").matches()).isTrue();
    }

    @Test
    void specimenNamesAgree() {
        assertThat(Mrz.compareNames(MrzSpecimens.parse(MrzSpecimens.TD3), "Anna", "Maria", "Eriksson").matches())
                .isTrue();
    }

    @Test
    void aDifferentNameDisagreesAndTheFieldIsNamed() {
        MrzNameMatch lastWrong = Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Anna", "Maria", "Miller");
        assertThat(lastWrong).isEqualTo(new MrzNameMatch(false, true));
        MrzNameMatch givenWrong = Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Maria", null, "Müller");
        assertThat(givenWrong).isEqualTo(new MrzNameMatch(true, false));
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Anna", "Maria Sophie", "Müller").givenNames())
                .isFalse();
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Ann", null, "Müller").givenNames()).isFalse();
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Anna", null, "Muell").lastName()).isFalse();
    }

    @Test
    void leadingGivenNamesSuffice() {
        assertThat(Mrz.compareNames(name("MUELLER<<ANNA<MARIA"), "Anna", null, "Müller").matches()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "KIERKEGAARD<<SOEREN    | Søren    | Kierkegård",
            "KIERKEGARD<<SOREN      | Søren    | Kierkegård",
            "NUNEZ<<JOSE            | José     | Núñez",
            "CELIK<<SEVGI           | Sevgi    | Çelik",
            "STRASSER<<HANS         | Hans     | Straßer",
            "OBRIEN<<SEAN           | Seán     | O'Brien",
            "O<BRIEN<<SEAN          | Seán     | O’Brien",
            "DE<LA<CRUZ<<JUAN<PABLO | Juan Pablo | de la Cruz",
            "LAETITIA<<AEBLE        | Æble     | Lætitia",
            "THORSSON<<DOR          | Ðór      | Þórsson",
            "SHCHUKIN<<IURII        | Юрий     | Щукин",
            "DVORAK<<ANTONIN        | Antonín  | Dvořák",
            "WALESA<<LECH           | Lech     | Wałęsa",
    })
    void icaoTransliteration(String mrz, String first, String last) {
        assertThat(Mrz.compareNames(name(mrz), first, null, last).matches()).isTrue();
    }

    @Test
    void aFullNameFieldMayBeATruncatedPrefix() {
        ParsedMrz truncated = withName("WOLFESCHLEGELSTEINHAUSEN<<HUBE");
        assertThat(truncated.nameFieldFull()).isTrue();
        assertThat(Mrz.compareNames(truncated, "Hubert", "Blaine", "Wolfeschlegelsteinhausen").matches()).isTrue();
        assertThat(Mrz.compareNames(truncated, "Hugo", null, "Wolfeschlegelsteinhausen").givenNames()).isFalse();
        // Cut inside the two-letter spelling of Þ (TH).
        ParsedMrz insideSpelling = withName("ABCDEFGHIJKLMNOPQRSTUVWXYZA<<T");
        assertThat(Mrz.compareNames(insideSpelling, "Þór", null, "Abcdefghijklmnopqrstuvwxyza").matches()).isTrue();
        assertThat(Mrz.compareNames(insideSpelling, "Sara", null, "Abcdefghijklmnopqrstuvwxyza").givenNames())
                .isFalse();
    }

    @Test
    void aSurnameFillingTheWholeFieldLeavesNoRoomForGivenNames() {
        ParsedMrz onlySurname = withName("ABCDEFGHIJKLMNOPQRSTUVWXYZABCD");
        assertThat(onlySurname.secondaryIdentifier()).isEmpty();
        assertThat(Mrz.compareNames(onlySurname, "Anna", null, "Abcdefghijklmnopqrstuvwxyzabcdefgh").matches())
                .isTrue();
    }

    @Test
    void withoutTruncationAPrefixIsNotEnough() {
        ParsedMrz notFull = name("WOLFESCHLEGELSTEIN<<HUBE");
        assertThat(notFull.nameFieldFull()).isFalse();
        assertThat(Mrz.compareNames(notFull, "Hubert", null, "Wolfeschlegelsteinhausen").lastName()).isFalse();
        assertThat(Mrz.compareNames(notFull, "Hubert", null, "Wolfeschlegelstein").givenNames()).isFalse();
    }

    @Test
    void namesWithoutAnIcaoSpellingDoNotAgree() {
        assertThat(Mrz.compareNames(name("WANG<<WEI"), "伟", null, "王").matches()).isFalse();
    }

    @Test
    void aSingleNamePersonHasNoGivenNames() {
        ParsedMrz single = name("ERIKSSON");
        assertThat(single.secondaryIdentifier()).isEmpty();
        assertThat(Mrz.compareNames(single, null, null, "Eriksson").matches()).isTrue();
        assertThat(Mrz.compareNames(single, "Anna", null, "Eriksson").givenNames()).isFalse();
    }
}
