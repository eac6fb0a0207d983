package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The front's fields found in OCR words by their labels; words as Tesseract and PaddleOCR read real specimen fronts. */
class LicenceFrontTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 1, 1);

    private static List<PrintedWord> page(String... lines) {
        return FrontPages.page(30, lines);
    }

    private static List<PrintedWord> page(int pitch, String... lines) {
        return FrontPages.page(pitch, lines);
    }

    private static FrontFields parse(DateOrder order, String... lines) {
        return FrontPages.parse(order, lines);
    }

    @Test
    void readsAamvaNumberedFieldsAndStateLabelsWithDatesMonthFirst() {
        // Arkansas's front as read: 3 DOB read "vos", 2 run into NICK, 4a/4b labels lost
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "4d DLN 999999999 vos 03/05/1960",
                "1 SAMPLE",
                "2NICK",
                "8123 NORTH STREET",
                "CITY, AR 12345",
                "4aISS 03/05/2018 4bEXP 03/05/2026");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("999999999");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1960-03-05");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("NICK");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2018-03-05");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2026-03-05");
    }

    @Test
    void readsValuesPrintedBelowTheirLabels() {
        // the District of Columbia's card: label lines above value lines
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "4d.DLN 4b.EXP",
                "1234567 02/21/2021",
                "1.FAMILY NAME",
                "SAMPLECARD",
                "2.GIVEN NAMES",
                "THOMAS ALEXANDER",
                "3.DOB",
                "02/21/1984");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("1234567");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2021-02-21");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLECARD");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("THOMAS ALEXANDER");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1984-02-21");
    }

    @Test
    void readsLabelsRunIntoValues() {
        // California: DL I1234562, LNSAMPLE, FNALEXANDER JOSEPH; Illinois: No:P142-4558-7924
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "DL I1234562",
                "EXP 08/31/2014",
                "LNSAMPLE",
                "FNALEXANDER JOSEPH",
                "DOB 08/31/1977");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("I1234562");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("ALEXANDER JOSEPH");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1977-08-31");
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "4d Lic No:P142-4558-7924").value(FrontFields.DOCUMENT_NUMBER))
                .contains("P142-4558-7924");
    }

    @Test
    void aLoneOneIsAHouseNumberNotTheSurname() {
        // Alabama prints CONNOR / SAMPLE unlabelled, then 1 WONDERFUL DRIVE: the names are the lines above the
        // address (FrontNameBlock: the first line taken for the surname, as most states print them)
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR, "CONNOR", "SAMPLE", "1 WONDERFUL DRIVE", "MONTGOMERY AL");
        assertThat(f.value(FrontFields.SURNAME)).contains("CONNOR");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("SAMPLE");
        assertThat(f.contradiction(FrontFields.SURNAME, "SAMPLE", DateOrder.MONTH_DAY_YEAR)).isEmpty();
        assertThat(f.contradiction(FrontFields.SURNAME, "MORGENSTERN", DateOrder.MONTH_DAY_YEAR)).isPresent();
    }

    @Test
    void datesInTheIssuingCountrysOrder() {
        assertThat(FrontDates.date("02/01/1957", DateOrder.MONTH_DAY_YEAR, TODAY)).isEqualTo("1957-02-01");
        assertThat(FrontDates.date("14.07.1981", DateOrder.DAY_MONTH_YEAR, TODAY)).isEqualTo("1981-07-14");
        assertThat(FrontDates.date("31/12/18", DateOrder.DAY_MONTH_YEAR, TODAY)).isEqualTo("2018-12-31");
        assertThat(FrontDates.date("1990-08-04", DateOrder.YEAR_MONTH_DAY, TODAY)).isEqualTo("1990-08-04");
        assertThat(FrontDates.date("1990/08/04", DateOrder.MONTH_DAY_YEAR, TODAY)).isEqualTo("1990-08-04");
        assertThat(FrontDates.date("3DOB07/15/198O", DateOrder.MONTH_DAY_YEAR, TODAY)).isEqualTo("1980-07-15");
        assertThat(FrontDates.date("14/07/1981", DateOrder.MONTH_DAY_YEAR, TODAY)).isNull();
        assertThat(FrontDates.date("01/12/67", DateOrder.MONTH_DAY_YEAR, TODAY)).isNull();   // a ghost image
        assertThat(DateOrder.of("US")).isEqualTo(DateOrder.MONTH_DAY_YEAR);
        assertThat(DateOrder.of("CA")).isEqualTo(DateOrder.YEAR_MONTH_DAY);
        assertThat(DateOrder.of("FR")).isEqualTo(DateOrder.DAY_MONTH_YEAR);
    }

    @Test
    void readsTheEuModelsNumberedFieldsDayFirst() {
        FrontFields f = parse(DateOrder.DAY_MONTH_YEAR,
                "1. MARTIN",
                "2. PAUL",
                "3. 14.07.1981 (UTOPIA CITY)",
                "4a. 01.01.2013 4c. 99999 UTOPIA CITY",
                "4b. 31.12.2018",
                "5. 13AA00002");
        assertThat(f.value(FrontFields.SURNAME)).contains("MARTIN");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("PAUL");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1981-07-14");
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2013-01-01");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2018-12-31");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("13AA00002");
    }

    @Test
    void aTypedValueReadOtherwiseIsContradictedUnlessTheFrontPrintsItSomewhere() {
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "4d DLN D08954796 3 DOB 01/01/1974",
                "1 SAMPLE",
                "2 JELANI",
                "4b EXP 03/01/2024 4a ISS 03/01/2016");
        DateOrder us = DateOrder.MONTH_DAY_YEAR;
        // genuine typed data, look-alikes and separators aside
        assertThat(f.contradiction(FrontFields.DATE_OF_BIRTH, "1974-01-01", us)).isEmpty();
        assertThat(f.contradiction(FrontFields.SURNAME, "Sample", us)).isEmpty();
        assertThat(f.contradiction(FrontFields.GIVEN_NAMES, "Jelani", us)).isEmpty();
        assertThat(f.contradiction(FrontFields.DOCUMENT_NUMBER, "d0895-4796", us)).isEmpty();
        // one field altered
        assertThat(f.contradiction(FrontFields.DATE_OF_BIRTH, "1967-01-01", us)).contains("1974-01-01");
        assertThat(f.contradiction(FrontFields.SURNAME, "Morgenstern", us)).contains("SAMPLE");
        assertThat(f.contradiction(FrontFields.DOCUMENT_NUMBER, "D08954897", us)).contains("D08954796");
        // printed elsewhere on the front (the issue date typed as expiry is a mismatch; one printed is not)
        assertThat(f.contradiction(FrontFields.EXPIRY_DATE, "2016-03-01", us)).isEmpty();
        // read unsure: a mismatch only beyond a slip of the OCR's (one digit); not read, or hardly: never
        FrontFields unsure = LicenceFront.parse(List.of(List.of(
                new PrintedWord("DOB", 90, 10, 10, 46, 30), new PrintedWord("01/01/1974", 60, 60, 10, 180, 30))),
                us, TODAY);
        assertThat(unsure.value(FrontFields.DATE_OF_BIRTH)).contains("1974-01-01");
        assertThat(unsure.contradiction(FrontFields.DATE_OF_BIRTH, "1971-01-01", us)).isEmpty();
        assertThat(unsure.contradiction(FrontFields.DATE_OF_BIRTH, "1967-01-01", us)).contains("1974-01-01");
        assertThat(unsure.contradiction(FrontFields.SURNAME, "Morgenstern", us)).isEmpty();
        FrontFields hardly = LicenceFront.parse(List.of(List.of(
                new PrintedWord("DOB", 90, 10, 10, 46, 30), new PrintedWord("01/01/1974", 40, 60, 10, 180, 30))),
                us, TODAY);
        assertThat(hardly.contradiction(FrontFields.DATE_OF_BIRTH, "1967-01-01", us)).isEmpty();
    }

    @Test
    void readsWordsAsPaddleOcrJoinsAndPartsThem() {
        // Georgia as PaddleOCR reads it: 4d DL NO. run into the number, 2 IMA GEORGIA printed above 1 SAMPLE
        FrontFields georgia = parse(DateOrder.MONTH_DAY_YEAR,
                "4d DLNO.999999999 3 DOB 02/22/1954",
                "9 CLASS C",
                "2 IMA GEORGIA",
                "1 SAMPLE",
                "8 123 MAIN STREET");
        assertThat(georgia.value(FrontFields.DOCUMENT_NUMBER)).contains("999999999");
        assertThat(georgia.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(georgia.value(FrontFields.GIVEN_NAMES)).contains("IMA GEORGIA");
        // Alabama's NO. 1234567 parted after the 1; Hawaii's H00000000 with an O; Mississippi's 4d ID NO read 4IDNO
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "NO.1 234567 CLASSD").value(FrontFields.DOCUMENT_NUMBER))
                .contains("1234567");
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "4d. HO0000000").value(FrontFields.DOCUMENT_NUMBER))
                .contains("H00000000");
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "4IDNO", "123456789").value(FrontFields.DOCUMENT_NUMBER))
                .contains("123456789");
        // an I read as l in ISS (Hawaii, Iowa, Connecticut)
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "4a. lss: 02/17/2010").value(FrontFields.ISSUE_DATE))
                .contains("2010-02-17");
        // Mississippi's suffix after a comma is no given name
        FrontFields mississippi = parse(DateOrder.MONTH_DAY_YEAR, "1 SAMPLE", "2 CONNOR M, JR", "8 123 MAIN ST");
        assertThat(mississippi.value(FrontFields.GIVEN_NAMES)).contains("CONNOR M");
    }

    @Test
    void readsNamesBelowLongLabelsReadLooselyAndWrappedOntoTwoLines() {
        // Alaska's 2.First & middle name read with an l lost; the District's given names one a line
        FrontFields alaska = LicenceFront.parse(List.of(page(18, "1 Last Name", "ALASKA", "2.First&middename",
                "TEST", "6 Cardholder address")), DateOrder.MONTH_DAY_YEAR, TODAY);
        assertThat(alaska.value(FrontFields.SURNAME)).contains("ALASKA");
        assertThat(alaska.value(FrontFields.GIVEN_NAMES)).contains("TEST");
        FrontFields district = parse(DateOrder.MONTH_DAY_YEAR,
                "1.FAMILY NAME",
                "SAMPLECARD",
                "2.GIVEN NAMES",
                "THOMAS",
                "ALEXANDER",
                "8.ADDRESS");
        assertThat(district.value(FrontFields.SURNAME)).contains("SAMPLECARD");
        assertThat(district.value(FrontFields.GIVEN_NAMES)).contains("THOMAS ALEXANDER");
        // a label on the next line is no part of the name
        FrontFields unnumbered = parse(DateOrder.MONTH_DAY_YEAR, "FAMILY NAME", "SAMPLE", "GIVEN NAMES", "JANE");
        assertThat(unnumbered.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(unnumbered.value(FrontFields.GIVEN_NAMES)).contains("JANE");
        assertThat(FrontLabels.oneEditApart("2FIRSTMIDDENAME", "2FIRSTMIDDLENAME")).isTrue();
        assertThat(FrontLabels.oneEditApart("2FIRSTMIDDLENAMES", "2FIRSTMIDDLENAME")).isTrue();
        assertThat(FrontLabels.oneEditApart("2FIRSTMODDLENAME", "2FIRSTMIDDLENAME")).isTrue();
        assertThat(FrontLabels.oneEditApart("2FIRSTMODDENAME", "2FIRSTMIDDLENAME")).isFalse();
    }

    @Test
    void aNameReadWithoutTheSpaceBetweenItsWordsIsNoMismatch() {
        // Idaho's STANLEY SAMPLE, its space too narrow for the OCR
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR, "1 PARKER", "2 STANLEYSAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("STANLEYSAMPLE");
        assertThat(f.contradiction(FrontFields.GIVEN_NAMES, "Stanley Sample", DateOrder.MONTH_DAY_YEAR)).isEmpty();
        assertThat(f.contradiction(FrontFields.GIVEN_NAMES, "Stanley", DateOrder.MONTH_DAY_YEAR)).isEmpty();
        assertThat(f.contradiction(FrontFields.GIVEN_NAMES, "Morgan Sample", DateOrder.MONTH_DAY_YEAR))
                .contains("STANLEYSAMPLE");
    }
    @Test
    void aHeightAWeightAndAZipAfterItsStateAreNoNumber() {
        // Delaware's card as read: its number lost by the detector, the height and weight below their labels
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "DRIVER LICENSE",
                "1 SAMPLE",
                "2 JANICE",
                "2230 HESSLER BOULEVARD",
                "NEW CASTLE, DE 19720-0000",
                "15 Sex 16 Hgt 17 Wgt",
                "F 5'-04\" 125 Ib");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
        // Oklahoma's: NOT A DL above the city line, whose ZIP is read surer than the number beside its label Lic. No:
        List<PrintedWord> words = FrontPages.readAt(page(
                "Lic. No: B000062835",
                "SAMPLE CARD/ NOT A DL",
                "OKLAHOMA CITY, OK 73111-0000"), 2, 90);
        FrontFields oklahoma = LicenceFront.parse(List.of(words), DateOrder.MONTH_DAY_YEAR, TODAY);
        assertThat(oklahoma.value(FrontFields.DOCUMENT_NUMBER)).contains("B000062835");
        // Washington's enhanced licence: LIC run into the number
        assertThat(parse(DateOrder.MONTH_DAY_YEAR, "LICWDLABCD456DG").value(FrontFields.DOCUMENT_NUMBER))
                .contains("WDLABCD456DG");
    }

    @Test
    void theNameAboveNumberedGivenNamesIsTheSurnameWhereItsNumberWasLost() {
        // Washington's enhanced licence: field 1's number not read, field 3 (DOB) read as 1 0OB; the surname starts
        // where the given names do, after the 2
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "  SAMPLE",
                "2 JOHN A",
                "1 0OB 01/06/1958",
                "8123 STREETADDRESS");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JOHN A");
    }

    @Test
    void aLetterGuessedForTheSurnamesFieldNumberIsLeftOut() {
        // Vermont's ID card: field 1 read E, unsure, before the surname above the address
        List<PrintedWord> words = FrontPages.readAt(page(
                "E SAMPLE",
                "JOHN A",
                "123 STREET ADDRESS",
                "MONTPELIER, VT 12345-1234"), 0, 40);

        FrontFields f = LicenceFront.parse(List.of(words), DateOrder.MONTH_DAY_YEAR, TODAY);

        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JOHN A");
    }
    @Test
    void aHouseNumberReadWithLettersForItsDigitsStillStartsTheAddress() {
        // North Dakota's 608 read 6OB: the names above the address, the surname first
        FrontFields f = parse(DateOrder.MONTH_DAY_YEAR,
                "SAMPLE",
                "CONNOR MICHAEL JR",
                "6OB EAST BOULEVARD",
                "BISMARCK, ND 58505-0700");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("CONNOR MICHAEL");
    }
    @Test
    void twoNameLinesAreReadInTheOrderTheHolderSigns() {
        // Alabama's and Florida's cards print the given names above the surname, and are signed Given Surname
        FrontFields alabama = parse(DateOrder.MONTH_DAY_YEAR,
                "CONNOR",
                "SAMPLE",
                "1 WONDERFUL DRIVE",
                "MONTGOMERY AL 36104-1234",
                "Connor Sample");
        assertThat(alabama.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(alabama.value(FrontFields.GIVEN_NAMES)).contains("CONNOR");
        // most cards print the surname first; a signature of the given name and an initial changes nothing (Ohio)
        FrontFields ohio = parse(DateOrder.MONTH_DAY_YEAR,
                "DOE",
                "JANE",
                "123 ANYWHERE ST",
                "ANYTOWN, OH 12345",
                "Jane D");
        assertThat(ohio.value(FrontFields.SURNAME)).contains("DOE");
        assertThat(ohio.value(FrontFields.GIVEN_NAMES)).contains("JANE");
    }
}
