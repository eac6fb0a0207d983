package dev.avs.bench;

import dev.avs.decoding.Undecodable;
import dev.avs.face.FacePipeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Calibrates selfie-video liveness on labelled real footage (docs/face.md): each clip of a manifest
 * ({@code file,source,licence,sha256,label,camera,...}; paths relative to the manifest; labels {@code genuine},
 * {@code screen_replay}, {@code phone_replay}, {@code print}, {@code still}, {@code mask}) is judged as the VIDEO check
 * judges a clip, and printed with its liveness, signals and whether the outcome is the one its label asks for (a
 * genuine clip live, any other not), then a summary per source.
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.bench.ClipCalibration
 *   manifest.csv [threshold]</pre>
 *
 * <p>The threshold is the policy's {@code clip_liveness_threshold} unless given; {@code -Devidence} prints each clip's
 * evidence too (its yaw track, least similarity, liveness).
 */
public final class ClipCalibration {

    private static final org.apache.tika.Tika TIKA = new org.apache.tika.Tika();

    public static void main(String[] args) throws IOException {
        Path manifest = Path.of(args[0]);
        double threshold = args.length > 1 ? Double.parseDouble(args[1])
                : dev.avs.verification.Policy.DEFAULT_CLIP_LIVENESS_THRESHOLD;
        FacePipeline pipeline = FacePipeline.shipped();
        List<String> lines = Files.readAllLines(manifest);
        List<String> header = cells(lines.getFirst());
        Map<String, int[]> perSource = new TreeMap<>();
        System.out.printf("%-44s %-14s %-8s %8s %-6s %s%n", "clip", "label", "camera", "liveness", "right", "signals");
        for (String line : lines.subList(1, lines.size())) {
            List<String> row = cells(line);
            String file = row.get(header.indexOf("file"));
            String label = row.get(header.indexOf("label"));
            String camera = row.get(header.indexOf("camera"));
            if (!file.matches(".*\\.(mp4|webm|mov|avi)$") || label.equals("other_person")) {
                continue;
            }
            byte[] video = Files.readAllBytes(manifest.resolveSibling(file));
            String type = sniffed(video);
            String source = file.contains("/") ? file.substring(0, file.indexOf('/')) : "-";
            String outcome;
            Object liveness = "-";
            boolean live;
            try {
                FacePipeline.ClipJudgement judged = pipeline.judgeClip(video, type, null, threshold);
                live = judged.signals().isEmpty();
                liveness = judged.evidence().getOrDefault("liveness", "-");
                outcome = judged.signals().toString() + (System.getProperty("evidence") != null ? " " + judged.evidence() : "");
            } catch (Undecodable e) {
                live = false;
                outcome = "undecodable: " + e.getMessage();
            }
            boolean right = live == label.equals("genuine");
            int[] counts = perSource.computeIfAbsent(source + " " + label, k -> new int[2]);
            counts[right ? 0 : 1]++;
            System.out.printf(Locale.ROOT, "%-44s %-14s %-8s %8s %-6s %s%n", file, label, camera, liveness,
                    right ? "yes" : "NO", outcome);
        }
        System.out.println();
        perSource.forEach((key, counts) -> System.out.printf("%-40s right %d of %d%n", key, counts[0],
                counts[0] + counts[1]));
    }

    /**
     * The container as the service's upload sniffs it (Tika, by its first bytes, not its name: a WebM named .mp4 is
     * a WebM, Krzysiek354's real.mp4); Tika's Matroska types are taken as WebM, as the upload's map takes them
     * (FileInspector).
     */
    public static String sniffed(byte[] video) {
        String type = TIKA.detect(video);
        return type.endsWith("/x-matroska") ? "video/webm" : type;
    }

    /** The cells of a CSV line; a quoted cell may hold commas and doubled quotes. */
    public static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                cell.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }
}
