package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on real designations of the UK Sanctions List (FCDO), in its XML and in its CSV layout. */
class UkSanctionsListParserTest {

    private static List<ListEntry> xml;
    private static List<ListEntry> csv;

    @BeforeAll
    static void read() throws Exception {
        xml = Fixtures.read(ListFormat.UK_SANCTIONS_LIST_XML, "uk-fcdo/uk-sanctions-list-excerpt.xml");
        csv = Fixtures.read(ListFormat.UK_SANCTIONS_LIST_CSV, "uk-fcdo/UK-Sanctions-List.csv");
    }

    @Test
    void readsIndividualsAndEntitiesWithTheirRegime() {
        assertThat(xml).extracting(ListEntry::entryId)
                .containsExactly("AFG0001", "AQD0276", "AQD0277", "AQD0278", "RUS1228", "RUS1231");
        ListEntry exchange = Fixtures.entry(xml, "AFG0001");
        assertThat(exchange.type()).isEqualTo(ListEntry.EntryType.ORGANIZATION);
        assertThat(exchange.programs()).containsExactly("The Afghanistan (Sanctions) (EU Exit) Regulations 2020");
        assertThat(exchange.aliases()).contains("Haji Khairullah Money Exchange", "حاجی خيرالله و حاجی ستار صرافی");
    }

    @Test
    void putsNamesOneToSixInOrderAndKeepsLowQualityAliasesApart() {
        ListEntry drissi = Fixtures.entry(xml, "AQD0277");
        assertThat(drissi.type()).isEqualTo(ListEntry.EntryType.PERSON);
        assertThat(drissi.name()).isEqualTo("NOUREDDINE BEN ALI BEN BELKASSEM AL-DRISSI");
        assertThat(drissi.aliases()).contains("Drissi Noureddine", "نور الدين بن علي بن بلقاسم الدريسي");
        assertThat(drissi.weakAliases()).contains("Abou Ali", "Faycal");
        assertThat(drissi.documents()).containsExactly("passport L851940");
        assertThat(drissi.nationalities()).containsExactly("TN");
        assertThat(drissi.birthDates()).extracting(BirthDate::from).containsExactly(LocalDate.of(1964, 4, 30));
    }

    @Test
    void readsCyrillicNamesOfUkDesignations() {
        ListEntry bayevsky = Fixtures.entry(xml, "RUS1228");
        assertThat(bayevsky.aliases()).contains("БАЕВСКИЙ Андрей Васильевич");
        assertThat(bayevsky.birthDates()).extracting(BirthDate::from).containsExactly(LocalDate.of(1972, 8, 19));
    }

    @Test
    void theCsvLayoutGivesTheSameEntriesAsTheXml() {
        assertThat(csv).hasSameSizeAs(xml);
        for (ListEntry fromXml : xml) {
            ListEntry fromCsv = Fixtures.entry(csv, fromXml.entryId());
            assertThat(fromCsv.name()).isEqualTo(fromXml.name());
            assertThat(fromCsv.type()).isEqualTo(fromXml.type());
            assertThat(fromCsv.aliases()).containsExactlyInAnyOrderElementsOf(fromXml.aliases());
            assertThat(fromCsv.weakAliases()).containsExactlyInAnyOrderElementsOf(fromXml.weakAliases());
            assertThat(fromCsv.birthDates()).containsExactlyInAnyOrderElementsOf(fromXml.birthDates());
            assertThat(fromCsv.nationalities()).isEqualTo(fromXml.nationalities());
            assertThat(fromCsv.programs()).isEqualTo(fromXml.programs());
        }
    }

    @Test
    void datesWithUnknownPartsAreTheWholeYearOrMonth() {
        assertThat(DateText.all("00/00/1980")).singleElement().satisfies(d -> {
            assertThat(d.from()).isEqualTo(LocalDate.of(1980, 1, 1));
            assertThat(d.to()).isEqualTo(LocalDate.of(1980, 12, 31));
        });
        assertThat(DateText.all("00/05/1980")).singleElement().satisfies(d -> {
            assertThat(d.from()).isEqualTo(LocalDate.of(1980, 5, 1));
            assertThat(d.to()).isEqualTo(LocalDate.of(1980, 5, 31));
        });
        assertThat(DateText.all("03/08/1973|04/08/1974".replace('|', ','))).hasSize(2);
    }
}
