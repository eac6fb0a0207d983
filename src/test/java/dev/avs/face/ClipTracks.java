package dev.avs.face;

import java.util.ArrayList;
import java.util.List;

/** Frame tracks for the clip judgement's tests: what each frame showed, as {@link ClipAnalyser} would report it. */
final class ClipTracks {

    /** Eight frames over 3.5 s: one every half second. */
    static final double SECONDS = 3.5;
    static final float[] ME = unit(1, 0.1f);
    static final float[] SOMEONE_ELSE = unit(0.1f, 1);

    private ClipTracks() {
    }

    static float[] unit(float a, float b) {
        double n = Math.hypot(a, b);
        return new float[] {(float) (a / n), (float) (b / n)};
    }

    /** One confident, live face a frame at each of these yaws. */
    static List<LiveClip.Frame> track(float[] face, double... yaws) {
        List<LiveClip.Frame> frames = new ArrayList<>();
        for (double yaw : yaws) {
            frames.add(new LiveClip.Frame(true, yaw, face, 0.95, 0.99, 4.0, null));
        }
        return frames;
    }
}
