package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on trimmed real entries of the UN Security Council consolidated list. */
class UnXmlParserTest {

    private static List<ListEntry> un;

    @BeforeAll
    static void read() throws Exception {
        un = Fixtures.read(ListFormat.UN_XML, "un/consolidated.xml");
    }

    @Test
    void readsIndividualsAndEntities() {
        assertThat(un).hasSize(25);
        assertThat(un.stream().filter(e -> e.type() == ListEntry.EntryType.PERSON)).hasSize(17);
    }

    @Test
    void readsAnIndividualWithGoodAndLowQualityAliases() {
        ListEntry frank = Fixtures.entry(un, "CDi.002");
        assertThat(frank.name()).isEqualTo("FRANK KAKOLELE BWAMBALE");
        assertThat(frank.aliases()).containsExactly("FRANK KAKORERE", "FRANK KAKORERE BWAMBALE", "AIGLE BLANC");
        assertThat(frank.nationalities()).containsExactly("CD");
        assertThat(frank.addresses()).containsExactly("Kinshasa, Democratic Republic of the Congo");
        assertThat(frank.programs()).containsExactly("DRC");
        ListEntry eric = Fixtures.entry(un, "CDi.001");
        assertThat(eric.birthDates()).singleElement().satisfies(d -> {
            assertThat(d.from()).isEqualTo(LocalDate.of(1971, 1, 1));
            assertThat(d.to()).isEqualTo(LocalDate.of(1971, 12, 31));
        });
    }

    @Test
    void keepsTheNameInItsOriginalScriptAsAnAlias() {
        ListEntry saddam = Fixtures.entry(un, "IQi.001");
        assertThat(saddam.name()).startsWith("SADDAM HUSSEIN AL-TIKRITI");
        assertThat(saddam.aliases()).contains("صدام حسين التكريتي");
        assertThat(saddam.birthDates()).extracting(BirthDate::from).contains(LocalDate.of(1937, 4, 28));
        assertThat(saddam.nationalities()).containsExactly("IQ");
    }

    @Test
    void readsApproximateAndBetweenDates() {
        assertThat(un.stream().flatMap(e -> e.birthDates().stream()).filter(BirthDate::approximate)).isNotEmpty();
        assertThat(un.stream().flatMap(e -> e.birthDates().stream()).filter(d -> d.text().contains(" to ")))
                .allSatisfy(d -> assertThat(d.to().getYear()).isGreaterThan(d.from().getYear()));
    }

    @Test
    void readsAnEntityWithAlternativeNames() {
        ListEntry cagl = Fixtures.entry(un, "CDe.003");
        assertThat(cagl.type()).isEqualTo(ListEntry.EntryType.ORGANIZATION);
        assertThat(cagl.name()).isEqualTo("COMPAGNIE AERIENNE DES GRANDS LACS (CAGL)");
        assertThat(cagl.aliases()).contains("GREAT LAKES BUSINESS COMPANY (GLBC)");
    }
}
