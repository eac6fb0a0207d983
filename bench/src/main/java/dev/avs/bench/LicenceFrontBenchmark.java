package dev.avs.bench;

import dev.avs.reading.FrontFields;
import dev.avs.reading.ReadingPipeline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a licence's front as the service does (decode upright, PaddleOCR's detector and recogniser, its fields
 * found), one thread, SampleTime over the real specimen fronts of {@code bench/fronts} (fetched by bench/fronts/fetch.sh;
 * {@code -Davs.bench.fronts=FOLDER} elsewhere), each call the next front in turn: the percentiles are over the
 * fronts. Run under {@code taskset -c 0} for one core.
 */
@Fork(value = 1, jvmArgs = {"-Xms512m", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 4, time = 15)
public class LicenceFrontBenchmark {

    @State(Scope.Benchmark)
    public static class Fronts {

        ReadingPipeline pipeline;
        final List<byte[]> photos = new ArrayList<>();
        final List<String> countries = new ArrayList<>();
        int next;

        @Setup(Level.Trial)
        public void load() {
            pipeline = ReadingPipeline.shipped(true);
            Path folder = Path.of(System.getProperty("avs.bench.fronts", "bench/fronts"));
            try {
                for (String line : Files.readAllLines(folder.resolve("fronts.tsv"))) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    String[] c = line.split("\t");
                    photos.add(Files.readAllBytes(folder.resolve("images").resolve(c[0].replace('/', '+'))
                            .resolve(c[2])));
                    countries.add(c[5]);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("fetch the fronts first: bench/fronts/fetch.sh", e);
            }
        }

        @TearDown(Level.Trial)
        public void close() {
            pipeline.close();
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Threads(1)
    public FrontFields read(Fronts fronts) {
        int i = fronts.next++ % fronts.photos.size();
        return fronts.pipeline.front(fronts.photos.get(i), fronts.countries.get(i), ReadingPipeline.FrontOcr.PADDLE);
    }
}
