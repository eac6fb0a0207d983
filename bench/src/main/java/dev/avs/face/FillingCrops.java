package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Labelled real footage as if held closer to the camera: each judged frame cut around its face so that the face
 * fills the picture (a 4:3 picture 1.3 to 1.9 times the face's height, scaled to 640 pixels), and the clip's third
 * best liveness where the context view is cut, three ways: the close view alone (the rule before 3 December), the
 * two views' mean ({@link LivenessViews#score}) and the higher of the two. This is how the mean was chosen for a face
 * that fills the picture (docs/face.md, "A face that fills the picture, both views"). A second argument keeps only
 * the labels it matches (a regular expression: {@code '(?!genuine).*'} for the attacks).
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/benchmarks.jar dev.avs.face.FillingCrops \
 *   ~/.cache/avs/footage/all.csv '(?!genuine).*'</pre>
 */
public final class FillingCrops {

    private static final double[] ROOMS = {1.3, 1.5, 1.7, 1.9};

    public static void main(String[] args) throws Exception {
        Path manifest = Path.of(args[0]);
        OnnxFaceEngine engine = FootageManifest.engine();
        Decoders decoders = Decoders.standalone();
        System.out.println("clip, label, then for each room: close alone / mean / higher");
        for (FootageManifest.Row row : FootageManifest.videos(manifest)) {
            if (args.length > 1 && !row.label().matches(args[1])) {
                continue;
            }
            Clip clip;
            try {
                clip = FootageManifest.clip(decoders, row);
            } catch (Undecodable e) {
                continue;
            }
            StringBuilder out = new StringBuilder(String.format("%-50s %-13s", row.file(), row.label()));
            for (double room : ROOMS) {
                List<Double> close = new ArrayList<>();
                List<Double> mean = new ArrayList<>();
                List<Double> higher = new ArrayList<>();
                for (Pixels frame : judgedFrames(clip)) {
                    FaceBox box = largest(engine, frame);
                    if (box == null) {
                        continue;
                    }
                    double h = Math.max(box.width(), box.height()) * room;
                    double w = h * 4 / 3;
                    double cx = (box.x1() + box.x2()) / 2;
                    double cy = (box.y1() + box.y2()) / 2;
                    Pixels filled = frame.crop(cx - w / 2, cy - h / 2, w, h, 640, 480);
                    FaceBox face = largest(engine, filled);
                    if (face == null) {
                        continue;
                    }
                    LivenessViews views = engine.clipLiveness(filled, face);
                    close.add(views.contextCut() ? views.close() : views.score());
                    mean.add(views.score());
                    higher.add(views.contextCut() ? Math.max(views.context(), views.close()) : views.score());
                }
                out.append(String.format(Locale.ROOT, "  %.1fx %s/%s/%s", room, third(close), third(mean),
                        third(higher)));
            }
            System.out.println(out);
        }
    }

    /** The frames {@link ClipAnalyser} judges in full. */
    private static List<Pixels> judgedFrames(Clip clip) {
        return ClipAnalyser.judgedFrames(clip.frames().size(), VideoSelfies.FRAMES).stream()
                .map(i -> Pixels.of(clip.frames().get(i))).toList();
    }

    private static FaceBox largest(OnnxFaceEngine engine, Pixels frame) {
        return engine.detect(frame).stream().max((a, b) -> Double.compare(a.area(), b.area())).orElse(null);
    }

    private static String third(List<Double> scores) {
        if (scores.isEmpty()) {
            return "-";
        }
        List<Double> sorted = scores.stream().sorted().toList();
        return String.format(Locale.ROOT, "%.3f", sorted.get(Math.max(0, sorted.size() - 3)));
    }
}
