package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What is no card number though it looks like one: words as PaddleOCR read real specimen fronts. */
class FrontNumbersTest {

    @Test
    void aZipPlusFourWithoutItsHyphenAfterTheStateIsNoNumber() {
        // Florida's 2017 licence: its number at the top not found, the address's ZIP+4 read without its hyphen
        FrontFields f = FrontPages.parse(DateOrder.MONTH_DAY_YEAR,
                "1SPECIMEN",
                "2 SAMPLE",
                "8 123 MAIN STREET APT. 1",
                "ORLANDO, FL 171010000",
                "3 DOB 03/18/1990 15SEX F");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void theDocumentDiscriminatorAfterItsNumberedLabelIsNoNumber() {
        FrontFields f = FrontPages.parse(DateOrder.MONTH_DAY_YEAR,
                "4a Iss 03/18/2018",
                "5DD A123456789111");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void aDateDayFirstIsNoNumber() {
        // the Netherlands' licence, its field numbers not found: 19.02.1990 is no month-first date, but a date
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "19.02.1990 Groningen",
                "20.01.2013 20.01.2023",
                "Gemeente Veendam",
                "1234567890");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("1234567890");
    }

    @Test
    void aDatesDigitsReadTogetherAreNoNumber() {
        // Spain's DNI: 01 01 1980 below its label, the birth date; the number further down
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "FECHA DE NACIMIENTO",
                "01 01 1980",
                "VALIDEZ",
                "01 2016",
                "CNP 1460913400088",
                "12345678A");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1980-01-01");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("12345678A");
    }

    @Test
    void aNumberReadCutShortAtAnEndContradictsNothing() {
        // Florida's S123-456-78-123-0, the detector's box ending before its last group
        FrontFields f = new FrontFields(List.of(new FrontFields.Field(FrontFields.DOCUMENT_NUMBER, "S123-456-78-123",
                0.94)), "S123-456-78-123");
        assertThat(f.contradiction(FrontFields.DOCUMENT_NUMBER, "S123-456-78-123-0", DateOrder.MONTH_DAY_YEAR))
                .isEmpty();
        assertThat(f.contradiction(FrontFields.DOCUMENT_NUMBER, "S123-456-78-193-0", DateOrder.MONTH_DAY_YEAR))
                .as("two characters changed").isPresent();
    }

