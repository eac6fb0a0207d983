package dev.avs.reading;

import static dev.avs.reading.FrontPages.parse;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Which field number labels the licence's number: 4d in the US and Canada (AAMVA; 5 is the document
 * discriminator), 5 on the EU's model licence (4d is another number: a personal number, a PESEL).
 */
class LicenceNumberFieldTest {

    private static final DateOrder EU = DateOrder.DAY_MONTH_YEAR;
    private static final DateOrder US = DateOrder.MONTH_DAY_YEAR;

    @Test
    void onTheEuModelTheNumberIsFiveNotFourD() {
        // Sweden's and Poland's cards print the holder's personal number under 4d
        FrontFields sweden = parse(EU, "KORKORT SVERIGE", "1. ANDERSSON", "2. EVA MARIA", "3. 800101",
                "4a. 2013-01-01 4c. Transportstyrelsen", "4b. 2023-01-01", "4d. 800101-1234", "5. 12345678", "9. B");
        assertThat(sweden.value(FrontFields.DOCUMENT_NUMBER)).contains("12345678");
        FrontFields poland = parse(EU, "1. KOWALSKA", "2. ANNA", "3. 01.01.1980 WARSZAWA", "4a. 01.01.2015",
                "4b. 01.01.2030", "4d. 80010112345", "5. 00123/15/1234");
        assertThat(poland.value(FrontFields.DOCUMENT_NUMBER)).contains("00123151234");
        // Italy's 5. read run into its number
        assertThat(parse(EU, "1.ROSSI", "2.MARIA", "5.U1A23B456C").value(FrontFields.DOCUMENT_NUMBER))
                .contains("U1A23B456C");
        // 5 not read: no number rather than another field's (the personal number, the birth date's digits)
        FrontFields noFive = parse(EU, "1. ANDERSSON", "2. EVA MARIA", "3. 800101", "4b. 2023-01-01",
                "4d. 800101-1234", "9. B");
        assertThat(noFive.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void onAnAamvaCardTheNumberIsFourDNotFive() {
        assertThat(parse(US, "4d DLN D12345678", "5 DD 1234567890123456").value(FrontFields.DOCUMENT_NUMBER))
                .contains("D12345678");
        // the document discriminator's DD lost: still no number
        assertThat(parse(US, "DRIVER LICENSE", "5 1234567890123456", "SAMPLE").value(FrontFields.DOCUMENT_NUMBER))
                .isEmpty();
    }
}
