package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Golden tests on trimmed real rows of OFAC's SDN and consolidated legacy CSV files. */
class OfacCsvParserTest {

    private static List<ListEntry> sdn;
    private static List<ListEntry> cons;

    @BeforeAll
    static void read() throws Exception {
        sdn = Fixtures.read(ListFormat.OFAC_SDN_CSV, "ofac-sdn");
        cons = Fixtures.read(ListFormat.OFAC_CONS_CSV, "ofac-cons");
    }

    @Test
    void readsEveryEntryOnce() {
        assertThat(sdn).hasSize(39);
        assertThat(cons).hasSize(30);
        assertThat(sdn.stream().map(ListEntry::entryId).distinct()).hasSize(39);
    }

    @Test
    void readsAPersonWithDatesCitizenshipAndPassport() {
        ListEntry faqih = Fixtures.entry(sdn, "8808");
        assertThat(faqih.type()).isEqualTo(ListEntry.EntryType.PERSON);
        assertThat(faqih.name()).isEqualTo("Saad Rashed Mohammad AL-FAQIH");
        assertThat(faqih.birthDates()).extracting(BirthDate::from)
                .containsExactly(LocalDate.of(1957, 2, 1), LocalDate.of(1957, 1, 31));
        assertThat(faqih.birthDates()).allMatch(BirthDate::exactDay);
        assertThat(faqih.nationalities()).containsExactly("SA");
        assertThat(faqih.documents()).anySatisfy(d -> assertThat(d).startsWith("Passport 760620"));
        assertThat(faqih.weakAliases()).containsExactly("ABU UTHMAN");
        assertThat(faqih.programs()).containsExactly("SDGT");
    }

    @Test
    void readsCircaAndMonthDates() {
        BirthDate circa = Fixtures.entry(sdn, "7782").birthDates().getFirst();
        assertThat(circa.approximate()).isTrue();
        assertThat(circa.from()).isEqualTo(LocalDate.of(1949, 1, 1));
        assertThat(circa.to()).isEqualTo(LocalDate.of(1953, 12, 31));
        BirthDate month = Fixtures.entry(sdn, "6862").birthDates().getFirst();
        assertThat(month.from()).isEqualTo(LocalDate.of(1938, 9, 1));
        assertThat(month.to()).isEqualTo(LocalDate.of(1938, 9, 30));
    }

    @Test
    void readsAliasesAddressesAndWeakAliasesOfAnOrganisation() {
        ListEntry bank = Fixtures.entry(sdn, "306");
        assertThat(bank.type()).isEqualTo(ListEntry.EntryType.ORGANIZATION);
        assertThat(bank.name()).isEqualTo("BANCO NACIONAL DE CUBA");
        assertThat(bank.aliases()).contains("NATIONAL BANK OF CUBA");
        assertThat(bank.addresses()).contains("Zweierstrasse 35, Zurich CH-8022, Switzerland");
        assertThat(bank.weakAliases()).containsExactly("BNC");
        assertThat(Fixtures.entry(sdn, "6862").aliases()).contains("Jamiel HAMIAH", "Abu NEZAM");
    }

    @Test
    void continuesLongRemarksFromTheCommentsFile() {
        ListEntry li = Fixtures.entry(sdn, "28264");
        assertThat(li.nationalities()).containsExactly("CN");
        // "Identification Number ... (China)" sits in sdn_comments.csv, after the cut
        assertThat(li.documents()).anySatisfy(d -> assertThat(d).startsWith("Identification Number 210302198701102136"));
        assertThat(li.weakAliases()).contains("blackjack1987", "khaleesi");
    }

    @Test
    void readsVesselsAndTheConsolidatedList() {
        assertThat(Fixtures.entry(sdn, "4234").type()).isEqualTo(ListEntry.EntryType.VESSEL);
        ListEntry haniya = Fixtures.entry(cons, "9639");
        assertThat(haniya.name()).isEqualTo("Ismail Abdul Salah HANIYA");
        assertThat(haniya.aliases()).containsExactly("Ismail HANIYA", "Ismaeel HANIYYA");
        assertThat(haniya.birthDates().getFirst().from()).isEqualTo(LocalDate.of(1962, 1, 1));
    }

    @Test
    void readsRemarksOfEveryShape() {
        OfacRemarks remarks = OfacRemarks.parse("DOB 12 Mar 1965; alt. DOB circa 1960; alt. DOB 1960 to 1962; "
                + "POB Baghdad, Iraq; nationality Iraq; alt. citizen Korea, North; Passport A1234567 (Iraq) "
                + "expires 01 Jan 2020; National ID No. 998877 (Iraq); a.k.a. 'ABU ALI'.");
        assertThat(remarks.birthDates()).extracting(BirthDate::text)
                .containsExactly("12 Mar 1965", "circa 1960", "1960 to 1962");
        assertThat(remarks.birthDates().get(2).from()).isEqualTo(LocalDate.of(1960, 1, 1));
        assertThat(remarks.birthDates().get(2).to()).isEqualTo(LocalDate.of(1962, 12, 31));
        assertThat(remarks.nationalities()).containsExactly("IQ", "KP");
        assertThat(remarks.documents()).containsExactly("Passport A1234567 (Iraq) expires 01 Jan 2020",
                "National ID No. 998877 (Iraq)");
        assertThat(remarks.weakAliases()).containsExactly("ABU ALI");
    }

    @Test
    void ignoresDatesItCannotRead() {
        assertThat(DateText.parse("sometime in the sixties")).isNull();
        assertThat(DateText.parse("31 Feb 1960")).isNull();
        assertThat(DateText.parse("01 Jan 1960 to 31 Dec 1962").to()).isEqualTo(LocalDate.of(1962, 12, 31));
        assertThat(DateText.parse("1965-03-12").exactDay()).isTrue();
    }
}
