package dev.avs.reading;

import static dev.avs.reading.FrontPages.parse;
import static dev.avs.reading.FrontPages.page;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fields whose label or separator the recogniser misread, each as PaddleOCR read a real specimen front
 * (bench/fronts/seventh.tsv: other renditions of state specimens).
 */
class FrontMisreadsTest {

    private static final DateOrder US = DateOrder.MONTH_DAY_YEAR;

    @Test
    void aNameLabelledOneAndTwoTogetherIsTheFamilyNameAboveTheGivenNames() {
        // Virginia's 2021 licence (bench/fronts/sixteenth.tsv): 1,2 Name above REYES / RICHARD BENJAMIN; its
        // 12 Restrictions read 2 Restrictions is no given names' label
        FrontFields f = parse(US, "4d Customer number", "T16700285", "1,2 Name", "REYES", "RICHARD BENJAMIN",
                "8 Address", "5235 JOHN TYLER HWY", "WILLIAMSBURG, VA 23185", "3 Date of birth", "01/05/1987",
                "16 Height 2 Restrictions");
        assertThat(f.value(FrontFields.SURNAME)).contains("REYES");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("RICHARD BENJAMIN");
        assertThat(parse(US, "1.2 Name", "REYES", "RICHARD BENJAMIN", "8 Address").value(FrontFields.SURNAME))
                .contains("REYES");
    }

    @Test
    void realIdIsACardsKindNotANumbersLabel() {
        // New Jersey's 2022 licence (bench/fronts/sixteenth.tsv): NOT FOR "REAL ID" PURPOSES above its number in groups
        FrontFields f = parse(US, "AUTO DRIVER LICENSE", "NOT FOR \u201cREAL ID\" PURPOSES", "X9999 99999 99999 CLASS D",
                "Acting C trator DL", "DOB 01 -12-1967");
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("X99999999999999");
    }

