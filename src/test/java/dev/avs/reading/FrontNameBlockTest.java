package dev.avs.reading;

import static dev.avs.reading.FrontPages.parse;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Names printed without labels the OCR kept: the lines above the address ({@link FrontNameBlock}), one line or two,
 * each case as PaddleOCR read a real specimen front (bench/fronts).
 */
class FrontNameBlockTest {

    private static final DateOrder US = DateOrder.MONTH_DAY_YEAR;

    @Test
    void namesAreTheLinesAboveTheAddressTheSurnameFirst() {
        // Kansas: the field numbers 1, 2 and 8 lost; the street a rural route
        FrontFields kansas = parse(US, "SAMPLE", "TEST ONE", "RR 2", "HOLTON, KS 66436");
        assertThat(kansas.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(kansas.value(FrontFields.GIVEN_NAMES)).contains("TEST ONE");
        // Vermont: a second street line, the ZIP run into its state
        FrontFields apartment = parse(US, "SAMPLE", "2 JOHN A", "8 123 STATE STREET", "APT 1",
                "MONTPELIER,VT12345-1234");
        assertThat(apartment.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(apartment.value(FrontFields.GIVEN_NAMES)).contains("JOHN A");
        // Tennessee: the city line not read, the street says it is one
        assertThat(parse(US, "SAMPLE", "JANICE", "123 MAIN STREET").value(FrontFields.SURNAME)).contains("SAMPLE");
    }

    @Test
    void namesAboveAStreetWhoseHouseNumberWasLostAndAnIReadAsAOne() {
        // Rhode Island: 1 SAMPLE / 2 I AM / 8 600 NEW LONDON AVE, read without the 1, I AM as 1AM and 600 as COO
        // over the background print; the street known by its type, with the city line below it
        FrontFields f = parse(US, "SAMPLE", "2 1AM", "COO NEW LONDON AVE", "CRANSTON, RI 02920");
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("IAM");
        // a street's type alone, without the city line below, makes no address: no names are guessed
        assertThat(parse(US, "SAMPLE", "JANICE", "COO NEW LONDON AVE").value(FrontFields.SURNAME)).isEmpty();
    }

    @Test
    void aLineOfBackgroundPrintGuessedAtBetweenTheNamesAndTheAddressIsPassedOver() {
        // Virginia: the card's pattern between JUSTIN,WILLIAM and 2300 WEST BROAD STREET read 4AA at 0.27
        List<PrintedWord> virginia = FrontPages.readAt(FrontPages.page(30, "MAURY", "JUSTIN,WILLIAM", "4AA",
                "2300 WEST BROAD STREET", "RICHMOND.VA 23220"), 2, 27);
        FrontFields f = LicenceFront.parse(List.of(virginia), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("MAURY");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JUSTIN WILLIAM");
        // Indiana: such a guess far right of the names' column (uonuo at 0.21) is no line of theirs
        List<PrintedWord> indiana = new java.util.ArrayList<>(FrontPages.page(30, "SAMPLE", "2MARK ALLEN", "",
                "8123 MAIN STREET", "INDIANAPOLIS, IN 46204-0000"));
        indiana.add(new PrintedWord("uonuo", 21, 400, 70, 460, 90));
        FrontFields g = LicenceFront.parse(List.of(indiana), US, FrontPages.TODAY);
        assertThat(g.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(g.value(FrontFields.GIVEN_NAMES)).contains("MARK ALLEN");
    }

    @Test
    void oneNameLineIsGivenNamesThenSurnameOrSurnameBeforeAComma() {
        FrontFields michigan = parse(US, "JOHN Q. PUBLIC", "123NORTHSTATEST.", "LANSING,MI48918-0000");
        assertThat(michigan.value(FrontFields.SURNAME)).contains("PUBLIC");
        assertThat(michigan.value(FrontFields.GIVEN_NAMES)).contains("JOHN Q");
        // Nebraska: field number 2 run into the surname, a digit of the ZIP misread
        FrontFields nebraska = parse(US, "2SAMPLE, CARON LYNN", "123MAINSTREET", "LINCOLN.NE685M1-0000");
        assertThat(nebraska.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(nebraska.value(FrontFields.GIVEN_NAMES)).contains("CARON LYNN");
    }

    @Test
    void namesAboveTheAddressesLabelAndPartedByACommaAlone() {
        // Virginia: Name / MAURY / JUSTIN,WILLIAM / Address / 2300 WEST BROAD STREET
        FrontFields f = parse(US, "Name", "MAURY", "JUSTIN,WILLIAM", "Address", "2300 WEST BROAD STREET",
                "RICHMOND.VA 23220");
        assertThat(f.value(FrontFields.SURNAME)).contains("MAURY");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JUSTIN WILLIAM");
    }

    @Test
    void namesAboveAnAddressOfTwoLinesAndWithoutTheRecognisersGuessesBesideThem() {
        // Vermont: a second address line before the city; background print beside the surname read POEUUR at 0.13
        List<PrintedWord> words = new java.util.ArrayList<>(FrontPages.page(30, "SAMPLE", "JOHN A",
                "123 STREETADDRESS", "ADDRESS LINE2", "MONTPELIER, VT 12345-1234"));
        words.add(new PrintedWord("POEUUR", 13, 200, 12, 260, 28));
        FrontFields f = LicenceFront.parse(List.of(words), US, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JOHN A");
        // ... but a numbered name above the street is no street line (Arizona's 2 JELANI / 123 MAIN ST)
        FrontFields arizona = parse(US, "SAMPLE", "2 JELANI", "123 MAIN ST", "PHOENIX, AZ85007");
        assertThat(arizona.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(arizona.value(FrontFields.GIVEN_NAMES)).contains("JELANI");
    }

    @Test
    void aSpeckBetweenANamesNumberAndTheNameIsSkipped() {
        // France's sample licence: 1, a speck read 8 at 0.36, MARTIN
        List<PrintedWord> words = List.of(new PrintedWord("1", 93, 134, 49, 136, 59),
                new PrintedWord("8", 36, 140, 49, 141, 59), new PrintedWord("MARTIN", 90, 149, 45, 216, 62),
                new PrintedWord("2", 91, 133, 69, 141, 85), new PrintedWord("PAUL", 90, 149, 69, 191, 85));
        FrontFields f = LicenceFront.parse(List.of(words), DateOrder.DAY_MONTH_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.SURNAME)).contains("MARTIN");
    }

    @Test
    void aSuffixAfterTheGivenNamesIsNoneOfThem() {
        FrontFields f = parse(US, "SAMPLE", "CONNOR MICHAEL JR", "123 MAIN ST", "BISMARCK, ND 58505");
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("CONNOR MICHAEL");
    }

    @Test
    void noNamesWhereNoAddressFollowsOrTheLinesAreNoNames() {
        assertThat(parse(US, "DRIVER LICENSE", "SAMPLE", "CLASS D").value(FrontFields.SURNAME)).isEmpty();
        // a line with a date or a label above the street is no name
        FrontFields f = parse(US, "DOB 01/05/1948", "123 MAIN ST", "CITY, AL 36104");
        assertThat(f.value(FrontFields.SURNAME)).isEmpty();
        assertThat(parse(US, "CLASS D", "123 MAIN ST", "CITY, AL 36104").value(FrontFields.SURNAME)).isEmpty();
    }

    @Test
    void givenNamesNumberedTwoAboveTheAddressesEightAndTheSurnameAboveThemWhoseOneWasReadAsAComma() {
        // Massachusetts: 1 SOUZA read , SOUZA; 2 JORGE; 8 100 MAIN STREET
        FrontFields f = LicenceFront.parse(List.of(FrontPages.page(40, ", SOUZA", "2 JORGE", "8 100 MAIN STREET",
                "ANYTOWN, MA 02127")), DateOrder.MONTH_DAY_YEAR, FrontPages.TODAY);
        assertThat(f.value(FrontFields.GIVEN_NAMES)).contains("JORGE");
        assertThat(f.value(FrontFields.SURNAME)).contains("SOUZA");
        // a lone 2 with no address's 8 below it is a house number
        assertThat(LicenceFront.parse(List.of(FrontPages.page(40, "2 JORGE", "ANYTOWN, MA 02127")),
                DateOrder.MONTH_DAY_YEAR, FrontPages.TODAY).value(FrontFields.GIVEN_NAMES)).isEmpty();
    }

    @Test
    void givenNamesInSmallLettersAfterTheSurnameAndItsCommaAreNames() {
        // Alberta's licence: SAMPLE, Sam above the address
        FrontFields alberta = parse(DateOrder.DAY_MONTH_YEAR, "SAMPLE, Sam", "24 My Place Street",
                "Anywhere AB T5J 2M6");
        assertThat(alberta.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(alberta.value(FrontFields.GIVEN_NAMES)).contains("SAM");   // names are reported in capitals
        // without the comma, small letters are no name (an address's label printed small)
        assertThat(parse(DateOrder.DAY_MONTH_YEAR, "SAMPLE Sam", "24 My Place Street", "Anywhere AB T5J 2M6")
                .value(FrontFields.SURNAME)).isEmpty();
    }

    @Test
    void aStreetLineWithoutAHouseNumberAboveItsCityLineStillHasTheNamesAbove() {
        // Oklahoma's older specimen: SAMPLE CARD/ NOT A DL where the street is; a speck read AT beside the photo
        FrontFields oklahoma = parse(US, "AT SAMPLE Lic. No: B000062835", "DOB: 01/01/1980", "SAMPLE",
                "SALLY ANN", "SAMPLE CARD/ NOT A DL", "OKLAHOMA CITY, OK 73111-0000");
        assertThat(oklahoma.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(oklahoma.value(FrontFields.GIVEN_NAMES)).contains("SALLY ANN");
        // a state's letters inside a word are no city line's (Albania's SHQIPTARE/ OANIAN 200000907); a card
        // without one is looked through to its last line
        assertThat(parse(DateOrder.DAY_MONTH_YEAR, "REPUBLIKA E SHQIPERISE", "Sojli", "Monika",
                "Shqiptare/ oanian 200000907").value(FrontFields.GIVEN_NAMES)).isEmpty();
    }
}
