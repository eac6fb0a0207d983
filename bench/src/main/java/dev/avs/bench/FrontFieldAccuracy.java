package dev.avs.bench;

import dev.avs.reading.DateOrder;
import dev.avs.reading.FrontFields;
import dev.avs.reading.ReadingPipeline;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How the front reader does on real specimen licence fronts ({@code bench/fronts/fronts.tsv}, fetched by
 * {@code bench/fronts/fetch.sh}). Per image: the fields read against those printed (ground truth read by eye), then
 * per source (repository): fields read exactly / printed fields; one-field alterations caught (the typed birth date
 * moved seven years, another surname, two characters of the number changed: caught when the front contradicts
 * the typed value, {@link FrontFields#contradiction}, or prints a typed surname nowhere,
 * {@link FrontFields#surnameNowhere}); false mismatches (a genuine typed field contradicted); time
 * per image. Usage: {@code java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar
 * dev.avs.bench.FrontFieldAccuracy [bench/fronts[/list.tsv] [tesseract|paddle|both[,...]]]}: the list is the folder's
 * fronts.tsv unless a .tsv in it is named (bench/fronts/heldout.tsv: the held-out fronts, never tuned on); the words read by Tesseract (two
 * readings, as the service), PaddleOCR's ONNX models (one reading) or all three together, each mode in turn; time as elapsed and as
 * the reading thread's CPU time (ONNX Runtime and Tesseract run on it, one thread each: the cost on one core when
 * other work shares the machine).
 */
public final class FrontFieldAccuracy {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final List<String> FIELDS = List.of(FrontFields.SURNAME, FrontFields.GIVEN_NAMES,
            FrontFields.DATE_OF_BIRTH, FrontFields.ISSUE_DATE, FrontFields.EXPIRY_DATE, FrontFields.DOCUMENT_NUMBER);

    public static void main(String[] args) throws IOException {
        Path given = Path.of(args.length > 0 ? args[0] : "bench/fronts");
        Path list = given.toString().endsWith(".tsv") ? given : given.resolve("fronts.tsv");
        List<ReadingPipeline.FrontOcr> modes = new ArrayList<>();
        for (String mode : (args.length > 1 ? args[1] : "tesseract").split(",")) {
            modes.add(ReadingPipeline.FrontOcr.valueOf(mode.trim().toUpperCase(Locale.ROOT)));
        }
        List<String> summaries = new ArrayList<>();
        try (ReadingPipeline pipeline = ReadingPipeline.shipped(true)) {
            for (ReadingPipeline.FrontOcr ocr : modes) {
                summaries.add(measure(list, pipeline, ocr));
            }
        }
        summaries.forEach(System.out::println);
    }

    /** Reads every front with {@code ocr}, prints each image's misses, and returns the summary tables. */
    private static String measure(Path list, ReadingPipeline pipeline, ReadingPipeline.FrontOcr ocr)
            throws IOException {
        Path folder = list.toAbsolutePath().getParent();
        // per source: exact, printed, alterations caught, alterations, genuine fields contradicted, images, millis
        Map<String, long[]> bySource = new TreeMap<>();
        // the same per issuing country (a second table: US, CA, FR, ...)
        Map<String, long[]> byCountry = new TreeMap<>();
        // per field: exact, printed
        Map<String, long[]> byField = new LinkedHashMap<>();
        List<Long> times = new ArrayList<>();
        List<Long> cpuTimes = new ArrayList<>();
        boolean warm = false;
        System.out.println("== " + ocr);
        for (String line : Files.readAllLines(list)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] c = line.split("\t");
            String[] expected = c[6].split("\\|");
            DateOrder order = DateOrder.of(c[5]);
            byte[] bytes = Files.readAllBytes(folder.resolve("images").resolve(c[0].replace('/', '+'))
                    .resolve(c[2]));
            if (!warm) {
                pipeline.front(bytes, c[5], ocr);   // models loaded outside the timing
                warm = true;
            }
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            FrontFields front = pipeline.front(bytes, c[5], ocr);
            long millis = (System.nanoTime() - start) / 1_000_000;
            times.add(millis);
            cpuTimes.add((THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000);
            long[] s = new long[7];   // this image's tallies, added to its source's and its country's below
            s[5]++;
            s[6] += millis;
            StringBuilder report = new StringBuilder(c[2] + " (" + millis + " ms)");
            for (int i = 0; i < FIELDS.size(); i++) {
                if (expected[i].equals("-")) {
                    continue;
                }
                s[1]++;
                long[] f = byField.computeIfAbsent(FIELDS.get(i), k -> new long[2]);
                f[1]++;
                String read = front.value(FIELDS.get(i)).orElse(null);
                if (read != null && front.contradiction(FIELDS.get(i), expected[i], order).isEmpty()
                        && same(FIELDS.get(i), read, expected[i])) {
                    s[0]++;
                    f[0]++;
                } else {
                    report.append("\n    ").append(FIELDS.get(i)).append(": printed ").append(expected[i])
                            .append(", read ").append(read);
                }
                Optional<String> falseMismatch = front.contradiction(FIELDS.get(i), expected[i], order);
                if (falseMismatch.isPresent() || i == 0 && surnameNowhere(front, expected[0], expected, order)) {
                    s[4]++;
                    report.append("  FALSE MISMATCH");
                }
            }
            for (int i : new int[] {2, 0, 5}) {
                if (expected[i].equals("-")) {
                    continue;
                }
                s[3]++;
                if (front.contradiction(FIELDS.get(i), altered(i, expected[i]), order).isPresent()
                        || i == 0 && surnameNowhere(front, altered(i, expected[i]), expected, order)) {
                    s[2]++;
                } else {
                    report.append("\n    altered ").append(FIELDS.get(i)).append(" not caught");
                }
            }
            if (Boolean.getBoolean("avs.bench.text")) {
                report.append("\n    text: ").append(front.text());
                front.fields().forEach(f -> report.append(String.format("%n    %s = %s (%.2f)", f.name(), f.value(),
                        f.confidence())));
            }
            System.out.println(report);
            for (Map<String, long[]> table : List.of(bySource, byCountry)) {
                long[] t = table.computeIfAbsent(table == bySource ? c[0] : c[5], k -> new long[7]);
                for (int i = 0; i < t.length; i++) {
                    t[i] += s[i];
                }
            }
        }
        StringBuilder summary = new StringBuilder("\n" + ocr + "\n");
        summary.append("source | fields read exactly | alterations caught | false mismatches | ms per image\n");
        long[] all = new long[7];
        bySource.forEach((source, s) -> {
            summary.append(row(source, s)).append('\n');
            for (int i = 0; i < all.length; i++) {
                all[i] += s[i];
            }
        });
        summary.append(row("all", all)).append('\n');
        summary.append("issuing country | fields read exactly | alterations caught | false mismatches | ms per image\n");
        byCountry.forEach((country, s) -> summary.append(row(country, s)).append('\n'));
        byField.forEach((field, f) -> summary.append(String.format("%s %d / %d%n", field, f[0], f[1])));
        summary.append("elapsed ").append(quantiles(times)).append("\ncpu time of the reading thread ")
                .append(quantiles(cpuTimes));
        return summary.toString();
    }

    /** The DOCUMENT check's other way to a surname mismatch: typed, it is printed nowhere on the applicant's front. */
    private static boolean surnameNowhere(FrontFields front, String surname, String[] expected, DateOrder order) {
        return front.surnameNowhere(surname, typed(expected[1]), typed(expected[2]), typed(expected[5]), order);
    }

    private static String typed(String expected) {
        return expected.equals("-") ? null : expected;
    }

    private static String quantiles(List<Long> times) {
        long[] sorted = times.stream().mapToLong(Long::longValue).sorted().toArray();
        return "median " + sorted[sorted.length / 2] + " ms, p90 " + sorted[(int) (sorted.length * 0.9)] + " ms, p95 "
                + sorted[(int) Math.ceil(sorted.length * 0.95) - 1] + " ms, max " + sorted[sorted.length - 1] + " ms";
    }

    private static String row(String source, long[] s) {
        return String.format("%s | %d / %d (%.0f %%) | %d / %d | %d (%d images) | %d", source, s[0], s[1],
                100.0 * s[0] / Math.max(1, s[1]), s[2], s[3], s[4], s[5], s[6] / Math.max(1, s[5]));
    }

    /**
     * Whether the field was read as printed: a number's letters and digits, a name's or date's characters (a name in
     * capitals whatever case the card prints it in, as the reader gives names: Switzerland's Schweizer Sample).
     */
    private static boolean same(String field, String read, String printed) {
        return field.equals(FrontFields.DOCUMENT_NUMBER)
                ? read.replaceAll("[^A-Z0-9]", "").equals(printed.replaceAll("[^A-Z0-9]", ""))
                : read.equals(printed.toUpperCase(java.util.Locale.ROOT));
    }

    /** The typed value changed as the issue's evaluation does: birth seven years earlier, another surname, two characters of the number. */
    static String altered(int field, String value) {
        return switch (field) {
            case 2 -> LocalDate.parse(value).minusYears(7).toString();
            case 0 -> value.equals("MORGENSTERN") ? "HALVORSEN" : "MORGENSTERN";
            default -> {
                char[] chars = value.toCharArray();
                int changed = 0;
                for (int i = chars.length - 1; i >= 0 && changed < 2; i -= 2) {
                    if (Character.isDigit(chars[i])) {
                        chars[i] = (char) ('0' + (chars[i] - '0' + 3) % 10);
                        changed++;
                    } else if (Character.isLetter(chars[i])) {
                        chars[i] = chars[i] == 'Z' ? 'A' : (char) (chars[i] + 1);
                        changed++;
                    }
                }
                yield new String(chars);
            }
        };
    }

    private FrontFieldAccuracy() {
    }
}
