package dev.avs.bench;

import dev.avs.face.FacePipeline;
import dev.avs.reading.ReadingPipeline;
import dev.avs.support.DocumentPhotos;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * The resident memory an engine adds to a JVM: the process's VmRSS (from /proc/self/status) with a pre-touched heap,
 * after starting the engine, and after N uses on two threads. Run with the heap fixed so that only the engine grows:
 * {@code java -Xms512m -Xmx512m -XX:+AlwaysPreTouch --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar
 * dev.avs.bench.EngineMemory reading|reading-viz|face [uses]} ({@code reading-viz}: with the visual zone's model).
 */
public final class EngineMemory {

    private EngineMemory() {
    }

    public static void main(String[] args) throws Exception {
        String engine = args.length > 0 ? args[0] : "reading";
        int uses = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        byte[] input;
        Consumer<byte[]> use;
        long before;
        long started;
        if (engine.equals("face")) {
            input = FaceBenchImages.of("selfie");
            before = rss();
            FacePipeline faces = FacePipeline.shipped();
            started = rss();
            use = faces::analyse;
        } else {
            List<String> mrz = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR",
                    LocalDate.of(1987, 11, 30), 'F', LocalDate.of(2031, 2, 28));
            input = DocumentPhotos.photo(DocumentPhotos.Format.TD3, mrz, DocumentPhotos.Shot.clean().sized(1414, 8));
            before = rss();
            ReadingPipeline reading = ReadingPipeline.shipped(engine.equals("reading-viz"));
            started = rss();
            use = reading::read;
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> done = new java.util.ArrayList<>();
        for (int i = 0; i < uses; i++) {
            done.add(pool.submit(() -> use.accept(input)));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        long after = rss();
        System.out.printf("%s: resident %d MiB before, +%d MiB started, +%d MiB after %d uses on two threads%n",
                engine, before / 1024, (started - before) / 1024, (after - before) / 1024, uses);
    }

    /** The process's resident set in KiB. */
    private static long rss() throws IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmRSS:"))
                .map(l -> Long.parseLong(l.replaceAll("[^0-9]", ""))).findFirst().orElseThrow();
    }
}
