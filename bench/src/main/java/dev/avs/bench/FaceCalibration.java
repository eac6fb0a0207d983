package dev.avs.bench;

import dev.avs.face.FaceAnalysis;
import dev.avs.face.FacePipeline;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Calibrates the FACIAL thresholds on labelled photos (docs/face.md). For each pairs file
 * ({@code file_x,file_y,Decision} with Yes/No, paths relative to the file, as deepface's test set has them) it
 * compares the two photos as they are, and the first photo against the second printed on a synthetic ID card
 * (turned, scaled, compressed), and prints the similarity distributions of same and different people and what
 * the thresholds make of them. Folders after {@code --attacks} hold presentation attacks (paintings, drawings,
 * prints); their liveness, and that of every photo in the pairs, is printed with the other liveness signals.
 *
 * <pre>java -cp bench/target/benchmarks.jar dev.avs.bench.FaceCalibration pairs.csv... [--attacks dir...]</pre>
 */
public final class FaceCalibration {

    private static final double[] THRESHOLDS = {0.25, 0.3, 0.35, 0.4, 0.42, 0.45, 0.5};
    private static final double MATCH = 0.3;
    private static final double REVIEW = 0.42;
    private static final double LIVENESS = 0.8;
    private static final boolean VERBOSE = Boolean.getBoolean("verbose");

    private final FacePipeline pipeline = FacePipeline.shipped();
    private final Map<Path, FaceAnalysis> plain = new HashMap<>();
    private final Map<Path, FaceAnalysis> carded = new HashMap<>();

    public static void main(String[] args) throws IOException {
        List<Path> pairs = new ArrayList<>();
        List<Path> attacks = new ArrayList<>();
        List<Path> into = pairs;
        for (String arg : args) {
            if (arg.equals("--attacks")) {
                into = attacks;
            } else {
                into.add(Path.of(arg));
            }
        }
        new FaceCalibration().run(pairs, attacks);
    }

    private void run(List<Path> pairFiles, List<Path> attackDirs) throws IOException {
        List<double[]> same = new ArrayList<>();
        List<double[]> different = new ArrayList<>();
        int unusable = 0;
        for (Path file : pairFiles) {
            List<String> lines = Files.readAllLines(file);
            for (String line : lines.subList(1, lines.size())) {
                String[] cells = line.split(",");
                Path x = file.resolveSibling(cells[0].trim());
                Path y = file.resolveSibling(cells[1].trim());
                FaceAnalysis.Face a = face(plain, x, false);
                FaceAnalysis.Face b = face(plain, y, false);
                FaceAnalysis.Face card = face(carded, y, true);
                if (a == null || b == null || card == null) {
                    unusable++;
                    continue;
                }
                double[] scores = {FaceAnalysis.similarity(a, b), FaceAnalysis.similarity(a, card)};
                if (VERBOSE && cells[2].trim().equalsIgnoreCase("Yes") && scores[1] < REVIEW) {
                    System.out.printf("  low on a card: %s %s photo %.3f card %.3f%n", x.getFileName(), y.getFileName(),
                            scores[0], scores[1]);
                }
                (cells[2].trim().equalsIgnoreCase("Yes") ? same : different).add(scores);
            }
        }
        System.out.printf("pairs: %d same, %d different, %d without exactly one face on a side%n", same.size(),
                different.size(), unusable);
        for (int kind = 0; kind < 2; kind++) {
            String label = kind == 0 ? "photo vs photo" : "photo vs ID card";
            System.out.printf("%n%s%n  same      %s%n  different %s%n", label, summary(same, kind), summary(different, kind));
            for (double t : THRESHOLDS) {
                System.out.printf("  threshold %.2f: FNMR %.3f (same below), FMR %.3f (different at or above)%n", t,
                        share(same, kind, s -> s < t), share(different, kind, s -> s >= t));
            }
            int k = kind;
            System.out.printf("  with match %.2f and review %.2f: same -> clear %.3f, review %.3f, mismatch %.3f;"
                            + " different -> clear %.3f, review %.3f, mismatch %.3f%n", MATCH, REVIEW,
                    share(same, k, s -> s >= REVIEW), share(same, k, s -> s >= MATCH && s < REVIEW),
                    share(same, k, s -> s < MATCH), share(different, k, s -> s >= REVIEW),
                    share(different, k, s -> s >= MATCH && s < REVIEW), share(different, k, s -> s < MATCH));
        }
        System.out.printf("%nliveness of the photos in the pairs (live people): %s%n", liveness(plain));
        for (Path dir : attackDirs) {
            System.out.printf("%nattacks in %s:%n", dir);
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    FaceAnalysis analysis = analyse(file, false);
                    if (analysis == null || analysis.faces().isEmpty()) {
                        System.out.printf("  %-40s no face%n", file.getFileName());
                        continue;
                    }
                    FaceAnalysis.Face face = analysis.faces().getFirst();
                    List<String> signals = new ArrayList<>(pipeline.presentationSignals(analysis, face));
                    if (face.liveness() < LIVENESS) {
                        signals.addFirst("score_below_threshold");
                    }
                    System.out.printf("  %-40s faces %d, liveness %.3f, chroma %.0f, share %.2f -> %s%n",
                            file.getFileName(), analysis.faces().size(), face.liveness(), face.chroma(),
                            analysis.share(face), signals.isEmpty() ? "LIVE (passes)" : "LIVENESS_FAILED " + signals);
                }
            }
        }
    }

    private String liveness(Map<Path, FaceAnalysis> analyses) {
        List<double[]> scores = new ArrayList<>();
        int flagged = 0;
        for (Map.Entry<Path, FaceAnalysis> entry : analyses.entrySet()) {
            FaceAnalysis analysis = entry.getValue();
            if (analysis != null && analysis.largeFaces(0.2).size() == 1) {
                FaceAnalysis.Face face = analysis.faces().getFirst();
                scores.add(new double[] {face.liveness()});
                List<String> signals = pipeline.presentationSignals(analysis, face);
                if (face.liveness() < LIVENESS || !signals.isEmpty()) {
                    flagged++;
                    if (VERBOSE) {
                        System.out.printf("  flagged: %s liveness %.3f %s%n", entry.getKey().getFileName(),
                                face.liveness(), signals);
                    }
                }
            }
        }
        return summary(scores, 0) + String.format("; LIVENESS_FAILED on %d of %d", flagged, scores.size());
    }

    private FaceAnalysis.Face face(Map<Path, FaceAnalysis> cache, Path file, boolean card) {
        FaceAnalysis analysis = cache.computeIfAbsent(file, f -> analyse(f, card));
        if (analysis == null) {
            return null;
        }
        List<FaceAnalysis.Face> large = analysis.largeFaces(0.2);
        return large.size() == 1 ? large.getFirst() : null;
    }

    /** The photo's analysis; on a card: its first face cut out with an ID photo's margins and printed on one. */
    private FaceAnalysis analyse(Path file, boolean card) {
        try {
            byte[] content = Files.readAllBytes(file);
            FaceAnalysis analysis = pipeline.analyse(content);
            if (!card) {
                return analysis;
            }
            if (analysis.faces().isEmpty()) {
                return null;
            }
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(content));
            FaceAnalysis.Face f = analysis.faces().getFirst();
            double w = f.x2() - f.x1();
            double h = f.y2() - f.y1();
            int x1 = (int) Math.max(0, f.x1() - 0.4 * w);
            int y1 = (int) Math.max(0, f.y1() - 0.5 * h);
            int x2 = (int) Math.min(image.getWidth(), f.x2() + 0.4 * w);
            int y2 = (int) Math.min(image.getHeight(), f.y2() + 0.6 * h);
            int seed = file.getFileName().toString().hashCode();
            return pipeline.analyse(FaceBenchImages.jpeg(FaceBenchImages.card(image.getSubimage(x1, y1, x2 - x1,
                    y2 - y1), 900 + Math.floorMod(seed, 900), Math.floorMod(seed, 31) - 15), 0.8f));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String summary(List<double[]> rows, int k) {
        double[] v = rows.stream().mapToDouble(r -> r[k]).sorted().toArray();
        if (v.length == 0) {
            return "n=0";
        }
        return String.format("n=%d min %.3f p5 %.3f p50 %.3f p95 %.3f max %.3f", v.length, v[0],
                v[(int) (v.length * 0.05)], v[v.length / 2], v[Math.min(v.length - 1, (int) (v.length * 0.95))],
                v[v.length - 1]);
    }

    private static double share(List<double[]> rows, int k, java.util.function.DoublePredicate which) {
        return rows.isEmpty() ? 0 : rows.stream().filter(r -> which.test(r[k])).count() / (double) rows.size();
    }
}
