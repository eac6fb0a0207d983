package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A state's number format gives back the letter its first character was read as a digit for. */
class StateNumbersTest {

    private static final DateOrder US = DateOrder.MONTH_DAY_YEAR;

    @Test
    void californiasLetterReadAsAOneIsAnI() {
        // California's sample: DL I1234568 read DL 11234568
        FrontFields f = FrontPages.parse(US, "CALIFORNIA DRIVER LICENSE", "DL 11234568", "EXP 08/31/2014",
                "LN CARDHOLDER", "FN IMA", "DOB 08/31/1977");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("I1234568");
        assertThat(f.contradiction(FrontFields.DOCUMENT_NUMBER, "I1234568", US)).isEmpty();
    }

    @Test
    void anotherStatesOrLengthsNumberIsLeftAsRead() {
        // Texas prints digits only; a California number of another length is no such number
        assertThat(FrontPages.parse(US, "TEXAS DRIVER LICENSE", "DL 11234568").value(FrontFields.DOCUMENT_NUMBER))
                .contains("11234568");
        assertThat(FrontPages.parse(US, "CALIFORNIA IDENTIFICATION CARD", "DL 112345689")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("112345689");
        // Florida's letter and twelve digits, separators kept
        assertThat(FrontPages.parse(US, "Florida DRIVER LICENSE", "DL 5123-456-83-789-0")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("S123-456-83-789-0");
    }

    @Test
    void aLetterBeforeTheDigitsOfAStateThatPrintsDigitsOnlyIsNoPartOfTheNumber() {
        // New York's 2022 licence: ID: 123 456 789, its ID: read D
        assertThat(FrontPages.parse(US, "NEW YORK STATE", "USA DRIVER LICENSE", "D 123 456 789")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        // Michigan's letter is its number's own
        assertThat(FrontPages.parse(US, "MICHIGAN", "DRIVER LICENSE", "P 800 000 224 322")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("P800000224322");
    }
}
