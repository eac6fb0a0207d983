package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on trimmed real rows of the US Consolidated Screening List. */
class CslCsvParserTest {

    private static List<ListEntry> csl;

    @BeforeAll
    static void read() throws Exception {
        csl = Fixtures.read(ListFormat.US_CSL_CSV, "us-csl/consolidated.csv");
    }

    @Test
    void readsEveryRow() {
        assertThat(csl).hasSize(30);
    }

    @Test
    void readsAnIndividual() {
        ListEntry putin = Fixtures.entry(csl, "35096");
        assertThat(putin.type()).isEqualTo(ListEntry.EntryType.PERSON);
        assertThat(putin.name()).isEqualTo("Vladimir Vladimirovich PUTIN");
        assertThat(putin.birthDates()).extracting(BirthDate::from).contains(LocalDate.of(1952, 10, 7));
        assertThat(putin.nationalities()).contains("RU");
        assertThat(putin.programs()).startsWith("Specially Designated Nationals (SDN) - Treasury Department");
        assertThat(putin.addresses()).contains("Kremlin, Moscow, RU");
    }

    @Test
    void readsCircaAndRangesAndRowsWithoutType() {
        assertThat(csl.stream().flatMap(e -> e.birthDates().stream()).filter(BirthDate::approximate)).isNotEmpty();
        assertThat(csl.stream().filter(e -> e.type() == ListEntry.EntryType.UNKNOWN)).isNotEmpty();
        assertThat(csl).allSatisfy(e -> assertThat(e.name()).isNotBlank());
    }
}
