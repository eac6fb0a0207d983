package dev.avs.bench;

import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.matching.ScreeningIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The full official lists, from the folder {@code -Davs.bench.lists} names (the layout of docs/screening.md: OFAC
 * SDN and consolidated CSV folders, the UN XML, the US CSL as CSV or gzipped CSV, and where present the EU, UK,
 * Swiss, Canadian and Australian files and a FollowTheMoney file), and a reproducible mix of
 * queries against them. The project carries only trimmed slices; a benchmark needs the real sizes.
 */
final class ScreeningData {

    private ScreeningData() {
    }

    static Path root() {
        String configured = System.getProperty("avs.bench.lists");
        if (configured == null || !Files.isDirectory(Path.of(configured))) {
            throw new IllegalStateException("Pass the folder of the full lists: -Davs.bench.lists=/path/to/sanctions"
                    + " (docs/screening.md, docs/performance.md)");
        }
        return Path.of(configured);
    }

    static List<ScreeningIndex.ListData> lists() throws IOException {
        Path sanctions = root();
        List<ScreeningIndex.ListData> lists = new ArrayList<>(List.of(
                ScreeningIndex.read("ofac-sdn", ListFormat.OFAC_SDN_CSV, sanctions.resolve("ofac-sdn").toString()),
                ScreeningIndex.read("ofac-cons", ListFormat.OFAC_CONS_CSV, sanctions.resolve("ofac-cons").toString()),
                ScreeningIndex.read("un", ListFormat.UN_XML, sanctions.resolve("un/consolidated.xml").toString()),
                ScreeningIndex.read("us-csl", ListFormat.US_CSL_CSV, (Files.exists(sanctions.resolve(
                        "us-csl/consolidated.csv.gz")) ? sanctions.resolve("us-csl/consolidated.csv.gz")
                        : sanctions.resolve("us-csl/consolidated.csv")).toString())));
        // the other lists when the folder has them (-Davs.bench.lists.only-us=true leaves them out)
        if (!Boolean.getBoolean("avs.bench.lists.only-us")) {
            Object[][] others = {
                    {"eu-a", ListFormat.EU_FSF_XML, "eu-fsf/eu-fsf-sample-a.xml"},
                    {"eu-b", ListFormat.EU_FSF_XML, "eu-fsf/eu-fsf-sample-b.xml"},
                    {"uk", ListFormat.UK_SANCTIONS_LIST_XML, "uk-fcdo/uk-sanctions-list-excerpt.xml"},
                    {"ch-seco", ListFormat.SECO_XML, "ch-seco/seco-amendment-test-program.xml"},
                    {"ca-sema", ListFormat.CA_SEMA_XML, "ca-sema/sema-lmes.xml"},
                    {"au-dfat", ListFormat.AU_DFAT_XLSX, "au-dfat/Australian_Sanctions_Consolidated_List.xlsx"},
                    {"ftm", ListFormat.FTM_JSON, "ftm/donations.ftm.json"}};
            for (Object[] other : others) {
                Path file = sanctions.resolve((String) other[2]);
                if (Files.exists(file)) {
                    lists.add(ScreeningIndex.read((String) other[0], (ListFormat) other[1], file.toString()));
                }
            }
        }
        return lists;
    }

    /**
     * 4,096 queries: listed names and aliases as written, with a typo, and reordered, plus names that are on
     * no list; so that hits, near misses and misses all count.
     */
    static String[] queries(List<ScreeningIndex.ListData> lists) {
        List<String> names = new ArrayList<>();
        for (ScreeningIndex.ListData list : lists) {
            for (ListEntry entry : list.entries()) {
                names.add(entry.name());
                names.addAll(entry.aliases());
            }
        }
        String[] unlisted = {"John Smith", "Maria Garcia", "Wei Zhang", "Anna Müller", "Mohammed Ahmed",
                "Ivan Petrov", "Acme Trading Ltd", "Juan Carlos Rodriguez", "Fatima Hassan", "Li Na"};
        Random random = new Random(42);
        String[] queries = new String[4096];
        for (int i = 0; i < queries.length; i++) {
            String name = names.get(random.nextInt(names.size()));
            queries[i] = switch (i % 4) {
                case 0 -> name;
                case 1 -> typo(name, random);
                case 2 -> reorder(name);
                default -> unlisted[random.nextInt(unlisted.length)];
            };
        }
        return queries;
    }

    private static String typo(String name, Random random) {
        if (name.length() < 4) {
            return name;
        }
        int at = 1 + random.nextInt(name.length() - 2);
        return name.substring(0, at) + name.charAt(at + 1) + name.charAt(at) + name.substring(at + 2);
    }

    private static String reorder(String name) {
        String[] parts = name.split(" ");
        if (parts.length < 2) {
            return name;
        }
        return String.join(" ", parts[parts.length - 1], String.join(" ", List.of(parts).subList(0, parts.length - 1)));
    }
}
