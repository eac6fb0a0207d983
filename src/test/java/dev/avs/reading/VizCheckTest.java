package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The visual zone's words against the MRZ: what counts as printed, printed differently, or not seen. */
class VizCheckTest {

    private static final String UTO = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
            + "L898902C36UTO7408122F1204159ZE184226B<<<<<10";
    /** The words Tesseract's eng model reads on ICAO's specimen page (100_pass-uto.jpg), labels and all. */
    private static final String PAGE = "UTOPIA Passport/ Type/ Type Country code/ Code du pays Passport Number! N° de "
            + "passeport P UTO L898902C3 Sumame/ Nom ERIKSSON Given names/ Prénoms ANNA MARIA Nationality/ "
            + "Nationalité UTOPIAN Date of Birth/ Date de naissance Personal No/ 12 AUGUST/AOUT 74 ZE 184226 B "
            + "Sex/ Sexe F ZENITH Date of issue/ 16 APR/AVR 07 PASSPORT OFFICE Date of expiry/ 15 APR/AVR 12";

    private static final String JAPAN = "P<JPNGAIMU<<SAKURA<<<<<<<<<<<<<<<<<<<<<<<<<<\nXS12345673JPN7902206F1603202<<<<<<<<<<<<<<02";

    @Test
    void findsEveryFieldOnTheSpecimenPage() {
        assertThat(statuses(UTO, PAGE)).containsExactlyInAnyOrderEntriesOf(Map.of("surname", "found",
                "given_names", "found", "document_number", "found", "date_of_birth", "found", "expiry_date", "found"));
    }

    @Test
    void quotesAndCommasTheOcrReadsAroundADatesWordsAreNoPartOfIt() {
        // the British fastmrz page's expiry, as one reading of it came out
        Viz viz = check(UTO, PAGE.replace("15 APR/AVR 12", "15 “APR “/AVR “12,"));

        assertThat(field(viz, "expiry_date").status()).isEqualTo(Viz.FOUND);
    }

    @Test
    void aDateWithOnePartChangedIsPrintedDifferently() {
        Viz viz = check(UTO, PAGE.replace("AUGUST/AOUT 74", "AUGUST/AOUT 47"));

        assertThat(field(viz, "date_of_birth").status()).isEqualTo(Viz.MISMATCH);
        assertThat(field(viz, "date_of_birth").printed()).isEqualTo("12 AUGUST/AOUT 47");
    }

    @Test
    void aNumberOneDigitAwayIsPrintedDifferentlyOnlyWhenBothReadingsOfThePageSaySo() {
        // a genuine Czech page whose 99006000 one reading of the page took for 49006000
        String czech = "P<CZESPECIMEN<<VZOR<<<<<<<<<<<<<<<<<<<<<<<<<\n99006000<8CZE1102299F16090641152291111<<<<24";

        assertThat(field(check(czech, "SPECIMEN VZOR 49006000"), "document_number").status())
                .isEqualTo(Viz.NOT_FOUND);
        assertThat(field(check(czech, "SPECIMEN VZOR 49006000 SPECIMEN 49006000"), "document_number"))
                .isEqualTo(new Viz.Field("document_number", Viz.MISMATCH, "49006000"));
    }

    @Test
    void aLongNumberReadUnsureWithOneCharacterUnlikeIsPrintedButASureReadingIsNot() {
        // the Polish PassportEye page's ZS0000177 as the finer reading read it, and the Utopian visa's L8988901C
        String poland = "P<POLKOWALSKA<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<\nZS00001774POL7203305F1607130<<<<<<<<<<<<<<08";

        assertThat(field(VizCheck.compare(parsed(poland), List.of(new PrintedWord("750000177", 53))),
                "document_number").status()).isEqualTo(Viz.FOUND);
        assertThat(field(VizCheck.compare(parsed(poland), List.of(new PrintedWord("750000177", 92))),
                "document_number").status()).isEqualTo(Viz.NOT_FOUND);
        assertThat(field(VizCheck.compare(parsed(poland), List.of(new PrintedWord("750000178", 53))),
                "document_number").status()).isEqualTo(Viz.NOT_FOUND);
        assertThat(field(VizCheck.compare(parsed(UTO), List.of(new PrintedWord("L898902C4", 42))),
                "document_number").status()).isEqualTo(Viz.FOUND);
        // seven characters: one unlike is too near a chance likeness
        String seven = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902<<7UTO7408122F1204159ZE184226B<<<<<18";
        assertThat(field(VizCheck.compare(parsed(seven), List.of(new PrintedWord("L898903", 42))),
                "document_number").status()).isEqualTo(Viz.NOT_FOUND);
    }

