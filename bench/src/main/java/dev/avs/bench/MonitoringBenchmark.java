package dev.avs.bench;

import dev.avs.screening.AmlSubject;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.SubjectIndex;
import dev.avs.screening.matching.ScreeningIndex;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Ongoing monitoring's two costs, each as one run of the service does it (SingleShotTime: wall time of a whole
 * run, both cores available): a list delta of 100 new entries against 1,000,000 monitored subjects (index the
 * subjects, then screen the entries through that index), and a full re-screen of 100,000 subjects against every
 * shared list (as the service does for a newly configured list: index the subjects, screen every entry; and, for
 * comparison, the forward way: one search per subject over the lists' index).
 */
@Fork(value = 1, jvmArgs = {"-Xms6g", "-Xmx6g"})
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class MonitoringBenchmark {

    static final double THRESHOLD = 0.90;

    @State(Scope.Benchmark)
    public static class Million {
        List<AmlSubject> subjects;
        SubjectIndex index;
        List<ListEntry> delta;

        @Setup(Level.Trial)
        public void build() throws Exception {
            subjects = MonitoredPopulation.subjects(1_000_000, 1);
            List<ListEntry> real = new ArrayList<>();
            ScreeningData.lists().forEach(list -> real.addAll(list.entries()));
            delta = MonitoredPopulation.delta(subjects, real, 100, 2);
            index = SubjectIndex.build(subjects);
            System.out.printf("%n1,000,000 subjects; delta of %d entries: %d matches at %.2f%n", delta.size(),
                    index.screen("delta", ListType.SANCTIONS, delta, THRESHOLD).size(), THRESHOLD);
        }
    }

    @State(Scope.Benchmark)
    public static class HundredThousand {
        List<AmlSubject> subjects;
        List<ScreeningIndex.ListData> lists;
        ScreeningIndex listIndex;

        @Setup(Level.Trial)
        public void build() throws Exception {
            subjects = MonitoredPopulation.subjects(100_000, 3);
            lists = ScreeningData.lists();
            listIndex = ScreeningIndex.build(lists);
        }
    }

    /** A delta run, whole: the subjects indexed, then the 100 entries screened. */
    @Benchmark
    public int deltaOf100AgainstMillionWhole(Million m) {
        return SubjectIndex.build(m.subjects).screen("delta", ListType.SANCTIONS, m.delta, THRESHOLD).size();
    }

    /** The screening part alone, over an index already built. */
    @Benchmark
    public int deltaOf100AgainstMillionScreenOnly(Million m) {
        return m.index.screen("delta", ListType.SANCTIONS, m.delta, THRESHOLD).size();
    }

    /** A full re-screen as the service runs it for a new list: the subjects indexed, every entry screened. */
    @Benchmark
    public int fullRescreenOf100kReverse(HundredThousand h) {
        SubjectIndex index = SubjectIndex.build(h.subjects);
        int matches = 0;
        for (ScreeningIndex.ListData list : h.lists) {
            matches += index.screen(list.name(), list.type(), list.entries(), THRESHOLD).size();
        }
        return matches;
    }

    /** The same re-screen the forward way: one search per subject over the lists' index, on both cores. */
    @Benchmark
    public long fullRescreenOf100kForward(HundredThousand h) {
        return h.subjects.parallelStream().mapToLong(s -> h.listIndex.search(new ScreeningQuery(s.name(), s.type(),
                s.birthDate(), null, s.nationality(), 10, THRESHOLD)).size()).sum();
    }
}
