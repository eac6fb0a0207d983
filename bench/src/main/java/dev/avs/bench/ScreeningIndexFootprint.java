package dev.avs.bench;

import dev.avs.screening.matching.ScreeningIndex;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.List;

/**
 * Index build time and the heap the index holds: parse every shared list, then build the index five times,
 * measuring heap after a full GC before and after the last build (the parsed entries are excluded: they exist
 * before the build). Run: {@code java -cp bench/target/benchmarks.jar dev.avs.bench.ScreeningIndexFootprint}.
 */
public final class ScreeningIndexFootprint {

    private ScreeningIndexFootprint() {
    }

    public static void main(String[] args) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long parseStart = System.nanoTime();
        List<ScreeningIndex.ListData> lists = ScreeningData.lists();
        long parsed = System.nanoTime() - parseStart;
        long entriesHeap = settledHeap(memory);
        long best = Long.MAX_VALUE;
        ScreeningIndex index = null;
        for (int round = 0; round < 5; round++) {
            index = null;
            long before = settledHeap(memory);
            long start = System.nanoTime();
            index = ScreeningIndex.build(lists);
            long took = System.nanoTime() - start;
            best = Math.min(best, took);
            long after = settledHeap(memory);
            System.out.printf("build %d: %d ms, index heap %.1f MB%n", round + 1, took / 1_000_000,
                    (after - before) / 1048576.0);
        }
        System.out.printf("lists parsed in %d ms (entries %d, names %d; parsed entries hold %.1f MB)%n",
                parsed / 1_000_000, index.entryCount(), index.nameCount(), entriesHeap / 1048576.0);
        System.out.printf("fastest build: %d ms%n", best / 1_000_000);
    }

    private static long settledHeap(MemoryMXBean memory) throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
