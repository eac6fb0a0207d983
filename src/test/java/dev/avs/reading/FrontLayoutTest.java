package dev.avs.reading;

import static dev.avs.reading.FrontPages.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fields a card prints without a label the OCR kept (names above the address: FrontNameBlockTest): a number without a
 * label, dates told apart by what they are; each case as PaddleOCR read a real specimen front (bench/fronts).
 */
class FrontLayoutTest {

    private static final DateOrder US = DateOrder.MONTH_DAY_YEAR;

    @Test
    void aNumberWithoutALabelIsTheTopmostLongDigitRunButNeverTheDiscriminatorOrAZip() {
        // Florida prints its number under DRIVER LICENSE; Michigan's in groups
        assertThat(parse(US, "DRIVER LICENSE CLASS E", "S514-172-80-844-0", "JOE")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("S514-172-80-844-0");
        FrontFields michigan = parse(US, "P 800 000 224 322", "DOB 05-01-1984");
        assertThat(michigan.value(FrontFields.DOCUMENT_NUMBER)).contains("P800000224322");
        assertThat(michigan.field(FrontFields.DOCUMENT_NUMBER).orElseThrow().confidence()).isLessThan(0.95);
        assertThat(parse(US, "5 DD 0130002456789").value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
        assertThat(parse(US, "YOUR CITY WA 99999-1234").value(FrontFields.DOCUMENT_NUMBER)).isEmpty();
    }

    @Test
    void numbersRunIntoTheirLabelsOrPrintedInGroups() {
        assertThat(parse(US, "4dLIC#WDLABCD456DG 9CLASS").value(FrontFields.DOCUMENT_NUMBER)).contains("WDLABCD456DG");
        assertThat(parse(US, "4DL#:123456789").value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        assertThat(parse(US, "ID 1 23 456 789 Class D").value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        assertThat(parse(DateOrder.YEAR_MONTH_DAY, "4d NUMBER D6101 - 40706 - 60905")
                .value(FrontFields.DOCUMENT_NUMBER)).contains("D6101-40706-60905");
        // the next field's number after the card's is not one of its digits (S99988801 3 DOB)
        assertThat(parse(US, "4d NUMBER S99988801 3 DOB 01/12/1983").value(FrontFields.DOCUMENT_NUMBER))
                .contains("S99988801");
    }

    @Test
    void aLabelTheLineGroupingPutOnAnotherLineStillLabelsItsValue() {
        // Arizona: a small 4d DLN beside a bold number a little higher, CLASS D further left and higher still
        List<PrintedWord> words = List.of(
                new PrintedWord("CLASS", 99, 261, 105, 313, 123), new PrintedWord("D", 99, 320, 105, 330, 123),
                new PrintedWord("D08954796", 100, 481, 110, 604, 134),
                new PrintedWord("4d", 95, 420, 120, 434, 132), new PrintedWord("DLN", 98, 440, 120, 470, 132));
        FrontFields f = LicenceFront.parse(List.of(words), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("D08954796");
    }

    @Test
    void datesWithoutTheirLabels() {
        // the earliest date is the birth date, sure of itself when an issue date 14 years on has passed; the latest
        // date left that has passed is the issue date, shown but never a reason; a design's revision date is neither
        FrontFields f = parse(US, "02/01/1979 48A8s02/01/2013", "EXP 02/01/2029", "Rev 01/21/2011");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1979-02-01");
        assertThat(f.field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence()).isGreaterThanOrEqualTo(0.9);
        assertThat(f.value(FrontFields.ISSUE_DATE)).contains("2013-02-01");
        assertThat(f.field(FrontFields.ISSUE_DATE).orElseThrow().confidence()).isLessThan(FrontFields.CONTRADICTS);
        // with no passed date 14 years after it, the earliest date may be the issue date: unsure
        FrontFields alone = parse(US, "02/01/2010", "EXP 02/01/2029");
        assertThat(alone.field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence())
                .isLessThan(FrontFields.CONTRADICTS);
        // ISS read as 5s, its I lost (Alabama)
        assertThat(parse(US, "5s01-05-2010").value(FrontFields.ISSUE_DATE)).contains("2010-01-05");
        assertThat(parse(US, "D.O.8. 01-05-1948").field(FrontFields.DATE_OF_BIRTH).orElseThrow().confidence())
                .isGreaterThan(0.9);
    }

    @Test
    void datesTheRecogniserPartedOrRanDigitsInto() {
        // Virginia's 07/1 5/1958; Georgia's 3 DOB read 802/22/1954; Rhode Island's 3 00801/16/1964
        List<PrintedWord> parted = List.of(new PrintedWord("DOB", 99, 330, 286, 365, 308),
                new PrintedWord("07/1", 99, 373, 286, 410, 308), new PrintedWord("5/1958", 98, 416, 286, 477, 308));
        assertThat(LicenceFront.parse(List.of(parted), US, FrontPages.TODAY).value(FrontFields.DATE_OF_BIRTH))
                .contains("1958-07-15");
        // a word apart is another word
        assertThat(parse(US, "DOB 07/1 5/1958").value(FrontFields.DATE_OF_BIRTH)).isEmpty();
        assertThat(parse(US, "3 DOB 802/22/1954").value(FrontFields.DATE_OF_BIRTH)).contains("1954-02-22");
        assertThat(parse(US, "3 00801/16/1964").value(FrontFields.DATE_OF_BIRTH)).contains("1964-01-16");
        assertThat(FrontDates.date("1234/05/2020", US, FrontPages.TODAY)).isNull();
    }

    @Test
    void aLabelLabelsTheFirstDateAfterItNotTheNextNorOneBelow() {
        // Rhode Island: 3 DOB's date beside it, the expiry's label lost on the line below
        FrontFields below = parse(US, "3 01/16/1964", "01/16/2021");
        assertThat(below.value(FrontFields.DATE_OF_BIRTH)).contains("1964-01-16");
        assertThat(below.value(FrontFields.EXPIRY_DATE)).contains("2021-01-16");
        FrontFields beside = parse(US, "DOB 01/16/1964 01/16/2021");
        assertThat(beside.value(FrontFields.DATE_OF_BIRTH)).contains("1964-01-16");
        assertThat(beside.value(FrontFields.EXPIRY_DATE)).contains("2021-01-16");
    }

    @Test
    void spacedTitleLettersAreNoLabelAndAWatermarkBesideTheNamesIsSkipped() {
        // New York: D R I V E R  L I C E N S E (L I C is no number label); a SAMPLE watermark on its own line
        // between the names, far to the right
        List<PrintedWord> words = new java.util.ArrayList<>(List.of(
                new PrintedWord("L", 97, 308, 53, 315, 71), new PrintedWord("I", 99, 324, 53, 327, 71),
                new PrintedWord("C", 99, 336, 53, 344, 71),
                new PrintedWord("ID", 66, 219, 83, 230, 104), new PrintedWord("1", 99, 238, 83, 245, 104),
                new PrintedWord("23", 99, 252, 83, 279, 104), new PrintedWord("456", 99, 290, 83, 333, 104),
                new PrintedWord("789", 99, 344, 83, 386, 104),
                new PrintedWord("MOTORIST", 99, 220, 111, 326, 130), new PrintedWord("SAMPLE", 99, 486, 120, 589, 143),
                new PrintedWord("MICHAEL,", 97, 220, 131, 315, 153), new PrintedWord("M", 99, 323, 131, 338, 153),
                new PrintedWord("2345", 97, 219, 159, 256, 176), new PrintedWord("ANYWHERE", 98, 261, 159, 357, 176),
                new PrintedWord("STREET", 98, 363, 159, 428, 176), new PrintedWord("YOUR", 99, 219, 175, 265, 192),
                new PrintedWord("CITY,", 97, 271, 175, 310, 192), new PrintedWord("NY", 97, 317, 175, 335, 192),
                new PrintedWord("12345", 98, 350, 175, 395, 192)));
        FrontFields f = LicenceFront.parse(List.of(words), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        assertThat(f.value(FrontFields.SURNAME)).contains("MOTORIST");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("MICHAEL M");
    }

    @Test
    void anInitialFirstAndTheAddressABlankLineBelow() {
        // Texas: 1 SAMPLE / 2 Q. JOHN, the street a blank line below
        FrontFields f = FrontPages.parse(US, "1 SAMPLE", "2 Q. JOHN", "", "12612 RIVER HILLS", "ASPEN, TX 12345");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("Q JOHN");
        assertThat(parse(US, "4LIC:V007989").value(FrontFields.DOCUMENT_NUMBER)).contains("V007989");
    }

    @Test
    void europeanModelsNumberedFieldsOnUkAndGermanLicences() {
        // the UK photocard (DVLA's specimen layout): the number followed by its issue number
        FrontFields uk = parse(DateOrder.DAY_MONTH_YEAR, "1. MORGAN", "2. SARAH MEREDITH",
                "3. 11.03.1976 UNITED KINGDOM", "4a. 19.01.2013 4c. DVLA", "4b. 18.01.2023",
                "5. MORGA753116SM9IJ 35", "8. 122 BURNS CRESCENT", "EDINBURGH EH1 9GP");
        assertThat(uk.value(FrontFields.SURNAME)).contains("MORGAN");
        assertThat(uk.value(FrontFields.GIVEN_NAMES)).contains("SARAH MEREDITH");
        assertThat(uk.value(FrontFields.DATE_OF_BIRTH)).contains("1976-03-11");
        assertThat(uk.value(FrontFields.ISSUE_DATE)).contains("2013-01-19");
        assertThat(uk.value(FrontFields.EXPIRY_DATE)).contains("2023-01-18");
        assertThat(uk.value(FrontFields.DOCUMENT_NUMBER)).contains("MORGA753116SM9IJ");
        // Germany: two-digit years
        FrontFields de = parse(DateOrder.DAY_MONTH_YEAR, "1. MUSTERMANN", "2. ERIKA", "3. 12.08.64 BERLIN",
                "4a. 19.01.13 4b. 18.01.28", "4c. Landratsamt Musterhausen", "5. B072RRE2I55");
        assertThat(de.value(FrontFields.SURNAME)).contains("MUSTERMANN");
        assertThat(de.value(FrontFields.DATE_OF_BIRTH)).contains("1964-08-12");
        assertThat(de.value(FrontFields.ISSUE_DATE)).contains("2013-01-19");
        assertThat(de.value(FrontFields.EXPIRY_DATE)).contains("2028-01-18");
        assertThat(de.value(FrontFields.DOCUMENT_NUMBER)).contains("B072RRE2I55");
    }

    @Test
    void bothNamesNumbersBeforeOneLineSayTheSurnameComesFirst() {
        // Ohio's 1,2 DOE / JANE, read 1.2DOE; its signature Jane Do beside the issue date's label 4aISs, which is no
        // handwriting (read as one, the signature seemed to end with JANE and the lines were swapped)
        FrontFields ohio = parse(US, "1.2DOE", "JANE", "8 123 ANYWHERE ST", "ANYTOWN. OH 12345",
                "4aISs 07-02-2018 Jane Do");
        assertThat(ohio.value(FrontFields.SURNAME)).contains("DOE");
        assertThat(ohio.value(FrontFields.GIVEN_NAMES)).contains("JANE");
        // on one line: the family name first, as a comma after it would say
        FrontFields oneLine = parse(US, "1,2 DOE JANE", "8 123 ANYWHERE ST", "ANYTOWN. OH 12345");
        assertThat(oneLine.value(FrontFields.SURNAME)).contains("DOE");
        assertThat(oneLine.value(FrontFields.GIVEN_NAMES)).contains("JANE");
    }

    @Test
    void aLabelInSmallLettersAfterADigitIsNoNumberedName() {
        // Delaware's Iss read 1ss above 1 .SAMPLE (the field number's period read into the name)
        FrontFields delaware = parse(US, "1ss 03/15/2018", "1 .SAMPLE", "2 JANICE", "2230 HESSLER BOULEVARD",
                "NEW CASTLE.DE 19720-0000");
        assertThat(delaware.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(delaware.value(FrontFields.GIVEN_NAMES)).contains("JANICE");
    }

    @Test
    void aDateReadInTwoWordsAfterItsSeparatorIsOneDate() {
        // Arizona's 06/01/2017 over the photo's edge, read 06/01/ and 2017 a letter's width apart
        assertThat(parse(US, "4a ISS 06/01/ 2017").value(FrontFields.ISSUE_DATE)).contains("2017-06-01");
    }

    @Test
    void aDayAndMonthThenTheYearASpaceApartAreOneDate() {
        // France's identity card: Ne(e) le : 06.12.1965, its second period lost, the year 27 pixels on under a
        // 33-pixel print (as PaddleOCR placed them)
        List<PrintedWord> words = List.of(new PrintedWord("Ne(e)", 91, 609, 308, 660, 341),
                new PrintedWord("le:", 89, 669, 308, 700, 341), new PrintedWord("06.12", 100, 722, 301, 794, 334),
                new PrintedWord("1965", 100, 821, 301, 878, 334));
        FrontFields f = LicenceFront.parse(List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1965-12-06");
        // a day and month beside a number that is no year are not joined
        List<PrintedWord> other = List.of(words.get(0), words.get(1), words.get(2),
                new PrintedWord("7312", 100, 821, 301, 878, 334));
        assertThat(LicenceFront.parse(List.of(other), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY)
                .value(FrontFields.DATE_OF_BIRTH)).isEmpty();
    }

    @Test
    void aLaterReadingOnlyFillsTheFieldsTheFirstLacks() {
        List<PrintedWord> first = FrontPages.page(30, "DL 123456789", "DOB 01/05/1948");
        // read again surer of another number and birth date (as other pixels may): the first reading's stand
        List<PrintedWord> again = FrontPages.readAt(FrontPages.readAt(FrontPages.page(30, "DL 123456780",
                "DOB 01/05/1949", "EXP 01/05/2030"), 1, 99), 3, 99);
        FrontFields f = LicenceFront.parse(List.of(first, again), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.DOCUMENT_NUMBER)).contains("123456789");
        assertThat(f.value(FrontFields.DATE_OF_BIRTH)).contains("1948-01-05");
        assertThat(f.value(FrontFields.EXPIRY_DATE)).contains("2030-01-05");
        // the first misses surname and expiry in either order of dates: read again; all four found: not
        assertThat(LicenceFront.missesKeyField(first, FrontPages.TODAY)).isTrue();
        assertThat(LicenceFront.missesKeyField(FrontPages.page(30, "DL 123456789", "DOB 01/05/1948",
                "EXP 01/05/2030", "LN SAMPLE"), FrontPages.TODAY)).isFalse();
    }

    @Test
    void aNameReadUnsurelyContradictsOnlyANameFarFromIt() {
        FrontFields f = new FrontFields(List.of(new FrontFields.Field(FrontFields.SURNAME, "SAMPLE", 0.5)),
                "SAMPLE JANE");
        assertThat(f.contradiction(FrontFields.SURNAME, "MORGENSTERN", US)).contains("SAMPLE");
        // one letter apart: the unsure letter may be the OCR's slip
        assertThat(f.contradiction(FrontFields.SURNAME, "SAMPLO", US)).isEmpty();
        FrontFields unsure = new FrontFields(List.of(new FrontFields.Field(FrontFields.SURNAME, "SAMPLE", 0.3)),
                "SAMPLE JANE");
        assertThat(unsure.contradiction(FrontFields.SURNAME, "MORGENSTERN", US)).isEmpty();
        assertThat(FrontFields.farApart("SAMPLE", "SAMPLO")).isFalse();
        // dates two digits apart or more, numbers three characters: beyond an unsure digit
        assertThat(FrontFields.beyondSlips(FrontFields.DATE_OF_BIRTH, "1957-01-16", "1964-01-16")).isTrue();
        assertThat(FrontFields.beyondSlips(FrontFields.DATE_OF_BIRTH, "1960-01-12", "1967-01-12")).isFalse();
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "300038099934", "22300038099904")).isTrue();
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "300038099904", "22300038099904")).isFalse();
        // two characters in place in a number of one length: an alteration, not an added or dropped character
        // (Germany's ID card number read whole at 0.64)
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "L01X00U40", "L01X00T47")).isTrue();
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "L01X00T40", "L01X00T47")).isFalse();
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "12345678A", "D12345678A")).isFalse();
        assertThat(FrontFields.beyondSlips(FrontFields.DOCUMENT_NUMBER, "12346", "12375")).isFalse();
        FrontFields german = new FrontFields(List.of(new FrontFields.Field(FrontFields.DOCUMENT_NUMBER, "L01X00T47",
                0.64)), "BUNDESREPUBLIK DEUTSCHLAND L01X00T47");
        assertThat(german.contradiction(FrontFields.DOCUMENT_NUMBER, "L01X00U40", US)).contains("L01X00T47");
        assertThat(german.contradiction(FrontFields.DOCUMENT_NUMBER, "L01X00T47", US)).isEmpty();
        FrontFields date = new FrontFields(List.of(new FrontFields.Field(FrontFields.DATE_OF_BIRTH, "1964-01-16",
                0.72)), "3 00801/16/1964");
        assertThat(date.contradiction(FrontFields.DATE_OF_BIRTH, "1957-01-16", US)).contains("1964-01-16");
        assertThat(date.contradiction(FrontFields.DATE_OF_BIRTH, "1964-01-18", US)).isEmpty();
        assertThat(FrontFields.farApart("MORGENSTERN", "L SAMPLE")).isTrue();
    }
}
