package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How the shipped liveness model judges labelled real footage (bench/footage/manifest.csv) when shown the face
 * at other crop sizes: per clip, the third best of its judged frames (as {@link LiveClip} takes it) with the face's
 * box enlarged 1.0 to 4.0 times, the clip's view of each frame (what {@link ClipAnalyser} takes: the lower of 1.5
 * and 2.7, levelled, or their mean where the context view is cut, {@link LivenessViews#score}), and how many times its size the face's box can
 * grow in the frame (the third least of the clip's frames). This is how the two views were chosen (docs/face.md,
 * "Liveness on real footage").
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.face.LivenessCrops \
 *   ~/.cache/avs/footage/manifest.csv</pre>
 *
 * <p>The class sits in {@code dev.avs.face} to reach the engine's package-private crop.
 */
public final class LivenessCrops {

    private static final double[] SCALES = {1.0, 1.2, 1.5, 1.8, 2.0, 2.7, 4.0};

    public static void main(String[] args) throws Exception {
        Path manifest = Path.of(args[0]);
        OnnxFaceEngine engine = FootageManifest.engine();
        Decoders decoders = Decoders.standalone();
        StringBuilder head = new StringBuilder(String.format("%-46s %-13s", "clip", "label"));
        for (double scale : SCALES) {
            head.append(String.format(Locale.ROOT, " %6s", scale + "x"));
        }
        System.out.println(head.append("  clip (LivenessViews.score), room (3rd least)"));
        for (FootageManifest.Row row : FootageManifest.videos(manifest)) {
            Clip clip;
            try {
                clip = FootageManifest.clip(decoders, row);
            } catch (dev.avs.decoding.Undecodable e) {
                System.out.printf("%-46s %-13s undecodable: %s%n", row.file(), row.label(), e.getMessage());
                continue;
            }
            double[][] scores = new double[SCALES.length + 2][VideoSelfies.FRAMES];
            int faces = 0;
            for (int index : ClipAnalyser.judgedFrames(clip.frames().size(), VideoSelfies.FRAMES)) {
                Pixels frame = Pixels.of(clip.frames().get(index));
                FaceBox box = engine.detect(frame).stream().max((a, b) -> Double.compare(a.area(), b.area()))
                        .orElse(null);
                if (box == null) {
                    continue;
                }
                for (int k = 0; k < SCALES.length; k++) {
                    scores[k][faces] = engine.liveness(frame, box, SCALES[k]);
                }
                scores[SCALES.length][faces] = engine.clipLiveness(frame, box).score();
                scores[SCALES.length + 1][faces] = OnnxFaceEngine.room(frame, box);
                faces++;
            }
            StringBuilder out = new StringBuilder(String.format("%-46s %-13s", row.file(), row.label()));
            for (int k = 0; k < scores.length; k++) {
                double[] found = Arrays.copyOf(scores[k], faces);
                Arrays.sort(found);
                int at = k == scores.length - 1 ? Math.min(2, faces - 1) : Math.max(0, faces - 3);
                out.append(faces == 0 ? "      -" : String.format(Locale.ROOT, " %6.3f", found[at]));
            }
            System.out.println(out);
        }
    }
}
