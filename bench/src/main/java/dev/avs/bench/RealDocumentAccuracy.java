package dev.avs.bench;

import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import dev.avs.reading.MrzReading;
import dev.avs.reading.ReadingPipeline;
import dev.avs.reading.Viz;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How the MRZ reader does on real specimen documents (scans and photos published in public MRZ-reader
 * repositories, listed with their expected MRZ in {@code bench/specimens/specimens.tsv}; fetch them first with
 * {@code bench/specimens/fetch.sh}). Prints per image what was read, then exact reads of valid printed MRZs, wrong
 * texts reported valid, invalid printed MRZs reported valid, MRZs reported on pages without one, unreadable, not
 * found, and the time per image.
 * Usage: {@code java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar
 * dev.avs.bench.RealDocumentAccuracy [bench/specimens [--viz]]} ({@code -Dspecimens.only=REGEX} for the paths that
 * match); with {@code --viz} each read MRZ's visual zone
 * is compared with it, and the fields found, printed differently and not found are counted; those a page prints
 * otherwise than its MRZ ({@code viz-printed-otherwise.tsv}) apart, where a mismatch is the right answer.
 */
public final class RealDocumentAccuracy {

    private record Specimen(String repository, String path, String expected) {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "bench/specimens");
        boolean visualZone = args.length > 1 && args[1].equals("--viz");
        Map<String, int[]> vizCounts = new TreeMap<>();
        // path TAB field of the fields a specimen's page prints otherwise than its MRZ (viz-printed-otherwise.tsv)
        Set<String> printedOtherwise = new HashSet<>();
        Path otherwise = folder.resolve("viz-printed-otherwise.tsv");
        if (Files.exists(otherwise)) {
            for (String line : Files.readAllLines(otherwise)) {
                String[] columns = line.split("\t");
                if (!line.startsWith("#") && columns.length >= 2) {
                    printedOtherwise.add(columns[0] + "\t" + columns[1]);
                }
            }
        }
        List<Specimen> specimens = new ArrayList<>();
        for (String line : Files.readAllLines(folder.resolve("specimens.tsv"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] columns = line.split("\t");
                if (!columns[2].matches(System.getProperty("specimens.only", ".*"))) {
                    continue;
                }
                specimens.add(new Specimen(columns[0], columns[2], columns[5]));
            }
        }
        int validPrinted = 0;
        int exact = 0;
        int wrongValid = 0;
        int invalidReportedValid = 0;
        int inventedValid = 0;
        int unreadable = 0;
        int notFound = 0;
        long[] millis = new long[specimens.size()];
        try (ReadingPipeline pipeline = ReadingPipeline.shipped(visualZone)) {
            for (int i = 0; i < specimens.size(); i++) {
                Specimen specimen = specimens.get(i);
                byte[] bytes = Files.readAllBytes(folder.resolve("images")
                        .resolve(specimen.repository().replace('/', '+')).resolve(specimen.path()));
                long start = System.nanoTime();
                MrzReading reading = pipeline.read(bytes);
                millis[i] = (System.nanoTime() - start) / 1_000_000;
                boolean none = specimen.expected().equals("-");
                String expected = specimen.expected().replace('|', '\n');
                // valid as ICAO 9303 has it: every check digit holds and both state codes are letters (a Romanian
                // specimen card prints digits for its nationality, which the reader rightly never reports valid)
                boolean printedValid = !none && Mrz.parse(expected, LocalDate.of(2000, 1, 1))
                        instanceof ParsedMrz parsed && parsed.checkDigitsValid()
                        && (parsed.issuingState() + parsed.nationality()).matches("[A-Z<]*");
                boolean reportedValid = reading.status().equals("read");
                String outcome;
                if (reportedValid && none) {
                    inventedValid++;
                    outcome = "INVENTED";
                } else if (reportedValid && !printedValid) {
                    invalidReportedValid++;
                    outcome = "INVALID REPORTED VALID";
                } else if (reportedValid) {
                    boolean same = reading.mrz().equals(expected);
                    exact += same ? 1 : 0;
                    wrongValid += same ? 0 : 1;
                    outcome = same ? "exact" : "WRONG";
                } else {
                    unreadable += reading.status().equals("unreadable") ? 1 : 0;
                    notFound += reading.status().equals("not_found") ? 1 : 0;
                    outcome = none ? "none, right" : !printedValid ? "invalid, right" : reading.status();
                }
                validPrinted += printedValid ? 1 : 0;
                System.out.printf("%-26s %-55s %5d ms %4.2f  %s%n", outcome, specimen.path(), millis[i],
                        reading.confidence(), reading.mrz() == null ? "" : reading.mrz().replace('\n', '|'));
                if (reading.viz() != null) {
                    StringBuilder line = new StringBuilder("    viz:");
                    for (Viz.Field field : reading.viz().fields()) {
                        // ICAO 9303 prints a TD1 card's names and dates on the side without the MRZ: only the
                        // formats whose MRZ is on the data page (TD2, TD3, visas) print the fields beside it
                        int[] counts = vizCounts.computeIfAbsent(field.name() + (reading.format().equals("TD1")
                                ? " (TD1, other side)" : printedOtherwise.contains(specimen.path() + "\t"
                                + field.name()) ? " (printed otherwise)" : ""), k -> new int[3]);
                        counts[field.status().equals(Viz.FOUND) ? 0 : field.status().equals(Viz.MISMATCH) ? 1 : 2]++;
                        line.append(' ').append(field.name()).append('=').append(field.status())
                                .append(field.printed() == null ? "" : "(" + field.printed() + ")");
                    }
                    System.out.println(line);
                }
            }
        }
        vizCounts.forEach((field, counts) -> System.out.printf("viz %-34s found %d (%.0f %%), mismatch %d, not found %d%n",
                field, counts[0], 100.0 * counts[0] / (counts[0] + counts[1] + counts[2]), counts[1], counts[2]));
        Arrays.sort(millis);
        System.out.printf("%nspecimens %d, valid printed MRZs %d: exact %d (%.1f %%), wrong reported valid %d, "
                + "invalid printed reported valid %d, invented on pages without one %d; unreadable %d, not found %d; "
                + "median %d ms, p95 %d ms per image%n", specimens.size(), validPrinted, exact,
                100.0 * exact / validPrinted, wrongValid, invalidReportedValid, inventedValid, unreadable, notFound,
                millis[millis.length / 2], millis[(int) Math.ceil(millis.length * 0.95) - 1]);
    }
}