    @Test
    void anIdCardsNumberAloneAtItsTopIsTheNumber() {
        // Germany's 2021 ID card: L01X00T47 printed unlabelled beside the country's name
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "BUNDESREPUBLIK DEUTSCHLAND L01X00T47",
                "PERSONALAUSWEIS",
                "IDENTITY CARD/ CARTE D'IDENTITE",
                "Name/Surname/Nom",
                "MUSTERMANN",
                "Vornamen/Given names/Prenoms",
                "ERIKA",
                "Geburtstag/Date of birth/Date de naissance",
                "12.08.1964",
                "Gultig bis/Date of expiry",
                "01.08.2031");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("L01X00T47");
    }

    @Test
    void aNumberAtTheTopComesBeforeLongDigitsFurtherDown() {
        // Italy's ID card, front and back on one image: its number top right, the birth record's digits below
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "REPUBBLICA ITALIANA CA00000AA",
                "CARTA DI IDENTITA / IDENTITY CARD",
                "COGNOME / SURNAME",
                "ROSSI",
                "SCADENZA/EXPIRY",
                "31.08.2028",
                "CODICE FISCALE",
                "ESTREMI ATTO DI NASCITA",
                "868 p1 sA-1987 015238");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("CA00000AA");
    }

    @Test
    void aWordOfLettersAndDigitsFurtherDownIsNoUnlabelledNumber() {
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "REPUBLIC OF UTOPIA",
                "IDENTITY CARD",
                "SURNAME",
                "SAMPLE",
                "GIVEN NAMES",
                "ANNA",
                "REF AB12CD34");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void belowItsOwnLabelAWordOfLettersWithTwoDigitsIsTheNumber() {
        // France's 2021 ID card: its number has two digits only
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "NOM / Surname",
                "MARTIN",
                "N° DU DOCUMENT / Document No. DATE D'EXPIR. Expiry date",
                "X4RTBPFW4 11 02 2030");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("X4RTBPFW4");
    }

    @Test
    void aNumbersLettersReadApartAfterItsLabelArePartOfIt() {
        // Washington's 2018 licence: 4d LIC# WDLBCKN489FB read WDL BCKN489FB
        assertThat(FrontPages.parse(DateOrder.MONTH_DAY_YEAR, "4d LIC# WDL BCKN489FB 9 CLASS", "1 SPENCER")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("WDLBCKN489FB");
    }

    @Test
    void aSpeckBetweenALabelAndItsNumberIsNoPartOfIt() {
        // North Carolina's ID card: 4d IDN, then a speck read 22 a third of the line's height, then the number
        List<PrintedWord> words = new java.util.ArrayList<>(FrontPages.page(30, "NORTH CAROLINA",
                "4d IDN 300038099904 DOB 06/17/1975"));
        PrintedWord idn = words.stream().filter(w -> w.text().equals("IDN")).findFirst().orElseThrow();
        words.add(new PrintedWord("22", 62, idn.right() + 2, idn.top() + 6, idn.right() + 9, idn.top() + 13));
        FrontFields f = LicenceFront.parse(List.of(words), DateOrder.MONTH_DAY_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("300038099904");
    }

    @Test
    void noReadWithoutItsOIsStillALabelAndAWordAfterTheNumberNoPartOfIt() {
        // Alberta's licence: No. 134711-320 read N.134711-320, its Class 5 after it read Class56
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "N.134711-320 Class56", "SAMPLE, Sam");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("134711-320");
    }

    @Test
    void aStatesCodeAfterItsCityIsNoNumbersLabel() {
        // Idaho's licence: BOISE, ID 83707 is the address; the number, unlabelled, is at the top
        FrontFields f = FrontPages.parse(DateOrder.MONTH_DAY_YEAR,
                "The Gem State DRIVER'S LICENSE",
                "TP102445F",
                "Iss 10/01/2016",
                "Exp 10/01/2021",
                "DOB 10/01/1980",
                "1 ARMSTRONG",
                "2 THOMAS",
                "8 123 W. STATE STREET",
                "BOISE, ID 83707");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("TP102445F");
    }

    @Test
    void aPersonalCodeThatStartsWithADateIsNoDocumentNumber() {
        // Finland's ID card: 01.01.1950-113X, the birth date and the personal code; Belgium's national number
        assertThat(FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "SUOMI FINLAND", "Henkilokortti Identity card",
                "Sukunimi MATKAILIJA", "Etunimet MATTI", "Syntymaaika Henkilotunnus", "01.01.1950-113X")
                .value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
        assertThat(FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "BELGIE BELGIQUE", "SPECIMEN", "95.02.28-998.74")
                .value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void aCardsBigDlMarkIsNoLabelAndTheDiscriminatorBelowItNoNumber() {
        // Pennsylvania's 2022 under-21 card: 4d DLN:99 999 999 at the top; lower down a big DL mark over 5 DD: and
        // the document discriminator, and an inventory number below that
        List<PrintedWord> words = new java.util.ArrayList<>(FrontPages.page(30, "DRIVER'S LICENSE",
                "4d DLN:99 999 999", "3 DOB:01/07/2005", "1 SAMPLE", "2 JANICE ANN"));
        words.add(new PrintedWord("DL", 99, 200, 300, 260, 350));
        words.add(new PrintedWord("5", 99, 100, 360, 108, 380));
        words.add(new PrintedWord("DD:", 99, 120, 360, 150, 380));
        words.add(new PrintedWord("1234567890123", 99, 170, 360, 320, 380));
        words.add(new PrintedWord("456789012345", 99, 170, 385, 310, 405));
        FrontFields f = LicenceFront.parse(List.of(words), DateOrder.MONTH_DAY_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("99999999");
    }
}
