package dev.avs.screening;

import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.lists.ListEntry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.matching.ScreeningIndex;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The loader: versions recorded, failures and empty lists keep the previous version, the index swapped whole. */
class ScreeningListsTest {

    private static final ScreeningProperties.Source SDN =
            new ScreeningProperties.Source("sdn", ListFormat.OFAC_SDN_CSV, "https://user:secret@example.org/sdn?token=x", null, false, null);
    private static final ScreeningProperties.Source UN =
            new ScreeningProperties.Source("un", ListFormat.UN_XML, "lists/un.xml", null, false, null);

    private final List<String> recorded = new ArrayList<>();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);

    private static ListEntry person(String id, String name) {
        return new ListEntry(id, ListEntry.EntryType.PERSON, name, List.of(), List.of(), Set.of(), List.of(),
                List.of(), List.of(), List.of());
    }

    /** A reader whose answer per source the test changes between refreshes. */
    private static final class Scripted implements ScreeningLists.Reader {
        Object sdn;
        Object un;

        @Override
        public ScreeningLists.Loaded read(ScreeningProperties.Source source) throws Exception {
            Object next = source.name().equals("sdn") ? sdn : un;
            if (next instanceof Exception e) {
                throw e;
            }
            return (ScreeningLists.Loaded) next;
        }
    }

    /** One entry on the SDN list (version aaa) and one on the UN list (version bbb). */
    private static Scripted sdnAndUn() {
        Scripted reader = new Scripted();
        reader.sdn = new ScreeningLists.Loaded(List.of(person("1", "Saad Al-Faqih")), "aaa");
        reader.un = new ScreeningLists.Loaded(List.of(person("U1", "Eric Badege")), "bbb");
        return reader;
    }

    private ScreeningLists lists(Scripted reader) {
        return new ScreeningLists(List.of(SDN, UN), reader,
                (source, format, entries, sha, at) -> recorded.add(source + ":" + entries + ":" + sha), clock);
    }

    @Test
    void nothingIsLoadedBeforeTheFirstRefresh() {
        ScreeningLists lists = lists(new Scripted());
        assertThat(lists.index()).isNull();
        assertThat(lists.newestLoad()).isNull();
        assertThat(lists.statuses()).extracting(ListStatus::status).containsExactly("not_loaded", "not_loaded");
    }

    @Test
    void loadsEverySourceAndRecordsItsVersion() {
        Scripted reader = new Scripted();
        reader.sdn = new ScreeningLists.Loaded(List.of(person("1", "Saad Al-Faqih")), "aaa");
        reader.un = new ScreeningLists.Loaded(List.of(person("U1", "Eric Badege"), person("U2", "Gaston Iyamuremye")), "bbb");
        ScreeningLists lists = lists(reader);
        lists.refresh();
        assertThat(recorded).containsExactly("sdn:1:aaa", "un:2:bbb");
        assertThat(lists.anyFailed()).isFalse();
        assertThat(lists.index().entryCount()).isEqualTo(3);
        assertThat(lists.newestLoad()).isEqualTo(clock.instant());
        ListStatus sdn = lists.statuses().getFirst();
        assertThat(sdn.status()).isEqualTo("loaded");
        assertThat(sdn.entries()).isEqualTo(1);
        assertThat(sdn.sha256()).isEqualTo("aaa");
        assertThat(sdn.location()).isEqualTo("https://example.org/sdn");
        assertThat(lists.statuses().get(1).location()).isEqualTo("lists/un.xml");
    }

    @Test
    void aFailedSourceKeepsItsPreviousVersionAndReportsTheError() {
        Scripted reader = sdnAndUn();
        ScreeningLists lists = lists(reader);
        lists.refresh();
        ScreeningIndex before = lists.index();

        reader.sdn = new IOException("Cannot reach the source: example.org");
        reader.un = new ScreeningLists.Loaded(List.of(), "empty");
        lists.refresh();

        assertThat(lists.index()).isSameAs(before);
        assertThat(lists.anyFailed()).isTrue();
        assertThat(lists.index().search(ScreeningQuery.of("Saad Al-Faqih", null, 0.9))).isNotEmpty();
        assertThat(lists.statuses()).allSatisfy(status -> {
            assertThat(status.status()).isEqualTo("failed");
            assertThat(status.entries()).isEqualTo(1);
            assertThat(status.lastError()).isNotBlank();
        });
        assertThat(lists.statuses().getFirst().lastError()).contains("Cannot reach");
        assertThat(lists.statuses().get(1).lastError()).contains("no entries");
        assertThat(recorded).hasSize(2);
    }

    @Test
    void aFailureBeforeAnyLoadLeavesNothingLoaded() {
        Scripted reader = new Scripted();
        reader.sdn = new IOException("HTTP 503 from example.org");
        reader.un = new IllegalStateException("The file is not valid un-xml");
        ScreeningLists lists = lists(reader);
        lists.refresh();
        assertThat(lists.index()).isNull();
        assertThat(lists.statuses()).allSatisfy(s -> {
            assertThat(s.status()).isEqualTo("failed");
            assertThat(s.entries()).isNull();
        });
    }

    @Test
    void aNewVersionIsSwappedInWhole() {
        Scripted reader = sdnAndUn();
        ScreeningLists lists = lists(reader);
        lists.refresh();
        ScreeningIndex first = lists.index();

        reader.sdn = new ScreeningLists.Loaded(List.of(person("2", "Jamil Hamieh")), "ccc");
        lists.refresh();

        assertThat(lists.index()).isNotSameAs(first);
        assertThat(first.search(ScreeningQuery.of("Saad Al-Faqih", null, 0.9))).isNotEmpty();
        assertThat(lists.index().search(ScreeningQuery.of("Saad Al-Faqih", null, 0.9))).isEmpty();
        assertThat(lists.index().search(ScreeningQuery.of("Jamil Hamieh", null, 0.9))).isNotEmpty();
        assertThat(recorded).containsExactly("sdn:1:aaa", "un:1:bbb", "sdn:1:ccc", "un:1:bbb");
    }

    @Test
    void anUnchangedVersionKeepsTheIndex() {
        Scripted reader = sdnAndUn();
        ScreeningLists lists = lists(reader);
        lists.refresh();
        ScreeningIndex first = lists.index();
        lists.refresh();
        assertThat(lists.index()).isSameAs(first);
    }

    @Test
    void readsLocalFilesAndGzipAndFailsCleanlyOnAMissingFile() throws Exception {
        ScreeningLists.Reader files = ScreeningLists.filesAndUrls(java.time.Duration.ofSeconds(5));
        ScreeningLists.Loaded un = files.read(new ScreeningProperties.Source("un", ListFormat.UN_XML,
                Fixtures.ROOT + "un/consolidated.xml", null, false, null));
        assertThat(un.entries()).hasSize(25);
        assertThat(un.sha256()).hasSize(64);

        java.nio.file.Path gz = java.nio.file.Files.createTempFile("csl", ".csv.gz");
        gz.toFile().deleteOnExit();
        try (var out = new java.util.zip.GZIPOutputStream(java.nio.file.Files.newOutputStream(gz))) {
            out.write(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(Fixtures.ROOT + "us-csl/consolidated.csv")));
        }
        assertThat(files.read(new ScreeningProperties.Source("csl", ListFormat.US_CSL_CSV, gz.toString(), null, false, null))
                .entries()).hasSize(30);

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> files.read(new ScreeningProperties.Source("x",
                ListFormat.OFAC_SDN_CSV, "no/such/folder", null, false, null))).isInstanceOf(java.nio.file.NoSuchFileException.class);
    }

    @Test
    void eachSourceIsReloadedOnItsOwnIntervalAndAFailedOneSoonerAfterTheRetry() {
        MutableClock time = new MutableClock(clock.instant());
        Scripted reader = sdnAndUn();
        List<String> reads = new ArrayList<>();
        ScreeningProperties.Source hourly = new ScreeningProperties.Source("sdn", ListFormat.OFAC_SDN_CSV, "sdn",
                null, false, Duration.ofHours(1));
        ScreeningLists lists = new ScreeningLists(List.of(hourly, UN), source -> {
            reads.add(source.name());
            return reader.read(source);
        }, (source, format, entries, sha, at) -> { }, refreshed -> { }, time, Duration.ofHours(6));

        assertThat(lists.refreshDue(Duration.ofMinutes(10))).isEqualTo(Duration.ofHours(1));
        assertThat(reads).containsExactly("sdn", "un");
        time.now = time.now.plus(Duration.ofHours(1));
        reader.un = new java.io.IOException("down");
        assertThat(lists.refreshDue(Duration.ofMinutes(10))).isEqualTo(Duration.ofHours(1));
        assertThat(reads).containsExactly("sdn", "un", "sdn");
        time.now = time.now.plus(Duration.ofHours(5));
        assertThat(lists.refreshDue(Duration.ofMinutes(10))).isEqualTo(Duration.ofMinutes(10));
        assertThat(reads).containsExactly("sdn", "un", "sdn", "sdn", "un");
        assertThat(lists.statuses()).extracting(ListStatus::refreshInterval)
                .containsExactly(Duration.ofHours(1), Duration.ofHours(6));
    }

    private static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
