package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FollowTheMoney entities: nomenklatura's real test file, and entities whose topics decide their type. */
class FtmJsonParserTest {

    @Test
    void readsPersonsAndOrganisationsAndResolvesTheirAddresses() throws Exception {
        List<ListEntry> donations = Fixtures.read(ListFormat.FTM_JSON, "ftm/donations.ftm.json");
        assertThat(donations).hasSize(95);
        assertThat(donations.stream().filter(e -> e.type() == ListEntry.EntryType.PERSON)).hasSize(22);
        ListEntry dachner = Fixtures.entry(donations, "f9c295f21b233ac878fbac4d271bb6fd13d7952a");
        assertThat(dachner.name()).isEqualTo("Frau Lina Dachner");
        assertThat(dachner.addresses()).containsExactly("Schillerstraße 19, 76135 Karlsruhe");
        assertThat(donations).allMatch(e -> e.listType() == null);
    }

    @Test
    void topicsDecideTheTypeAndACounterSanctionIsLeftOut() throws Exception {
        List<ListEntry> entries = Fixtures.read(ListFormat.FTM_JSON, "ftm/topics.ftm.json");
        assertThat(entries).extracting(ListEntry::entryId).doesNotContain("test-counter-1", "test-address-1");
        ListEntry sanctioned = Fixtures.entry(entries, "test-sanctioned-1");
        assertThat(sanctioned.listType()).isEqualTo(ListType.SANCTIONS);
        assertThat(sanctioned.programs()).containsExactly("Test programme (fictitious)");
        assertThat(sanctioned.addresses()).containsExactly("Primernaya ulitsa 1, Moscow");
        assertThat(sanctioned.weakAliases()).containsExactly("Vanya");
        assertThat(sanctioned.nationalities()).containsExactly("RU");
        assertThat(sanctioned.documents()).containsExactly("passport 7100012345");
        assertThat(Fixtures.entry(entries, "test-pep-1").listType()).isEqualTo(ListType.PEP);
        assertThat(Fixtures.entry(entries, "test-both-1").listType()).isEqualTo(ListType.SANCTIONS);
        assertThat(Fixtures.entry(entries, "test-crime-1").listType()).isEqualTo(ListType.CRIME);
        assertThat(Fixtures.entry(entries, "test-debarred-1").listType()).isEqualTo(ListType.DEBARMENT);
        assertThat(Fixtures.entry(entries, "test-plain-1").listType()).isNull();
    }

    @Test
    void mapsTheTopicsOpenSanctionsUses() {
        assertThat(FtmJsonParser.listType(List.of("role.pep.frmr"))).isEqualTo(ListType.PEP);
        assertThat(FtmJsonParser.listType(List.of("role.rca"))).isEqualTo(ListType.PEP);
        assertThat(FtmJsonParser.listType(List.of("crime.terror", "role.pep"))).isEqualTo(ListType.CRIME);
        assertThat(FtmJsonParser.listType(List.of("poi"))).isNull();
    }
}
