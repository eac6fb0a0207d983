package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The head's pose and identity over every followed frame of labelled real footage: per frame, the yaw
 * ({@link HeadPose#yaw}), the pitch ({@link HeadPose#pitch}), how sure the detector is, and how like the clip's medoid
 * face the frame's face is (every frame embedded, not only the judged ones). One line per frame, tab-separated:
 * {@code clip label frame yaw pitch score similarity}. This is how the pitch beyond which a face is not compared
 * for sameness was chosen ({@link LiveClip#RAISED}; docs/face.md, "A head raised").
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.face.PoseTrack \
 *   ~/.cache/avs/footage/all.csv</pre>
 */
public final class PoseTrack {

    public static void main(String[] args) throws Exception {
        Path manifest = Path.of(args[0]);
        OnnxFaceEngine engine = FootageManifest.engine();
        Decoders decoders = Decoders.standalone();
        for (FootageManifest.Row row : FootageManifest.videos(manifest)) {
            Clip clip;
            try {
                clip = FootageManifest.clip(decoders, row);
            } catch (dev.avs.decoding.Undecodable e) {
                continue;
            }
            List<double[]> poses = new ArrayList<>();
            List<float[]> embeddings = new ArrayList<>();
            for (var image : clip.frames()) {
                Pixels frame = Pixels.of(image);
                FaceBox box = engine.detect(frame).stream().max((a, b) -> Double.compare(a.area(), b.area()))
                        .orElse(null);
                if (box == null) {
                    poses.add(null);
                    embeddings.add(null);
                    continue;
                }
                double[] landmarks = engine.landmarks(frame, box);
                poses.add(new double[] {HeadPose.yaw(landmarks), HeadPose.pitch(landmarks), box.score()});
                embeddings.add(engine.embed(FaceAlignment.align(frame, landmarks)));
            }
            float[] medoid = null;
            double most = Double.NEGATIVE_INFINITY;
            for (float[] candidate : embeddings) {
                if (candidate == null) {
                    continue;
                }
                double sum = 0;
                for (float[] other : embeddings) {
                    sum += other == null ? 0 : FaceEngine.similarity(candidate, other);
                }
                if (sum > most) {
                    most = sum;
                    medoid = candidate;
                }
            }
            for (int i = 0; i < poses.size(); i++) {
                double[] pose = poses.get(i);
                if (pose != null) {
                    System.out.printf(Locale.ROOT, "%s\t%s\t%d\t%.3f\t%.3f\t%.3f\t%.3f%n", row.file(), row.label(), i, pose[0],
                            pose[1], pose[2], FaceEngine.similarity(embeddings.get(i), medoid));
                }
            }
        }
    }
}