    @Test
    void aNumberIsPrintedAsReadOnlyWhereItsCheckDigitCannotTellTheCharactersApart() {
        // the check digit has told 0 from O already, but weighs C (12) as 2: a page printing L89890223 does not
        // confirm an MRZ that read L898902C3, whose check digit holds either way
        assertThat(VizCheck.numberPrinted(parsed(UTO), words("Passport No. L898902C3"))).isTrue();
        assertThat(VizCheck.numberPrinted(parsed(UTO), words("Passport No. L8989O2C3"))).isTrue();
        assertThat(VizCheck.numberPrinted(parsed(UTO), words("Passport No. L89890223"))).isFalse();
        assertThat(VizCheck.numberPrinted(parsed(UTO), words("ERIKSSON ANNA MARIA"))).isFalse();
    }

    @Test
    void aNameOneLetterAwayIsPrintedDifferently() {
        // the French specimen whose MRZ the reader took CHRISTOPHE for CHRISTOPHF (8 px per character)
        String mrz = "P<FRAULYSSE<<CHRISTOPHF<<<<<<<<<<<<<<<<<<<<<\n08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06";
        Viz viz = check(mrz, "Nom ULYSSE Prénoms CHRISTOPHE 10.04.1960 ULYSSE CHRISTOPHE");

        assertThat(field(viz, "given_names")).isEqualTo(new Viz.Field("given_names", Viz.MISMATCH, "CHRISTOPHE"));
        // read so by one of the page's readings only: a slip of the OCR as likely (the ICAO card's ANNA read UNNA)
        assertThat(field(check(mrz, "Nom ULYSSE Prénoms CHRISTOPHE 10.04.1960"), "given_names").status())
                .isEqualTo(Viz.NOT_FOUND);
        assertThat(field(viz, "surname").status()).isEqualTo(Viz.FOUND);
        assertThat(field(viz, "date_of_birth").status()).isEqualTo(Viz.FOUND);
    }

    @Test
    void aValueUnderItsLabelThatIsNotTheMrzsIsPrintedDifferently() {
        List<PrintedWord> page = List.of(new PrintedWord("Surname/", 95, 100, 100, 170, 114),
                new PrintedWord("Nom", 95, 175, 100, 205, 114), new PrintedWord("SMITH", 96, 104, 120, 170, 138),
                new PrintedWord("Given", 95, 100, 145, 140, 159), new PrintedWord("names/", 95, 145, 145, 200, 159),
                new PrintedWord("ANNA", 96, 104, 165, 150, 183), new PrintedWord("MARIA", 96, 160, 165, 220, 183),
                new PrintedWord("Date", 95, 100, 190, 130, 204), new PrintedWord("of", 95, 135, 190, 150, 204),
                new PrintedWord("birth", 95, 155, 190, 195, 204), new PrintedWord("03.01.1990", 94, 104, 210, 200, 228));

        Viz viz = VizCheck.compare(parsed(UTO), page);

        assertThat(field(viz, "surname")).isEqualTo(new Viz.Field("surname", Viz.MISMATCH, "SMITH"));
        assertThat(field(viz, "date_of_birth")).isEqualTo(new Viz.Field("date_of_birth", Viz.MISMATCH, "03.01.1990"));
        assertThat(field(viz, "given_names").status()).isEqualTo(Viz.FOUND);
    }

    @Test
    void anUnsureWordIsNoEvidenceOfADifference() {
        List<PrintedWord> words = List.of(new PrintedWord("ERIKSSEN", 41), new PrintedWord("ANNA", 95),
                new PrintedWord("MARIA", 95));

        Viz viz = VizCheck.compare(parsed(UTO), words);

        assertThat(field(viz, "surname").status()).isEqualTo(Viz.NOT_FOUND);
        assertThat(field(viz, "given_names").status()).isEqualTo(Viz.FOUND);
    }

    @Test
    void namesMatchAfterIcaoTransliterationAndOcrLookAlikes() {
        String mrz = "P<DEUOEZTUERK<<JOERG<<<<<<<<<<<<<<<<<<<<<<<<\nC01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4";

        assertThat(statuses(mrz, "ÖZTÜRK JÖRG")).containsEntry("surname", "found").containsEntry("given_names", "found");
        assertThat(statuses(mrz, "0ZTURK J0RG")).containsEntry("surname", "found");
    }

