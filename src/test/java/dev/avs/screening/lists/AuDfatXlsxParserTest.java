package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.screening.Fixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on real rows of Australia's DFAT Consolidated List (XLSX), and a workbook that inflates too far. */
class AuDfatXlsxParserTest {

    private static List<ListEntry> dfat;

    @BeforeAll
    static void read() throws Exception {
        dfat = Fixtures.read(ListFormat.AU_DFAT_XLSX, "au-dfat/Australian_Sanctions_Consolidated_List.xlsx");
    }

    @Test
    void groupsTheRowsOfADesignationByItsReferenceNumber() {
        assertThat(dfat).hasSize(22);
        ListEntry anwari = Fixtures.entry(dfat, "5");
        assertThat(anwari.name()).isEqualTo("Muhammad Taher Anwari");
        assertThat(anwari.aliases()).contains("Mohammad Taher Anwari", "محمد طاهر أنوري");
        assertThat(anwari.weakAliases()).containsExactly("Haji Mudir");
        assertThat(anwari.nationalities()).containsExactly("AF");
        assertThat(anwari.programs()).containsExactly("1988 (Taliban)");
    }

    @Test
    void readsExcelDatesYearsAndTextWithSeveralDates() {
        assertThat(Fixtures.entry(dfat, "2").birthDates()).hasSize(10);
        assertThat(Fixtures.entry(dfat, "167").birthDates()).extracting(BirthDate::from)
                .containsExactly(LocalDate.of(1975, 1, 1));
        assertThat(Fixtures.entry(dfat, "196").birthDates()).extracting(BirthDate::from).containsExactly(
                LocalDate.of(1965, 7, 10), LocalDate.of(1965, 7, 11), LocalDate.of(1965, 11, 7));
        assertThat(Fixtures.entry(dfat, "9").birthDates()).singleElement()
                .satisfies(d -> assertThat(d.approximate()).isTrue());
    }

    @Test
    void readsVesselsWithTheirImoNumberAndEntities() {
        ListEntry vessel = Fixtures.entry(dfat, "8227");
        assertThat(vessel.type()).isEqualTo(ListEntry.EntryType.VESSEL);
        assertThat(vessel.documents()).containsExactly("IMO 9288693");
        assertThat(Fixtures.entry(dfat, "155").type()).isEqualTo(ListEntry.EntryType.ORGANIZATION);
    }

    @Test
    void refusesAWorkbookThatInflatesBeyondTheLimitBeforeParsingIt() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("xl/worksheets/sheet1.xml"));
            byte[] zeros = new byte[1 << 20];
            for (long written = 0; written <= AuDfatXlsxParser.MAX_UNPACKED_BYTES; written += zeros.length) {
                zip.write(zeros);
            }
            zip.closeEntry();
        }
        assertThat(bytes.size()).isLessThan(2 * 1024 * 1024);
        assertThatThrownBy(() -> AuDfatXlsxParser.parse(bytes.toByteArray()))
                .hasMessageContaining("unpacks to more than");
    }
}