    @Test
    void aNumbersLabelReadIntoItEndsAtItsHashOrColon() {
        // South Carolina's 4d DL#: run into the number; Rhode Island's 4d LIC: read 4LC
        assertThat(parse(US, "4dDL#:123456789").value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        assertThat(parse(US, "4LCV007989 00801/16/1964").value(FrontFields.DOCUMENT_NUMBER)).contains("V007989");
        // Poland's licence number holds slashes (no date's part)
        assertThat(parse(DateOrder.DAY_MONTH_YEAR, "5. 00123/15/1234").value(FrontFields.DOCUMENT_NUMBER))
                .contains("00123151234");   // separators left out, as every number's
        // Washington's label without a colon keeps its letters-first number whole
        assertThat(parse(US, "4dLIC#WDLABCD456DG").value(FrontFields.DOCUMENT_NUMBER)).contains("WDLABCD456DG");
        // North Dakota's 4d LIC# read LC#, its 4d lost: a label still, whose number has three letters first
        assertThat(parse(US, "LC# SAM-67-1234").value(FrontFields.DOCUMENT_NUMBER)).contains("SAM-67-1234");
        assertThat(parse(US, "LC SAMPLE").value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
        // Delaware's 4d DL No. 98765438, the No.'s N lost: its o. is no part of the number
        assertThat(parse(US, "4d DL o.98765438").value(FrontFields.DOCUMENT_NUMBER)).contains("98765438");
        // the Philippines' UMID card: its common reference number's label run into it
        assertThat(parse(DateOrder.YEAR_MONTH_DAY, "Unified Multi-Purpose ID", "CRN-0028-1215160-9")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("0028-1215160-9");
    }

    @Test
    void aDateWhoseSecondSeparatorWasLostIsStillADate() {
        // Oregon's 12/12/1979 read 12/121979
        assertThat(FrontDates.date("12/121979", US, FrontPages.TODAY)).isEqualTo("1979-12-12");
        assertThat(FrontDates.date("12/12/1979", US, FrontPages.TODAY)).isEqualTo("1979-12-12");
        assertThat(FrontDates.date("12/129999", US, FrontPages.TODAY)).isNull();
        // a field number run into a date with its own separator: the year ends the date (Germany's licence prints
        // 3. 12.08.1964, read 3.12.08.1964: not 3 December 2008)
        assertThat(FrontDates.date("3.12.08.1964", DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY)).isEqualTo("1964-08-12");
        // a field number run into a date: its separators tell it apart (Italy's 3.01/01/85 is 01/01/85, not 3.01/01)
        assertThat(parse(DateOrder.DAY_MONTH_YEAR, "3.01/01/85 ROMA (RM)").value(FrontFields.DATE_OF_BIRTH))
                .contains("1985-01-01");
    }

    @Test
    void aDaysTwoDigitsReadAsTwoWordsAreOneDay() {
        // the US Permanent Resident Card's 17 AUG 1958, read 1 7 AUG 1958 (the 1's side bearings read as a gap)
        assertThat(parse(US, "Date of Birth", "1 7 AUG 1958").value(FrontFields.DATE_OF_BIRTH)).contains("1958-08-17");
        assertThat(parse(US, "Date of Birth", "7 AUG 1958").value(FrontFields.DATE_OF_BIRTH)).contains("1958-08-07");
        // a field's number and the day's one digit, apart: no day of 37
        assertThat(parse(DateOrder.DAY_MONTH_YEAR, "3 7 AUG 1958").value(FrontFields.DATE_OF_BIRTH))
                .contains("1958-08-07");
    }

    @Test
    void aDateReadInThreeWordsCloseTogetherIsOneDate() {
        // Alaska's 4b Exp over 07/11/2022, read 4 Ep over 07/1 1 /2022 (as PaddleOCR placed them)
        List<PrintedWord> words = List.of(new PrintedWord("7158184", 100, 49, 54, 115, 75),
                new PrintedWord("4", 66, 349, 64, 354, 76), new PrintedWord("Ep", 49, 361, 64, 374, 76),
                new PrintedWord("07/1", 100, 349, 75, 376, 89), new PrintedWord("1", 100, 380, 75, 384, 89),
                new PrintedWord("/2022", 100, 388, 75, 424, 89));
        FrontFields alaska = LicenceFront.parse(List.of(words), US, FrontPages.TODAY);
        assertThat(alaska.value(FrontFields.EXPIRY_DATE)).contains("2022-07-11");
        // ... and the number is the one printed alone, not the date's digits: a number's words hold no slash
        assertThat(alaska.value(FrontFields.DOCUMENT_NUMBER)).contains("7158184");
    }

    @Test
    void aGenerationalSuffixIsNoGivenName() {
        // Mississippi's 2 CONNOR M. JR (the suffix after an initial's period, not a comma)
        FrontFields f = LicenceFront.parse(List.of(page(30, "1 SAMPLE", "2 CONNOR M. JR", "8 123 MAIN ST",
                "JACKSON. MS 39216-1234")), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("CONNOR M");
    }

    @Test
    void namesAndAddressInTheirColumnBesideOtherFieldsLabels() {
        // Wyoming: the names' and the address's rows carry labels of the right-hand column (9a. Endors, 12.Restr)
        FrontFields f = LicenceFront.parse(List.of(page(18,
                "SAMPLE                                9. Class",
                "2. TINA A                             9a. Endors",
                "8. 123 ANYSTREET",
                "ANYCITY, XX 00000-0000                12.Restr")), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("TINA A");
    }

    @Test
    void aSpecimensOverprintBesideTheSurnamesLabelIsNoName() {
        // the US passport card's EXEMPLAR printed across its Surname label, TRAVELER below
        FrontFields card = parse(US, "Surname EXEMPLAR", "TRAVELER", "Given Names", "HAPPY");
        assertThat(card.value(FrontFields.SURNAME)).contains("TRAVELER");
        // a specimen's SAMPLE is its holder's surname
        assertThat(parse(US, "Surname SAMPLE").value(FrontFields.SURNAME)).contains("SAMPLE");
    }

    @Test
    void aMonthsFirstDigitReadApartStartsTheDate() {
        // Washington's enhanced licence photographed at an angle: 3 DOB 11/22/1965 read 1 1/22/1965, which alone
        // is the 22nd of January
        FrontFields f = parse(US, "1ANDERSON", "2 TEST RECORD", "3 DOB 1 1/22/1965 4a Iss 12/27/2016");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1965-11-22");
        assertThat(f.contradiction(FrontFields.DATE_OF_BIRTH, "1965-11-22", US)).isEmpty();
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2016-12-27");
        // a field's number before a date is no digit of it: 4 is no month's first digit
        assertThat(parse(US, "3 DOB 4 1/22/1965").value(FrontFields.DATE_OF_BIRTH)).contains("1965-01-22");
    }

    @Test
    void aBoxFoundInsideAWordAndReadLessSureIsAPieceOfIt() {
        // Kansas' sample: a 0 found inside CARON (from the field number 2 beside it) parted the given names
        List<PrintedWord> words = new java.util.ArrayList<>(page(30, "3 DOB 11/15/1966", "1 SAMPLE",
                "2 CARON ELIZABETH, SR", "8 123 NORTH STREET"));
        PrintedWord caron = words.stream().filter(w -> w.text().equals("CARON")).findFirst().orElseThrow();
        words.add(new PrintedWord("0", 46, caron.left(), caron.top() + 2, caron.left() + 8, caron.bottom() - 2));
        FrontFields f = LicenceFront.parse(List.of(words), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("CARON ELIZABETH");
    }

    @Test
    void aFourInTheFieldNumbersColumnIsTheLabelOfANumberWhoseDWasLost() {
        // Utah's older specimen: 4d 9999999999 read 49999999999, above 1SAMPLE and 2SALLY
        assertThat(parse(US, "UTAH DRIVER LICENSE", "49999999999", "1SAMPLE", "2SALLY", "3 DOB 11/13/1984")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("9999999999");
        // a number that starts with a 4 above names without field numbers keeps it
        assertThat(parse(US, "DRIVER LICENSE", "49999999999", "SAMPLE", "SALLY", "DOB 11/13/1984")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("49999999999");
    }
}
