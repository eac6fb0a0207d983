package dev.avs.bench;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.matching.ScreeningIndex;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Single-query latency (SampleTime: p50, p99) and throughput with two threads, over an index of every shared
 * list. Queries cycle through {@link ScreeningData#queries}: listed names, typos, reorderings and unlisted names.
 */
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class ScreeningBenchmark {

    @State(Scope.Benchmark)
    public static class Index {
        ScreeningIndex index;
        String[] queries;

        @Setup(Level.Trial)
        public void build() throws Exception {
            List<ScreeningIndex.ListData> lists = ScreeningData.lists();
            index = ScreeningIndex.build(lists);
            queries = ScreeningData.queries(lists);
        }
    }

    @State(Scope.Thread)
    public static class Cursor {
        int next;

        String query(Index index) {
            next = (next + 1) & (index.queries.length - 1);
            return index.queries[next];
        }
    }

    private static List<ScreeningHit> search(Index index, Cursor cursor) {
        return index.index.search(ScreeningQuery.of(cursor.query(index), null, 0.90));
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    @Threads(1)
    public List<ScreeningHit> latency(Index index, Cursor cursor) {
        return search(index, cursor);
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @Threads(2)
    public List<ScreeningHit> throughput(Index index, Cursor cursor) {
        return search(index, cursor);
    }
}
