package dev.avs.face;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The frames of a selfie clip as {@link LiveClip} judges them: in each, the largest face, its yaw from the
 * landmarks, and how much the frame changed from the one before, over the face's region; in some of them, spread
 * evenly, also the face's embedding (aligned as a still selfie's is) and passive liveness. The pose is cheap (a
 * quarter of a frame's work) and a real head turns and comes back within a second: the track needs more frames
 * than identity and liveness do.
 */
final class ClipAnalyser {

    /** The size the face region is compared at, frame to frame. */
    private static final int PATCH = 48;
    /** A face's box this near the picture's bottom edge, in face heights, at most, is cut by it. */
    static final double CUT_BELOW = 0.03;

    private final FaceEngine engine;

    ClipAnalyser(FaceEngine engine) {
        this.engine = engine;
    }

    /** Every frame analysed in full. */
    List<LiveClip.Frame> analyse(List<Pixels> frames) {
        return analyse(frames, frames.size());
    }

    /** The pose of every frame; embedding and liveness of {@code judged} frames spread evenly, first and last among them. */
    List<LiveClip.Frame> analyse(List<Pixels> frames, int judged) {
        Set<Integer> full = judgedFrames(frames.size(), judged);
        List<FaceBox> faces = faces(frames);
        List<LiveClip.Frame> out = new ArrayList<>();
        FaceBox last = null;
        Pixels previous = null;
        for (int index = 0; index < frames.size(); index++) {
            Pixels frame = frames.get(index);
            FaceBox box = faces.get(index);
            FaceBox region = box != null ? box : last;
            double change = previous == null || region == null ? Double.MAX_VALUE
                    : change(previous, frame, region);
            if (box == null) {
                out.add(LiveClip.Frame.empty(change));
            } else {
                double[] landmarks = engine.landmarks(frame, box);
                double yaw = HeadPose.yaw(landmarks);
                double pitch = HeadPose.pitch(landmarks);
                if (full.contains(index)) {
                    float[] embedding = engine.embed(FaceAlignment.align(frame, landmarks));
                    LivenessViews views = engine.clipLiveness(frame, box);
                    out.add(new LiveClip.Frame(true, yaw, embedding, views.score(), box.score(), change, box,
                            PictureBorder.framing(frame, box), views.contextCut(), pitch, cutBelow(frame, box)));
                } else {
                    out.add(new LiveClip.Frame(true, yaw, null, Double.NaN, box.score(), change, box, 0, false, pitch,
                            false));
                }
                last = box;
            }
            previous = frame;
        }
        return out;
    }

    /**
     * Each frame's largest face, or null. Where the stretched frames show a face in too few of them for the clip to
     * be judged, the frames without one are looked at again kept to their shape
     * ({@link FaceEngine#detectKeepingShape}): a phone's portrait clip of a man in a surgical mask showed his face in
     * 20 of 26 frames stretched (too few), in 22 with the others looked at again. Only then: the liveness and sameness thresholds were measured on the
     * stretched frames' boxes, and a frame a clip can do without keeps no face the stretched look did not find
     * (docs/face.md).
     */
    private List<FaceBox> faces(List<Pixels> frames) {
        List<FaceBox> faces = new ArrayList<>();
        for (Pixels frame : frames) {
            faces.add(largest(engine.detect(frame)));
        }
        long found = faces.stream().filter(Objects::nonNull).count();
        if (found < frames.size() * LiveClip.FACE_SHARE) {
            for (int i = 0; i < frames.size(); i++) {
                if (faces.get(i) == null) {
                    faces.set(i, largest(engine.detectKeepingShape(frames.get(i))));
                }
            }
        }
        return faces;
    }

    private static FaceBox largest(List<FaceBox> boxes) {
        return boxes.stream().max((a, b) -> Double.compare(a.area(), b.area())).orElse(null);
    }

    /**
     * Which of a clip's {@code frames} are judged in full: {@code judged} of them spread evenly, first and last among
     * them; every one of a clip with fewer (spread as if it had {@code judged}, a 5-frame clip was judged on 2 frames of
     * its first half).
     */
    static Set<Integer> judgedFrames(int frames, int judged) {
        int count = Math.min(judged, frames);
        Set<Integer> full = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            full.add(count < 2 ? 0 : (int) Math.round(i * (frames - 1) / (double) (count - 1)));
        }
        return full;
    }

    /**
     * Whether the picture's bottom edge cuts the face: its box reaches within {@link #CUT_BELOW} of a face's height of
     * that edge. A phone held close and low leaves the chin out; the landmarks then put it on what is in view, and on
     * a real selfie (petr-parker's) such faces were 0.14 - 0.32 like the clip's others, where its whole faces were 0.83
     * and more. The faces of another person at a selfie's edge in the real replays came in from its sides and top
     * (docs/face.md, "An eighth held-out set").
     */
    static boolean cutBelow(Pixels frame, FaceBox box) {
        return frame.height() - box.y2() < CUT_BELOW * box.height();
    }

    /** Mean absolute change of grey level per pixel over the face's region, the two frames scaled alike. */
    static double change(Pixels before, Pixels after, FaceBox region) {
        if (before.width() != after.width() || before.height() != after.height()) {
            return Double.MAX_VALUE;
        }
        Pixels a = before.crop(region.x1(), region.y1(), region.width(), region.height(), PATCH, PATCH);
        Pixels b = after.crop(region.x1(), region.y1(), region.width(), region.height(), PATCH, PATCH);
        long sum = 0;
        for (int i = 0; i < a.rgb().length; i++) {
            sum += Math.abs(Pixels.grey(a.rgb()[i]) - Pixels.grey(b.rgb()[i]));
        }
        return sum / (double) a.rgb().length;
    }
}
