package dev.avs.bench;

import dev.avs.face.FacePipeline;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.bytedeco.javacv.FFmpegFrameRecorder;
import org.bytedeco.javacv.Java2DFrameConverter;
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
 * Judging a selfie video as the VIDEO check does, on one thread (SampleTime for p95): a clip of {@code seconds}
 * (5 as the hosted form records, 3 before) recorded as a browser would (640x480, 30 frames a second, WebM VP8, or
 * MP4 H.264) of the public-domain portrait held before a shaking camera: decode every frame, keep at most 32, follow
 * the face's pose in each, align, embed and judge it in 12, judge the clip.
 */
@Fork(value = 1, jvmArgs = {"-Xms512m", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
public class VideoJudgingBenchmark {

    @State(Scope.Benchmark)
    public static class Clip {
        @Param({"webm", "mp4", "avi"})
        public String format;

        @Param({"5"})
        public int seconds;

        FacePipeline pipeline;
        byte[] video;
        String type;

        @Setup(Level.Trial)
        public void record() throws Exception {
            pipeline = FacePipeline.shipped();
            BufferedImage portrait = FaceBenchImages.read("astronaut.png");
            Path file = Files.createTempFile("avs-bench-clip", "." + format);
            Random random = new Random(1);
            try (FFmpegFrameRecorder recorder = new FFmpegFrameRecorder(file.toFile(), 640, 480);
                 Java2DFrameConverter converter = new Java2DFrameConverter()) {
                recorder.setFormat(format);
                // an AVI as OpenCV's VideoWriter stores a webcam's recording: Motion JPEG
                recorder.setVideoCodecName(switch (format) {
                    case "webm" -> "libvpx";
                    case "avi" -> "mjpeg";
                    default -> "libopenh264";
                });
                recorder.setFrameRate(30);
                recorder.setVideoBitrate(1_500_000);
                recorder.start();
                for (int i = 0; i < 30 * seconds; i++) {
                    recorder.record(converter.convert(frame(portrait, random)));
                }
                recorder.stop();
            }
            video = Files.readAllBytes(file);
            Files.delete(file);
            type = switch (format) {
                case "webm" -> "video/webm";
                case "avi" -> "video/x-msvideo";
                default -> "video/mp4";
            };
            List<String> signals = pipeline.judgeVideo(video, type, 0.0);
            System.out.printf("%n%s clip: %d bytes; signals %s%n", format, video.length, signals);
        }

        private static BufferedImage frame(BufferedImage portrait, Random random) {
            BufferedImage frame = new BufferedImage(640, 480, BufferedImage.TYPE_3BYTE_BGR);
            Graphics2D g = frame.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            AffineTransform at = AffineTransform.getTranslateInstance(64 + random.nextInt(9) - 4,
                    random.nextInt(9) - 4 - 16);
            at.scale(1.0, 1.0);
            g.drawImage(portrait, at, null);
            g.dispose();
            return frame;
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Threads(1)
    public List<String> judge(Clip clip) throws Exception {
        return clip.pipeline.judgeVideo(clip.video, clip.type, 0.8);
    }
}
