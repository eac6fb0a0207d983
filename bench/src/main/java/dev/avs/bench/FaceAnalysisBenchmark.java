package dev.avs.bench;

import dev.avs.face.FaceAnalysis;
import dev.avs.face.FacePipeline;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The face analysis of one uploaded image, exactly as the service makes it at upload (decode upright at the
 * working size, detect, landmarks, align, embed, liveness for every face found), one thread, SampleTime for the
 * percentiles: a 512x512 selfie, a 1400x1050 photo of an ID card, a 4000x3000 phone photo (12 MP).
 */
@Fork(value = 1, jvmArgs = {"-Xms512m", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
public class FaceAnalysisBenchmark {

    @State(Scope.Benchmark)
    public static class Image {
        @Param({"selfie", "id-card", "phone-12mp"})
        public String kind;

        FacePipeline pipeline;
        byte[] content;

        @Setup(Level.Trial)
        public void load() {
            pipeline = FacePipeline.shipped();
            content = FaceBenchImages.of(kind);
            FaceAnalysis analysis = pipeline.analyse(content);
            if (analysis.faces().isEmpty()) {
                throw new IllegalStateException("no face found in the " + kind + " image");
            }
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Threads(1)
    public FaceAnalysis analyse(Image image) {
        return image.pipeline.analyse(image.content);
    }
}
