package dev.avs.bench;

import dev.avs.reading.MrzReading;
import dev.avs.reading.ReadingPipeline;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import java.time.LocalDate;
import java.util.List;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading the MRZ of one document photo, exactly as the service reads an upload (decode upright at 2000 pixels,
 * find the zone, straighten, OCR, correct), one thread, SampleTime for the percentiles: a passport photographed at
 * 1.5 megapixels (1414×1060, 8 pixels per mm, turned 5 degrees), the same upside down, an ID card's TD1 zone at
 * 1.5 megapixels, and a 12-megapixel phone photo (4000×3000) of a passport; each with and without the visual
 * zone's reading (the page above the MRZ, compared with it).
 */
@Fork(value = 1, jvmArgs = {"-Xms512m", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
public class MrzReadingBenchmark {

    @State(Scope.Benchmark)
    public static class Photo {
        @Param({"td3-1.5mp", "td3-1.5mp-upside-down", "td1-1.5mp", "td3-12mp"})
        public String kind;

        /** Whether the page above the MRZ is read and compared with it, as the service does by default. */
        @Param({"false", "true"})
        public boolean visualZone;

        ReadingPipeline pipeline;
        byte[] content;

        @Setup(Level.Trial)
        public void load() {
            pipeline = ReadingPipeline.shipped(visualZone);
            LocalDate dob = LocalDate.of(1987, 11, 30);
            LocalDate expiry = LocalDate.of(2031, 2, 28);
            boolean td1 = kind.startsWith("td1");
            List<String> mrz = td1 ? DocumentPhotos.td1("POL", "KOWALCZYK", "ZOFIA", "ABC123456", "POL", dob, 'F', expiry)
                    : DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA MARIA", "533401372", "GBR", dob, 'F', expiry);
            Shot shot = kind.endsWith("12mp") ? Shot.clean().sized(4000, 24).turned(5)
                    : Shot.clean().sized(1414, 8).turned(kind.endsWith("upside-down") ? 185 : 5);
            content = DocumentPhotos.photo(td1 ? Format.TD1 : Format.TD3, mrz, shot);
            MrzReading reading = pipeline.read(content);
            if (!reading.isRead() || !reading.mrz().equals(String.join("\n", mrz))) {
                throw new IllegalStateException("the " + kind + " photo is not read exactly: " + reading);
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
    public MrzReading read(Photo photo) {
        return photo.pipeline.read(photo.content);
    }
}
