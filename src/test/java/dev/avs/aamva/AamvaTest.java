package dev.avs.aamva;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The header, the versions' name and date conventions, and the caps, on the standard's own examples. */
class AamvaTest {

    /** The example of the 2020 standard's Annex D (version 10, Virginia's IIN). */
    private static final String VERSION_10 = "@\n\u001e\rANSI 636000100002DL00410278ZV03190008DLDAQT64235789\n"
            + "DCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\nDCDPH\nDBD06062019\nDBB06061986\n"
            + "DBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
            + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r";

    @Test
    void theStandardsExampleReadsWithEveryField() {
        AamvaCard card = Aamva.parse(VERSION_10).orElseThrow();

        assertThat(card.issuerId()).isEqualTo("636000");
        assertThat(card.version()).isEqualTo(10);
        assertThat(card.jurisdictionVersion()).isZero();
        assertThat(card.kind()).isEqualTo("DL");
        assertThat(card.country()).isEqualTo("US");
        assertThat(card.surname()).isEqualTo("SAMPLE");
        assertThat(card.givenNames()).isEqualTo("MICHAEL JOHN");
        assertThat(card.dateOfBirth()).isEqualTo(LocalDate.of(1986, 6, 6));
        assertThat(card.issueDate()).isEqualTo(LocalDate.of(2019, 6, 6));
        assertThat(card.expiryDate()).isEqualTo(LocalDate.of(2024, 12, 10));
        assertThat(card.documentNumber()).isEqualTo("T64235789");
        assertThat(card.sex()).isEqualTo("M");
        assertThat(card.postalCode()).isEqualTo("23269");
    }

    @Test
    void versionOneWritesTheFullNameWithCommasAndDatesYearFirst() {
        String v1 = "@\n\u001e\rANSI 6360000102DL00390188ZV02270031DLDAQ0123456789ABC\nDAAPUBLIC,JOHN,Q\n"
                + "DAG123 MAIN STREET\nDAIANYTOWN\nDAJVA\nDAK123459999  \nDBA20011201\nDBB19761123\nDBCM\n"
                + "DBD19961201\rZVZVAJURISDICTIONDEFINEDELEMENT\r";

        AamvaCard card = Aamva.parse(v1).orElseThrow();

        assertThat(card.version()).isEqualTo(1);
        assertThat(card.jurisdictionVersion()).isNull();
        assertThat(card.surname()).isEqualTo("PUBLIC");
        assertThat(card.givenNames()).isEqualTo("JOHN Q");
        assertThat(card.dateOfBirth()).isEqualTo(LocalDate.of(1976, 11, 23));
        assertThat(card.expiryDate()).isEqualTo(LocalDate.of(2001, 12, 1));
    }

    @Test
    void aCanadianCardWritesDatesYearFirstAndAUsOneMonthFirst() {
        assertThat(AamvaCard.date("20200603", true)).isEqualTo(LocalDate.of(2020, 6, 3));
        assertThat(AamvaCard.date("06032020", false)).isEqualTo(LocalDate.of(2020, 6, 3));
        // an issuer that writes the other order is still read (New Brunswick's version 2 card)
        assertThat(AamvaCard.date("08081962", true)).isEqualTo(LocalDate.of(1962, 8, 8));
        assertThat(AamvaCard.date("19621308", false)).isNull();
        assertThat(AamvaCard.date("2020060", false)).isNull();
    }

    @Test
    void textThatIsNoAamvaFileOrPassesTheCapsIsNotParsed() {
        assertThat(Aamva.parse(null)).isEmpty();
        assertThat(Aamva.parse("https://example.com/ticket/12345")).isEmpty();
        assertThat(Aamva.parse("@\n\u001e\rANSI 636000100002")).isEmpty();
        assertThat(Aamva.parse(VERSION_10 + "X".repeat(Aamva.MAX_TEXT))).isEmpty();
        String manyElements = "@\n\u001e\rANSI 636000100001DL00410278DLDAQ1\n" + "ZZZ\n".repeat(250)
                + "DCSSAMPLE\n";
        assertThat(Aamva.parse(manyElements).orElseThrow().surname()).as("elements past the cap").isNull();
    }
}
