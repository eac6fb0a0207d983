package dev.avs.bench;

import dev.avs.aamva.Aamva;
import dev.avs.reading.ReadingPipeline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * How the PDF417 decoder does on real photos of licence backs ({@code bench/licences/real-backs.tsv} or
 * {@code licences.tsv}, fetched by {@code bench/licences/fetch.sh}): per image, whether the barcode was decoded, its
 * fields (surname|given names|birth|expiry|number, through AVS's AAMVA parser) against those expected (compared by
 * hash where the list keeps a hash), and the time; then per source (repository) and in all. Usage: {@code java
 * --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.bench.BarcodeReadRate
 * [bench/licences/real-backs.tsv]}.
 */
public final class BarcodeReadRate {

    public static void main(String[] args) throws IOException {
        Path list = Path.of(args.length > 0 ? args[0] : "bench/licences/real-backs.tsv");
        Path images = list.toAbsolutePath().getParent().resolve("images");
        // per source: images, decoded, fields as expected, expected to decode
        Map<String, int[]> bySource = new TreeMap<>();
        try (ReadingPipeline pipeline = ReadingPipeline.shipped()) {
            for (String line : Files.readAllLines(list)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] c = line.split("\t");
                Path image = images.resolve(c[0].replace('/', '+')).resolve(c[2]);
                if (!Files.exists(image)) {
                    System.out.println("not fetched: " + c[0] + "/" + c[2]);
                    continue;
                }
                long start = System.nanoTime();
                Optional<String> text = pipeline.barcode(Files.readAllBytes(image));
                long millis = (System.nanoTime() - start) / 1_000_000;
                String fields = text.flatMap(Aamva::parse).map(k -> String.join("|", k.surname(), k.givenNames(),
                        String.valueOf(k.dateOfBirth()), String.valueOf(k.expiryDate()), k.documentNumber()))
                        .orElse("-");
                String expected = c[5];
                boolean right = expected.startsWith("sha256:") ? expected.equals("sha256:" + sha256(fields))
                        : expected.equals(fields);
                int[] s = bySource.computeIfAbsent(c[0], k -> new int[4]);
                s[0]++;
                s[1] += text.isPresent() ? 1 : 0;
                s[2] += right && text.isPresent() ? 1 : 0;
                s[3] += expected.equals("-") ? 0 : 1;
                System.out.printf("%-8s %-6s %5d ms  %s/%s%n", text.isPresent() ? "decoded" : "-",
                        text.isEmpty() ? "" : right ? "right" : "WRONG", millis, c[0], c[2]);
            }
        }
        int[] all = new int[4];
        System.out.println("source: images, decoded, fields as expected, expected to decode (another decoder reads it)");
        bySource.forEach((source, s) -> {
            System.out.printf("  %-55s %2d %2d %2d %2d%n", source, s[0], s[1], s[2], s[3]);
            for (int i = 0; i < 4; i++) {
                all[i] += s[i];
            }
        });
        System.out.printf("all: %d images, %d decoded, %d with the expected fields, %d expected to decode%n",
                all[0], all[1], all[2], all[3]);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
