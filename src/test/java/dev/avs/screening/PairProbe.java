package dev.avs.screening;

import java.nio.file.Files;
import java.util.List;

/** Scratch: prints pair-evaluation mistakes. Run with java (not a test). */
public class PairProbe {
    public static void main(String[] args) throws Exception {
        float threshold = args.length > 0 ? Float.parseFloat(args[0]) : 0.90f;
        List<String> lines = Files.readAllLines(SharedData.root().resolve("matching/name_pairs.csv"));
        CsvReader reader = null;
        int tp = 0, fp = 0, fn = 0, tn = 0;
        for (List<String> row : CsvReader.parse(String.join("\n", lines.subList(1, lines.size())))) {
            String a = row.get(2), b = row.get(3);
            boolean match = row.get(4).equals("true");
            float s = NameScorer.score(NameNormalizer.tokens(a).toArray(Token[]::new),
                    NameNormalizer.tokens(b).toArray(Token[]::new)).score();
            boolean predicted = s >= threshold;
            if (predicted && match) tp++; else if (predicted) fp++; else if (match) fn++; else tn++;
            if (predicted != match) {
                System.out.printf("%s %.3f | %s | %s | %s%n", match ? "FN" : "FP", s, a, b, row.get(7));
            }
        }
        double p = tp / (double) (tp + fp), r = tp / (double) (tp + fn);
        System.out.printf("tp=%d fp=%d fn=%d tn=%d precision=%.3f recall=%.3f f1=%.3f%n", tp, fp, fn, tn, p, r, 2 * p * r / (p + r));
    }
}
