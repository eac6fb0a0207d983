import dev.avs.document.ImageAnalysis;
import dev.avs.face.FacePipeline;
import dev.avs.reading.ReadingPipeline;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;

/**
 * The CPU each analysis of an upload takes, per photo, on the end-to-end benchmark's own photos (a passport page
 * with its MRZ and portrait, a selfie): the image forensics, the face analysis, the MRZ reading alone and with the
 * visual zone, each run in turn on one thread in one process, after a warm-up round. CPU of the whole process, so
 * that the OCR of an MRZ's lines, read side by side on other threads, counts; and the heap the analysing thread
 * allocates per photo, which bounds what one analysis holds at once (the engines' native memory is apart).
 * Run (after `./mvnw -B -q install -DskipTests && ./mvnw -B -q -f bench/pom.xml package`):
 * java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar bench/e2e/PhotoAnalysisCost.java [N=40]
 * With a second argument {@code reading} it runs only the reading with the visual zone, for three rounds after the
 * warm-up, and prints its process id first: attach a profiler to that process once it prints "measuring"
 * ({@code perf record -F 1999 -p <pid> -- sleep 30}, see docs/performance.md).
 */
public class PhotoAnalysisCost {

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        FacePhotos faces = new FacePhotos(Path.of("src/test/resources/faces"), 7);
        PassportPhotos passports = new PassportPhotos();
        byte[][] photos = new byte[2 * n][];
        byte[][] selfies = new byte[2 * n][];
        for (int i = 0; i < 2 * n; i++) {
            photos[i] = passports.photo(VerificationThroughput.mrzOf(i), faces.idPhoto(i, 260), i * 7919L);
            selfies[i] = faces.selfie(i);
        }
        if (args.length > 1 && args[1].equals("reading")) {
            readingOnly(photos);
            return;
        }
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        String[] names = {"image forensics, passport", "image forensics, selfie", "face analysis, passport",
                "face analysis, selfie", "MRZ reading alone", "MRZ reading with the visual zone"};
        try (ReadingPipeline mrz = ReadingPipeline.shipped(false); ReadingPipeline viz = ReadingPipeline.shipped(true)) {
            FacePipeline face = FacePipeline.shipped();
            for (int round = 0; round < 2; round++) {
                long[] cpu = new long[names.length];
                long[] heap = new long[names.length];
                int read = 0;
                for (int i = round * n; i < (round + 1) * n; i++) {
                    byte[] photo = photos[i];
                    byte[] selfie = selfies[i];
                    measure(os, threads, cpu, heap, 0, () -> ImageAnalysis.analyse(photo, "image/jpeg"));
                    measure(os, threads, cpu, heap, 1, () -> ImageAnalysis.analyse(selfie, "image/jpeg"));
                    measure(os, threads, cpu, heap, 2, () -> face.analyse(photo));
                    measure(os, threads, cpu, heap, 3, () -> face.analyse(selfie));
                    read += measure(os, threads, cpu, heap, 4, () -> mrz.read(photo)).isRead() ? 1 : 0;
                    measure(os, threads, cpu, heap, 5, () -> viz.read(photo));
                }
                System.out.printf("%s: %d photos, %d MRZs read%n", round == 0 ? "warm-up" : "measured", n, read);
                for (int k = 0; k < names.length; k++) {
                    System.out.printf("  %-34s %6.1f ms CPU, %5.1f MB allocated per photo%n", names[k],
                            cpu[k] / 1e6 / n, heap[k] / 1e6 / n);
                }
            }
        }
        System.exit(0);   // the engines' native threads
    }

    private static void readingOnly(byte[][] photos) {
        System.out.println("process " + ProcessHandle.current().pid());
        try (ReadingPipeline viz = ReadingPipeline.shipped(true)) {
            for (byte[] photo : photos) {
                viz.read(photo);
            }
            System.out.println("measuring");
            long wall = System.nanoTime();
            for (int round = 0; round < 3; round++) {
                for (byte[] photo : photos) {
                    viz.read(photo);
                }
            }
            System.out.printf("MRZ reading with the visual zone: %.1f ms a photo on the wall clock%n",
                    (System.nanoTime() - wall) / 1e6 / (3 * photos.length));
        }
        System.exit(0);
    }

    private static <T> T measure(com.sun.management.OperatingSystemMXBean os,
                                 com.sun.management.ThreadMXBean threads, long[] cpu, long[] heap, int k,
                                 java.util.function.Supplier<T> analysis) {
        long time = os.getProcessCpuTime();
        long bytes = threads.getCurrentThreadAllocatedBytes();
        T result = analysis.get();
        heap[k] += threads.getCurrentThreadAllocatedBytes() - bytes;
        cpu[k] += os.getProcessCpuTime() - time;
        return result;
    }
}