    @Test
    void bilingualAndCompoundPrintCountsByItsParts() {
        String ukraine = "P<UKRTKACHENKO<<MARIANA<<<<<<<<<<<<<<<<<<<<<\nXX000000<0UKR9108242F23092571234567890<<<<70";
        String poland = "P<POLKOWALSKA<KWIATKOWSKA<<JOANNA<<<<<<<<<<<\nAA00000000POL6002084F1412314<<<<<<<<<<<<<<<4";

        assertThat(statuses(ukraine, "TKAYEHKO/TKACHENKO MAP'AHA/MARIANA 24 CEP/AUG 91 25 BEP/SEP 23"))
                .containsEntry("surname", "found").containsEntry("given_names", "found")
                .containsEntry("date_of_birth", "found").containsEntry("expiry_date", "found");
        assertThat(statuses(poland, "KOWALSKA-KWIATKOWSKA JOANNA 1960.02.08")).containsEntry("surname", "found")
                .containsEntry("date_of_birth", "found");
    }

    @Test
    void theIssueDateIsNoDifferentExpiry() {
        // issued ten years before it expires, on the same day: not an expiry printed differently
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 MAR 2006")).containsEntry("expiry_date", "not_found");
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 MAR 2006 20 MAR 2016")).containsEntry("expiry_date", "found");
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 MAR 2018")).containsEntry("expiry_date", "mismatch");
    }

    @Test
    void aDateApartBySpacesIsPrintedButNeverPrintedDifferently() {
        // Qatar's specimen page prints 07 03 1971; groups of digits are as often a personal number
        String qatar = "P<QATAL<KAABI<<ALI<HAMAD<ABDULLAH<<<<<<<<<<<\n00000000<0QAT7103070M110725012345458902<<<78";

        assertThat(statuses(qatar, "ALI HAMAD ABDULLAH AL-KAABI 07 03 1971 M QATAR 26 07 2006 25 07 2011"))
                .containsEntry("date_of_birth", "found").containsEntry("expiry_date", "found");
        assertThat(statuses(qatar, "ALI HAMAD ABDULLAH AL-KAABI 07 03 1977 25 07 2012"))
                .containsEntry("date_of_birth", "not_found").containsEntry("expiry_date", "not_found");
        assertThat(statuses(qatar, "AL-KAABI 1234 07 03 1971 5678")).containsEntry("date_of_birth", "not_found");
    }

    @Test
    void aBilingualMonthWhoseSlashWasReadAsALetterIsStillAMonth() {
        // the Polish PassportEye page's expiry, 13 LIP/JUL 2016, as the finer reading read it
        String poland = "P<POLKOWALSKA<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<\nZS00001774POL7203305F1607130<<<<<<<<<<<<<<08";

        assertThat(statuses(poland, "KOWALSKA ANNA 30 MARIMAR 1972 13 LIPIJUL 2016"))
                .containsEntry("date_of_birth", "found").containsEntry("expiry_date", "found");
        assertThat(PrintedDates.in(words("3 JUILLET 2001"))).extracting(PrintedDates.Printed::month)
                .containsExactly(7);
    }

    @Test
    void aBilingualMonthWhoseSlashWasReadAsOtherMarksIsTheMrzsDateButNeverADifference() {
        // the Canadian page's birth, 01 JAN/JAN 85, as two readings of it came out
        String canada = "P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<\nZE000509<9CAN8501019F2301147<<<<<<<<<<<<<<08";

        assertThat(statuses(canada, "MARTIN SARAH 01 JAN-73IAN 85")).containsEntry("date_of_birth", "found");
        assertThat(statuses(canada, "MARTIN SARAH 01 JAN“7IAN 85")).containsEntry("date_of_birth", "found");
        assertThat(statuses(canada, "MARTIN SARAH 01 JAN-73IAN 86")).containsEntry("date_of_birth", "not_found");
        // a slash read as a slash is print like any other: another year there is a difference
        assertThat(statuses(canada, "MARTIN SARAH 01 JAN/JAN 86")).containsEntry("date_of_birth", "mismatch");
    }

