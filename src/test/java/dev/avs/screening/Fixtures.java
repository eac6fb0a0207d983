package dev.avs.screening;

import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.lists.SourceFiles;
import dev.avs.screening.matching.ScreeningIndex;
import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;

/** The trimmed real lists under src/test/resources/screening, as the test profile configures them. */
public final class Fixtures {

    static final String ROOT = "src/test/resources/screening/";

    private Fixtures() {
    }

    public static List<ListEntry> read(ListFormat format, String location) throws IOException {
        return format.read(new SourceFiles(ROOT + location, HttpClient.newHttpClient(), Duration.ofSeconds(5)));
    }

    public static ListEntry entry(List<ListEntry> entries, String id) {
        return entries.stream().filter(e -> e.entryId().equals(id)).findFirst().orElseThrow();
    }

    public static ScreeningIndex index() throws IOException {
        return ScreeningIndex.build(List.of(
                new ScreeningIndex.ListData("ofac-sdn", ListType.SANCTIONS, read(ListFormat.OFAC_SDN_CSV, "ofac-sdn")),
                new ScreeningIndex.ListData("ofac-cons", ListType.SANCTIONS, read(ListFormat.OFAC_CONS_CSV, "ofac-cons")),
                new ScreeningIndex.ListData("un", ListType.SANCTIONS, read(ListFormat.UN_XML, "un/consolidated.xml")),
                new ScreeningIndex.ListData("us-csl", ListType.SANCTIONS, read(ListFormat.US_CSL_CSV, "us-csl/consolidated.csv"))));
    }
}
