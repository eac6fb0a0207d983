package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on two real excerpts of the EU consolidated financial sanctions list (XML v1.1). */
class EuFsfXmlParserTest {

    private static List<ListEntry> a;
    private static List<ListEntry> b;

    @BeforeAll
    static void read() throws Exception {
        a = Fixtures.read(ListFormat.EU_FSF_XML, "eu-fsf/eu-fsf-sample-a.xml");
        b = Fixtures.read(ListFormat.EU_FSF_XML, "eu-fsf/eu-fsf-sample-b.xml");
    }

    @Test
    void readsEveryEntityByItsEuReference() {
        assertThat(a).hasSize(7);
        assertThat(b).hasSize(7);
        assertThat(a).extracting(ListEntry::entryId).contains("EU.2026.82").allMatch(id -> id.startsWith("EU."));
        assertThat(b).allMatch(e -> e.type() == ListEntry.EntryType.PERSON);
    }

    @Test
    void theNameGivenInPartsIsThePrimaryOneAndEveryOtherAliasIsKept() {
        ListEntry saddam = Fixtures.entry(b, "EU.27.28");
        assertThat(saddam.name()).isEqualTo("Saddam Hussein Al-Tikriti");
        assertThat(saddam.aliases()).containsExactlyInAnyOrder("Abou Ali", "Abu Ali");
        assertThat(saddam.birthDates()).extracting(BirthDate::from).containsExactly(LocalDate.of(1937, 4, 28));
        assertThat(saddam.nationalities()).containsExactly("IQ");
        assertThat(saddam.programs()).containsExactly("IRQ");
    }

    @Test
    void readsFullYearOnlyAndCircaBirthDates() {
        ListEntry zeid = Fixtures.entry(a, "EU.2026.82");
        assertThat(zeid.birthDates()).anySatisfy(d -> {
            assertThat(d.exactDay()).isTrue();
            assertThat(d.from()).isEqualTo(LocalDate.of(1965, 12, 12));
        }).anySatisfy(d -> {
            assertThat(d.approximate()).isTrue();
            assertThat(d.overlaps(LocalDate.of(1960, 6, 1), LocalDate.of(1960, 6, 1))).isTrue();
        });
        ListEntry hammadou = Fixtures.entry(b, "EU.22.9");
        assertThat(hammadou.birthDates()).singleElement().satisfies(d -> {
            assertThat(d.from()).isEqualTo(LocalDate.of(1943, 1, 1));
            assertThat(d.to()).isEqualTo(LocalDate.of(1943, 12, 31));
        });
    }

    @Test
    void readsIdentificationsWithTheirCountryAndAddresses() {
        assertThat(a.stream().flatMap(e -> e.documents().stream()))
                .contains("passport 488555", "id 04643632 (TN)", "passport L191609 (TN)");
        assertThat(a.stream().flatMap(e -> e.addresses().stream())).anyMatch(address -> address.contains("Tunis"));
    }
}
