package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * European fronts whose print the recogniser parted or joined otherwise than the card prints it, each as PaddleOCR
 * read a real specimen (bench/fronts/eleventh.tsv, fourteenth.tsv, sixteenth.tsv).
 */
class EuropeanFrontMisreadsTest {

    @Test
    void aPersonalNumbersNoLabelsNoCardNumber() {
        // Latvia's ID card (bench/fronts/sixteenth.tsv): the card's number alone at the top, the holder's personal
        // code under Personas kods / Personal No. / Num. personnel (the recogniser parted Personal)
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "PA9992592",
                "LATVIJAS REPUBLIKA PERSONAS APLIECIBA",
                "REPUBLIC OF LATVIA IDENTITY CARD",
                "Uzvards / Surname / Nom",
                "PARAUDZINS",
                "Personas kods/ Persona l No./ Num. personnel",
                "121282-88882",
                "Dzim sanas datums / Date of birth / Date de naissance",
                "12.12.1982");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("PA9992592");
        assertThat(FrontLabels.personalNumber("Personal No.")).isTrue();
        assertThat(FrontLabels.personalNumber("Document No.")).isFalse();
    }

    @Test
    void aDatesSeparatorsReadAsWordsOfTheirOwnAreStillItsSeparators() {
        // Austria's ID card, small print: 01.08.2031 read 01 . 08 . 2031, 31.12.1981 read 31. 12 . 1981
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "Gultig bis/Date of expiry",
                "01 . 08 . 2031",
                "Geburtsdatum/Date of birth",
                "31. 12 . 1981");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2031-08-01");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1981-12-31");
    }

    @Test
    void anAcademicTitleBeforeANameIsNoPartOfIt() {
        // Austria's 2013 licence: 1. Mag. MUSTERFRAU
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "1. Mag. MUSTERFRAU", "2. MARIA",
                "3. 31.12.1981 Wien");
        assertThat(f.value(FrontFields.SURNAME)).contains("MUSTERFRAU");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("MARIA");
        // an address's DR. after the street's name stays (no title there)
        assertThat(FrontPages.parse(DateOrder.MONTH_DAY_YEAR, "1 SAMPLE", "2 JOHN", "8 123 MAIN DR.",
                "AUSTIN, TX 78701")
                .value(FrontFields.SURNAME)).contains("SAMPLE");
    }

    @Test
    void readsPolandsLicenceItsDoubleNameSpacedAndItsNumberWithSlashes() {
        // Poland's 2004 licence: KRAWCZYK - NOWAK; 23506/04/2469, whose 06/04/2469 is no date
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR,
                "1. KRAWCZYK - NOWAK",
                "2. JUSTYNA AGNIESZKA",
                "3. 12.05.71 - WARSZAWA",
                "4a. 01.05.04 4b. -",
                "4d. 71051205887",
                "5 23506/04/2469");
        assertThat(f.value(FrontFields.SURNAME)).contains("KRAWCZYK-NOWAK");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JUSTYNA AGNIESZKA");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1971-05-12");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("23506042469");
        assertThat(f.contradiction(FrontFields.SURNAME, "KRAWCZYK-NOWAK", DateOrder.DAY_MONTH_YEAR)).isEmpty();
    }

    @Test
    void aNameInAnotherScriptReadAsLatinLookAlikesAboveItsLatinLineIsLeftOut() {
        // Ukraine's passport card: ТКАЧЕНКО read TKAYEHKO at 0.42 above TKACHENKO at 0.99
        java.util.List<PrintedWord> words = FrontPages.page(30, "Prizvyshche/ Surname", "TKAYEHKO", "TKACHENKO",
                "Date of birth", "24.08.1991");
        words = FrontPages.readAt(words, 2, 42);
        FrontFields f = LicenceFront.parse(java.util.List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("TKACHENKO");
        // read sure, both lines are the name (the District's given names, one a line)
        FrontFields sure = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "Prizvyshche/ Surname", "TKAYEHKO", "TKACHENKO",
                "Date of birth", "24.08.1991");
        assertThat(sure.value(FrontFields.SURNAME)).contains("TKAYEHKO TKACHENKO");
    }

    @Test
    void nameBelowASurnameLabelLabelsTheGivenNames() {
        // Bulgaria's ID card: Фамилия / Surname, then Име / Name, each beside its value, the Cyrillic read as junk
        FrontFields f = FrontPages.parse(DateOrder.DAY_MONTH_YEAR, "IDENTITY CARD", "Surname IVANOVA",
                "Name SLAVINA", "Date of birth 01.08.1995");
        assertThat(f.value(FrontFields.SURNAME)).contains("IVANOVA");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("SLAVINA");
    }

    @Test
    void aLabelNeverRunsIntoTheNextColumnsLabel() {
        // Croatia's 2021 ID card: SPOL/ (sex), DRZAVLJANSTVO/ (citizenship) and DATUM RODENJA/ (date of birth) on one
        // row, wide apart; the birth date below the last
        java.util.List<PrintedWord> words = new java.util.ArrayList<>(FrontPages.page(30, "PREZIME/SURNAME/",
                "SPECIMEN"));
        words.add(new PrintedWord("SPOL/", 99, 10, 100, 50, 118));
        words.add(new PrintedWord("DRZAVLJANSTVO/", 91, 120, 100, 230, 118));
        words.add(new PrintedWord("DATUM", 98, 320, 100, 360, 118));
        words.add(new PrintedWord("RODENJA/", 89, 370, 100, 430, 118));
        words.add(new PrintedWord("F", 99, 10, 128, 20, 150));
        words.add(new PrintedWord("HRV", 98, 120, 128, 165, 150));
        words.add(new PrintedWord("12.03.1990", 100, 320, 128, 420, 150));
        FrontFields f = LicenceFront.parse(java.util.List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1990-03-12");
        assertThat(f.field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence())
                .isGreaterThan(FrontFields.CONTRADICTS);
    }
}
