package dev.avs.screening;

import java.util.ArrayList;
import java.util.List;

public class SpeedProbe {
    public static void main(String[] args) throws Exception {
        var data = SharedData.root().resolve("sanctions");
        var sdn = ScreeningIndex.read("ofac-sdn", ListFormat.OFAC_SDN_CSV, data.resolve("ofac-sdn").toString());
        var cons = ScreeningIndex.read("ofac-cons", ListFormat.OFAC_CONS_CSV, data.resolve("ofac-cons").toString());
        var un = ScreeningIndex.read("un", ListFormat.UN_XML, data.resolve("un/consolidated.xml").toString());
        var csl = ScreeningIndex.read("us-csl", ListFormat.US_CSL_CSV, data.resolve("us-csl/consolidated.csv.gz").toString());
        System.gc();
        long before = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
        long t0 = System.nanoTime();
        var index = ScreeningIndex.build(List.of(sdn, cons, un, csl));
        long t1 = System.nanoTime();
        System.gc();
        long after = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
        System.out.printf("build %d ms, heap %d MB, vocab %d%n", (t1 - t0) / 1_000_000, (after - before) >> 20, 0);
        List<String> queries = new ArrayList<>();
        for (var e : sdn.entries()) { queries.add(e.name()); queries.addAll(e.aliases()); }
        queries.addAll(List.of("John Smith", "Maria Garcia", "Mohammed Ali", "Vladimir Putin", "Ivan Petrov"));
        for (int round = 0; round < 3; round++) {
            long[] times = new long[queries.size()];
            long s = System.nanoTime();
            for (int i = 0; i < queries.size(); i++) {
                long a = System.nanoTime();
                index.search(ScreeningQuery.of(queries.get(i), null, 0.9));
                times[i] = System.nanoTime() - a;
            }
            long total = System.nanoTime() - s;
            if (round == 2) {
                Integer[] idx = new Integer[times.length];
                for (int i = 0; i < idx.length; i++) idx[i] = i;
                final long[] tt = times;
                java.util.Arrays.sort(idx, (x, y) -> Long.compare(tt[y], tt[x]));
                for (int i = 0; i < 15; i++) System.out.println(times[idx[i]] / 1000 + "us " + queries.get(idx[i]));
            }
            java.util.Arrays.sort(times);
            System.out.printf("n=%d mean=%.0fus p50=%dus p99=%dus max=%dus%n", times.length, total / 1000.0 / times.length,
                    times[times.length / 2] / 1000, times[(int) (times.length * 0.99)] / 1000, times[times.length - 1] / 1000);
        }
    }
}
