import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.support.Statements;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What decoding in decoder processes costs, on the genuine clips of src/test/resources/clips and a statement: a
 * process's start (a JVM and FFmpeg loaded, paid once per idle period), the attach rules' first look at each clip
 * (every packet read, the first frame decoded) against the full decode a check makes, and a statement's text. Wall
 * time per file, the median of N rounds after a warm-up round, in one run.
 * Run (after `./mvnw -B -q install -DskipTests && ./mvnw -B -q -f bench/pom.xml package`):
 * java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar bench/e2e/DecoderCost.java [N=5]
 */
public class DecoderCost {

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        List<Path> clips;
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/clips"))) {
            clips = files.filter(p -> !p.toString().endsWith(".md") && !p.getFileName().toString().startsWith("NEG_"))
                    .sorted().toList();
        }
        long started = System.nanoTime();
        try (Decoders decoders = Decoders.standalone()) {
            byte[] pdf = Statements.pdf("Example Bank plc", "MR JAN NOWAK", "01/10/2026", "31/10/2026");
            decoders.pdfText(pdf);
            System.out.printf("first file (a decoder process started): %.0f ms%n", (System.nanoTime() - started) / 1e6);
            System.out.printf("%-52s %9s %9s %9s %6s%n", "clip", "seconds", "look ms", "decode ms", "look");
            double lookSum = 0;
            double decodeSum = 0;
            for (Path path : clips) {
                byte[] video = Files.readAllBytes(path);
                String type = path.toString().endsWith(".webm") ? "video/webm"
                        : path.toString().endsWith(".mov") ? "video/quicktime" : "video/mp4";
                Clip clip = decoders.clip(video, type, 24);
                decoders.look(video, type);
                double look = median(n, () -> decoders.look(video, type));
                double decode = median(n, () -> decoders.clip(video, type, 24));
                lookSum += look;
                decodeSum += decode;
                System.out.printf("%-52s %9.2f %9.1f %9.1f %5.0f%%%n", path.getFileName(), clip.seconds(), look, decode,
                        100 * look / decode);
            }
            System.out.printf("%-52s %9s %9.1f %9.1f %5.0f%%%n", "all clips", "", lookSum, decodeSum,
                    100 * lookSum / decodeSum);
            System.out.printf("a statement's text: %.1f ms%n", median(n, () -> decoders.pdfText(pdf)));
        }
    }

    @FunctionalInterface
    interface Call {
        void run() throws Exception;
    }

    private static double median(int n, Call call) throws Exception {
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            call.run();
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        java.util.Arrays.sort(ms);
        return ms[n / 2];
    }
}