    @Test
    void aMonthNameWithOneLetterMisreadIsTheMrzsDateButNeverADifference() {
        // the Japanese specimen's expiry, 20 MAR 2016, as one reading of it came out
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 WAR 2016")).containsEntry("expiry_date", "found");
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 WAR 2018")).containsEntry("expiry_date", "not_found");
        // JAR is a letter from JAN and from MAR, JUM from JUN and from JUL: no month
        assertThat(statuses(JAPAN, "GAIMU SAKURA 20 JAR 2016 20 JUM 2016")).containsEntry("expiry_date", "not_found");
    }

    @Test
    void anIcelandicThornReadAsPIsTheMrzsTh() {
        // the Icelandic specimen prints ÞURÍÐUR ÖSP, which the English model reads PURIDUR OSP
        String iceland = "P<ISLAEVARSDOTTIR<<THURIDUR<OESP<<<<<<<<<<<<\nA0000000<0ISL6612315F0905264311266<9539<<<32";

        assertThat(statuses(iceland, "AVARSDOTTIR PURIDUR OSP")).containsEntry("surname", "found")
                .containsEntry("given_names", "found");
        // only on an Icelandic page
        assertThat(statuses(iceland.replace("ISL", "NOR"), "AVARSDOTTIR PURIDUR OSP"))
                .containsEntry("given_names", "not_found");
    }

    @Test
    void readsTheDateFormatsPagesPrint() {
        List<PrintedDates.Printed> dates = PrintedDates.in(words("12.08.1974 1974-08-12 12/08/74 12 AUG 1974 "
                + "O7 JUN 1984 20 FEB/FÉV 1979 3 JUIL. 2001"));

        assertThat(dates).extracting(d -> d.day() + "-" + d.month() + "-" + d.year()).contains("12-8-1974",
                "12-8-74", "7-6-1984", "20-2-1979", "3-7-2001");
    }

    /**
     * What confirms an MRZ's names read from small characters: the page spelling each exactly, transliteration
     * allowed; a name the OCR's look-alikes would make the same (JOOIE for JODIE) or one letter away does not.
     */
    @Test
    void namesArePrintedOnlyWhenThePageSpellsEachExactly() {
        String egypt = "P<EGYMABROUK<<ALAAELDIN<ISMAIL<MOHAMED<<<<<<\nA000513764EGY6002202M1503151<<<<<<<<<<<<<<06";
        String page = "Surname MABROUK Given names ALAAELDIN ISMAIL MOHAMED";

        assertThat(VizCheck.namesPrinted(parsed(egypt), words(page))).isTrue();
        assertThat(VizCheck.namesPrinted(parsed(egypt.replace("ISMAIL", "ISHAIL")), words(page))).isFalse();
        assertThat(VizCheck.namesPrinted(parsed(egypt), words(page.replace(" MOHAMED", "")))).isFalse();
        String jodie = "P<GBRUNITED<KINGDOM<TWENTY<SIX<<JOOIE<PIPPA<\n1071828900GBR8501178F1601312<<<<<<<<<<<<<<06";
        assertThat(VizCheck.namesPrinted(parsed(jodie), words("UNITED KINGDOM-TWENTY-SIX JODIE PIPPA"))).isFalse();
        assertThat(VizCheck.namesPrinted(parsed(jodie.replace("JOOIE", "JODIE")),
                words("UNITED KINGDOM-TWENTY-SIX JODIE PIPPA"))).isTrue();
        String mueller = "P<D<<MUELLER<<KLAUS<<<<<<<<<<<<<<<<<<<<<<<<<\nC01X00T478D<<6408125M2702283<<<<<<<<<<<<<<<4";
        assertThat(VizCheck.namesPrinted(parsed(mueller), words("Name MÜLLER Vornamen KLAUS"))).isTrue();
    }

    private static Map<String, String> statuses(String mrz, String page) {
        return check(mrz, page).fields().stream().collect(Collectors.toMap(Viz.Field::name, Viz.Field::status));
    }

    private static Viz check(String mrz, String page) {
        return VizCheck.compare(parsed(mrz), words(page));
    }

    private static List<PrintedWord> words(String page) {
        return Arrays.stream(page.split(" ")).map(w -> new PrintedWord(w, 92)).toList();
    }

    private static ParsedMrz parsed(String mrz) {
        return (ParsedMrz) Mrz.parse(mrz, LocalDate.of(2026, 1, 1));
    }

    private static Viz.Field field(Viz viz, String name) {
        return viz.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }
}
