package dev.avs.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ListDeltaTest {

    private static ListEntry entry(String id, String name, Set<String> nationalities, String... aliases) {
        return new ListEntry(id, ListEntry.EntryType.PERSON, name, List.of(aliases), List.of(), nationalities,
                List.of(), List.of(), List.of("TEST"), List.of());
    }

    @Test
    void newChangedAndRemovedEntriesAreToldApart() {
        List<ListEntry> v1 = List.of(entry("1", "Anna Kovacs", Set.of("HU")), entry("2", "Boris Lenko", Set.of()),
                entry("3", "Carl Dorn", Set.of()));
        List<ListEntry> v2 = List.of(entry("1", "Anna Kovacs", Set.of("HU")), entry("2", "Boris Lenko", Set.of(), "B. Lenko"),
                entry("4", "Dana Ruiz", Set.of()));
        ListDelta delta = ListDelta.between(ListDelta.fingerprints(v1), ListDelta.fingerprints(v2), v2);
        assertThat(delta.added()).isEqualTo(1);
        assertThat(delta.changed()).isEqualTo(1);
        assertThat(delta.removed()).isEqualTo(1);
        assertThat(delta.toScreen()).extracting(ListEntry::entryId).containsExactly("2", "4");
    }

    @Test
    void theSameContentInAnotherOrderIsNoChange() {
        Set<String> one = new LinkedHashSet<>(List.of("RU", "BY", "KZ"));
        Set<String> other = new LinkedHashSet<>(List.of("KZ", "RU", "BY"));
        List<ListEntry> v1 = List.of(entry("1", "Anna Kovacs", one), entry("2", "Boris Lenko", Set.of()));
        List<ListEntry> v2 = List.of(entry("2", "Boris Lenko", Set.of()), entry("1", "Anna Kovacs", other));
        ListDelta delta = ListDelta.between(ListDelta.fingerprints(v1), ListDelta.fingerprints(v2), v2);
        assertThat(delta.toScreen()).isEmpty();
        assertThat(delta.added() + delta.changed() + delta.removed()).isZero();
    }

    @Test
    void entriesSharingAnIdChangeTogether() {
        List<ListEntry> v1 = List.of(entry("7", "Anna Kovacs", Set.of()), entry("7", "Ana Kovac", Set.of()));
        List<ListEntry> v2 = List.of(entry("7", "Anna Kovacs", Set.of()), entry("7", "Ana Kovacs", Set.of()));
        ListDelta delta = ListDelta.between(ListDelta.fingerprints(v1), ListDelta.fingerprints(v2), v2);
        assertThat(delta.changed()).isEqualTo(1);
        assertThat(delta.toScreen()).hasSize(2);
    }

    @Test
    void storedFingerprintsReadBackTheSame() {
        Map<String, String> fingerprints = ListDelta.fingerprints(List.of(entry("1", "Anna", Set.of()),
                entry("a\tb", "Tab In Id", Set.of())));
        assertThat(ListDelta.decode(ListDelta.encode(fingerprints))).isEqualTo(fingerprints);
    }

    @Test
    void anEntityWhoseTopicsChangeIsScreenedAgainAndUntypedEntriesKeepTheirFingerprint() {
        ListEntry pep = new ListEntry("7", ListEntry.EntryType.PERSON, "Erika Beispiel", List.of(), List.of(),
                Set.of(), List.of(), List.of(), List.of(), List.of(), ListType.PEP);
        ListEntry sanctioned = new ListEntry("7", ListEntry.EntryType.PERSON, "Erika Beispiel", List.of(), List.of(),
                Set.of(), List.of(), List.of(), List.of(), List.of(), ListType.SANCTIONS);
        ListDelta delta = ListDelta.between(ListDelta.fingerprints(List.of(pep)),
                ListDelta.fingerprints(List.of(sanctioned)), List.of(sanctioned));
        assertThat(delta.changed()).isEqualTo(1);
        // as the fingerprint was before entries had types, so an upgrade re-screens nothing
        assertThat(ListDelta.fingerprints(List.of(entry("1", "Anna Kovacs", Set.of("HU")))))
                .containsEntry("1", "5da1b9f7a7188458b6f2e63f0db47168");
    }
}
