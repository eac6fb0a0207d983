package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on real records of Canada's Consolidated Autonomous Sanctions List. */
class CaSemaXmlParserTest {

    private static List<ListEntry> sema;

    @BeforeAll
    static void read() throws Exception {
        sema = Fixtures.read(ListFormat.CA_SEMA_XML, "ca-sema/sema-lmes.xml");
    }

    @Test
    void readsPersonsEntitiesAndShipsIdentifiedByRegimeScheduleAndItem() {
        assertThat(sema).hasSize(27);
        ListEntry lukashenko = Fixtures.entry(sema, "Belarus / 1, Part 1 / 8");
        assertThat(lukashenko.type()).isEqualTo(ListEntry.EntryType.PERSON);
        assertThat(lukashenko.name()).isEqualTo("Aleksandr Grigoryevich Lukashenko");
        assertThat(lukashenko.programs()).containsExactly("Belarus");
        assertThat(lukashenko.birthDates()).extracting(BirthDate::from).containsExactly(LocalDate.of(1954, 8, 30));
        ListEntry ship = Fixtures.entry(sema, "Russia / 1.1 / 1");
        assertThat(ship.type()).isEqualTo(ListEntry.EntryType.VESSEL);
        assertThat(ship.documents()).containsExactly("IMO 7612448");
        assertThat(Fixtures.entry(sema, "Justice for Victims of Corrupt Foreign Officials Regulations (JVCFOR) / 1")
                .name()).isEqualTo("Nicolás MADURO MOROS");
    }

    @Test
    void splitsAliasesDropsTheirLanguageLabelAndKeepsSpellingVariantsApart() {
        ListEntry karchevsky = Fixtures.entry(sema, "Belarus / 1, Part 1 / 100");
        assertThat(karchevsky.aliases()).containsExactly("Siarhei Uladzimiravich Karcheusky",
                "Сяргей Уладзiмiравiч Карчэўскi", "Сергей Владимирович Карчевский");
        ListEntry maksimovich = Fixtures.entry(sema, "Belarus / 1, Part 1 / 112");
        assertThat(maksimovich.weakAliases()).contains("Nikolay or Nikolai");
        assertThat(maksimovich.aliases()).noneMatch(alias -> alias.contains(" or "));
    }

    @Test
    void anEntityNamedInEnglishAndFrenchHasBoth() {
        ListEntry institute = Fixtures.entry(sema, "Iran / 1, Part 1 / 2");
        assertThat(institute.type()).isEqualTo(ListEntry.EntryType.ORGANIZATION);
        assertThat(institute.name()).isEqualTo("Aerospace Research Institute");
        assertThat(institute.aliases()).containsExactly("Institut de recherche aérospatiale");
    }
}
