package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Dates printed with the month's name, as card fronts print them. */
class NamedDatesTest {

    private static final LocalDate TODAY = FrontPages.TODAY;

    @Test
    void readsTheMonthsNameInEveryOrderAndCase() {
        assertThat(NamedDates.date("1982-Jan-04", TODAY)).isEqualTo(LocalDate.of(1982, 1, 4));
        assertThat(NamedDates.date("Expires:2026-Jan-04", TODAY)).isEqualTo(LocalDate.of(2026, 1, 4));
        assertThat(NamedDates.date("14 MAR 1987", TODAY)).isEqualTo(LocalDate.of(1987, 3, 14));
        assertThat(NamedDates.date("14 MAR/MAR 87", TODAY)).isEqualTo(LocalDate.of(1987, 3, 14));
        assertThat(NamedDates.date("04JAN82", TODAY)).isEqualTo(LocalDate.of(1982, 1, 4));
        assertThat(NamedDates.date("02 JUIL 2017", TODAY)).isEqualTo(LocalDate.of(2017, 7, 2));
        assertThat(NamedDates.date("JAN 04, 1982", TODAY)).isEqualTo(LocalDate.of(1982, 1, 4));
        assertThat(NamedDates.start("DOB:1982-Jan-04", TODAY)).isEqualTo(4);
    }

    @Test
    void aMonthReadALetterOffIsAGuessInAWordOfItsOwnOnly() {
        assertThat(NamedDates.date("1989-Auq-03", TODAY)).isEqualTo(LocalDate.of(1989, 8, 3));
        assertThat(NamedDates.guessed("1989-Auq-03", TODAY)).isTrue();
        assertThat(NamedDates.guessed("1989-Aug-03", TODAY)).isFalse();
        // a letter off from two months (MAR, MAY; OCT, Italian SET) is neither; words apart are never guessed at
        assertThat(NamedDates.date("2004-Mat-28", TODAY)).isNull();
        assertThat(NamedDates.date("2004-Oet-28", TODAY)).isNull();
        assertThat(NamedDates.date("6 Sex 1982", TODAY)).isNull();
    }

    @Test
    void wordsThatNameNoMonthOrNoDayAreNoDate() {
        assertThat(NamedDates.date("12 MAIN ST", TODAY)).isNull();
        assertThat(NamedDates.date("22 HAIR 15", TODAY)).isNull();
        assertThat(NamedDates.date("31 FEB 1990", TODAY)).isNull();
        assertThat(NamedDates.date("1982-Jan", TODAY)).isNull();
    }

    @Test
    void joinsADatesWordsOnlyWhenTheDateStartsInTheFirst() {
        LicenceFront.Line line = new LicenceFront.Line(FrontPages.page(30, "DOB: 14 MAR 1987 M"), 20, 20);
        assertThat(NamedDates.joined(line, 1, TODAY)).extracting(PrintedWord::text).isEqualTo("14 MAR 1987");
        assertThat(NamedDates.joined(line, 0, TODAY)).as("the label's word").isNull();
        assertThat(NamedDates.joined(line, 2, TODAY)).isNull();
        LicenceFront.Line apart = new LicenceFront.Line(FrontPages.page(30, "14" + " ".repeat(12) + "MAR 1987"), 20, 20);
        assertThat(NamedDates.joined(apart, 0, TODAY)).as("words far apart").isNull();
    }

    @Test
    void aCardsDatesInThreeWordsAreRead() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "SPECIMEN",
                "SVEN",
                "Date of birth",
                "14 MAR 1987",
                "Date of expiry",
                "02 JAN 2027");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1987-03-14");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2027-01-02");
    }

    @Test
    void aMonthInTwoLanguagesWithASpaceBeforeItsSlashIsOneDate() {
        // Norway's ID card: Dote of birth 23 APR /APR 56, read in four words
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Fodselsdato - Riegadansigi/ Dote of birth",
                "23 APR /APR 56",
                "Dokumentnr. - Dokumeantanr. Document No.",
                "GDC000001",
                "dohkkenbeaivi/ Date of expiry",
                "11 JUN /JUN 26");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1956-04-23");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2026-06-11");
        assertThat(NamedDates.date("23 APR / APR 56", TODAY)).isEqualTo(LocalDate.of(1956, 4, 23));
    }
}
