package dev.avs.bench;

import dev.avs.image.ImageDecoder;
import dev.avs.image.ImageStructure;
import dev.avs.support.FaceImages;
import dev.avs.support.TestImages;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the image bounds cost an upload: the structure walk ({@link ImageStructure}, every segment and the whole
 * entropy-coded data of a JPEG) against the decode that follows it ({@link ImageDecoder#decodeUpright}, which walks
 * once more itself), on a 12-megapixel photo (4000×3000, seeded noise in 8×8 blocks, ImageIO's default quality:
 * 1.5 MB) with an EXIF orientation, and on a 1.5-megapixel one (1414×1060, 185 KB).
 */
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 5)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ImageStructureBenchmark {

    @State(Scope.Benchmark)
    public static class Photo {
        @Param({"12mp", "1.5mp"})
        public String size;

        byte[] content;

        @Setup(Level.Trial)
        public void make() {
            boolean large = size.equals("12mp");
            content = FaceImages.withOrientation(TestImages.photo(large ? 4000 : 1414, large ? 3000 : 1060, 7), 6);
            if (!ImageStructure.of(content).sound()) {
                throw new IllegalStateException("the photo does not pass its own walk");
            }
        }
    }

    @Benchmark
    public Object walk(Photo photo) {
        return ImageStructure.of(photo.content);
    }

    @Benchmark
    public Object decodeUpright(Photo photo) {
        return ImageDecoder.decodeUpright(photo.content, 2048);
    }
}
