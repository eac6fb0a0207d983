package dev.avs.face;

import java.util.ArrayList;
import java.util.List;

/**
 * The frames of a selfie clip as {@link LiveClip} judges them: in each, the largest face, its yaw from the
 * landmarks, its embedding (aligned as a still selfie's is) and passive liveness; and how much the frame changed
 * from the one before, over the face's region.
 */
final class ClipAnalyser {

    /** The size the face region is compared at, frame to frame. */
    private static final int PATCH = 48;

    private final FaceEngine engine;

    ClipAnalyser(FaceEngine engine) {
        this.engine = engine;
    }

    List<LiveClip.Frame> analyse(List<Pixels> frames) {
        List<LiveClip.Frame> out = new ArrayList<>();
        FaceBox last = null;
        Pixels previous = null;
        for (Pixels frame : frames) {
            List<FaceBox> boxes = engine.detect(frame);
            FaceBox box = boxes.stream().max((a, b) -> Double.compare(a.area(), b.area())).orElse(null);
            FaceBox region = box != null ? box : last;
            double change = previous == null || region == null ? Double.MAX_VALUE
                    : change(previous, frame, region);
            if (box == null) {
                out.add(LiveClip.Frame.empty(change));
            } else {
                double[] landmarks = engine.landmarks(frame, box);
                float[] embedding = engine.embed(FaceAlignment.align(frame, landmarks));
                out.add(new LiveClip.Frame(true, HeadPose.yaw(landmarks), embedding, engine.liveness(frame, box),
                        box.score(), change, box));
                last = box;
            }
            previous = frame;
        }
        return out;
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
            sum += Math.abs(grey(a.rgb()[i]) - grey(b.rgb()[i]));
        }
        return sum / (double) a.rgb().length;
    }

    private static int grey(int rgb) {
        return (((rgb >> 16) & 0xff) * 299 + ((rgb >> 8) & 0xff) * 587 + (rgb & 0xff) * 114) / 1000;
    }
}
