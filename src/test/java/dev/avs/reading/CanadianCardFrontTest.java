package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * British Columbia's licences and ID cards, laid out as the province's specimens print them: the names without a
 * label across the card's top, dates with the month's name (1982-Jan-04), the number run into its label (DL:,
 * BCID:); the address beside the photo below the names (2021 design) or at the card's foot (older design).
 */
class CanadianCardFrontTest {

    /** A wide blank between a row's two columns. */
    private static final String APART = " ".repeat(24);
    /** The address's and the dates' column, right of the photo. */
    private static final String BESIDE_PHOTO = " ".repeat(30);

    @Test
    void readsTheNamesAcrossTheTopWithTheAddressBesideThePhotoBelowThem() {
        FrontFields f = FrontPages.parse(DateOrder.YEAR_MONTH_DAY,
                "DRIVER'S LICENCE",
                "British Columbia CAN",
                "SPECIMEN" + APART + "DL:2222222",
                "TEST CARD" + APART + "DOB: 1982-Jan-04",
                BESIDE_PHOTO + "910 GOVERNMENT ST",
                BESIDE_PHOTO + "VICTORIA BC V8W 3Y8",
                BESIDE_PHOTO + "Issued: 2021-Nov-18",
                BESIDE_PHOTO + "Expires:2026-Jan-04");
        assertThat(f.value(FrontFields.SURNAME)).contains("SPECIMEN");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("TEST CARD");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1982-01-04");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2021-11-18");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2026-01-04");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("2222222");
    }

    @Test
    void readsTheNamesBesideAndAboveTheBirthDatesLabelWithTheAddressAtTheFoot() {
        FrontFields f = FrontPages.parse(DateOrder.YEAR_MONTH_DAY,
                "DRIVER'S LICENCE AND SERVICES CARD",
                "British Columbia CAN",
                "SAMPLE",
                "TEST CARD" + APART + "DL:1234568",
                BESIDE_PHOTO + "Issued: 2012-Nov-30 DOB: 1989-Aug-03",
                BESIDE_PHOTO + "Expires: 2017-Nov-30",
                BESIDE_PHOTO + "Class: 5 Sex: M",
                BESIDE_PHOTO + "910 GOVERNMENT STREET",
                BESIDE_PHOTO + "VICTORIA BC V8W 3Y8");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("TEST CARD");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1989-08-03");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2012-11-30");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2017-11-30");
    }

    @Test
    void readsAnIdCardsNumberRunIntoItsLabelAndAMonthReadALetterOffLessSurely() {
        FrontFields f = FrontPages.parse(DateOrder.YEAR_MONTH_DAY,
                "IDENTITY CARD BRITISH COLUMBIA CANADA",
                "SPECIMEN" + APART + "BCID:101000000",
                "TEST CARD" + APART + "DOB: 2004-Ocl-28");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("101000000");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("2004-10-28");
        assertThat(f.field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence()).isLessThan(FrontFields.CONTRADICTS);
        assertThat(f.contradiction(FrontFields.DATE_OF_BIRTH, "2004-09-28", DateOrder.YEAR_MONTH_DAY)).isEmpty();
    }
}
