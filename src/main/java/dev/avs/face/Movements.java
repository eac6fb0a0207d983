package dev.avs.face;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a clip's head movements are the challenge's, in its order and after each was announced. The yaw is read
 * against the person's own frontal pose, which is what the first frames with a face show (a webcam seen from
 * the side of a laptop, or a head held a little turned, reads 0.1 - 0.2 when the person faces it), not against an
 * absolute zero. A movement is a turn the asked way ({@value #TURNED} from frontal), then a return: within
 * {@value #BACK} of frontal, or past frontal to the other side (a real head swings back and often overshoots; between
 * two sampled frames it may cross frontal without resting there). A turn made before its movement was announced
 * does not count, and one that comes more than {@value #REACTION_MS} ms after it was announced ends the clip's
 * answer: a clip recorded beforehand makes its movements at its own pace.
 */
final class Movements {

    /**
     * A turn counts from this yaw away from frontal (a head turned about a third of the way to profile). A face turned
     * so far is not compared for sameness while two frames face the camera ({@link LiveClip}): its embedding strays,
     * and so does the yaw of a face half hidden (a mug before the mouth read 0.41 - 0.53 on a real webcam).
     */
    static final double TURNED = 0.3;
    /** Back facing the camera: within this of frontal. Real turns come back to 0.14 - 0.15 from an absolute zero. */
    static final double BACK = 0.18;
    /**
     * Beyond this from frontal a face is near profile: its pose counts, its identity is never compared (when fewer
     * than two frames face the camera, the faces short of it are).
     */
    static final double PROFILE = 0.6;
    /** The frames whose median yaw is frontal, and the most a frontal pose may be off an absolute zero. */
    private static final int FIRST_FRAMES = 3;
    private static final double MOST_OFF_ZERO = 0.25;
    /** How much earlier than its announcement a turn may seem (frames' times are spread evenly, not exact). */
    private static final long SLACK_MS = 250;
    /**
     * How long after its announcement a movement's turn may come. A person turns within a second or two; a clip
     * played in a loop that holds every movement shows the asked one only when its loop comes round to it (a page
     * waits for each movement before it announces the next), often later than this.
     */
    static final long REACTION_MS = 3000;

    /**
     * How the clip answered: {@code done}; {@code wrong_way} (not done, and the first turn was the other way);
     * {@code not_done}; the movements done; turns made before they were announced; whether a movement did not come
     * within {@value #REACTION_MS} ms of its announcement; the frontal yaw.
     */
    record Result(String movement, int stepsDone, int earlyTurns, boolean late, double frontal) {
    }

    private Movements() {
    }

    /** The yaw of frontal for this person: the median of the first frames with a face, within reason. */
    static double frontal(List<LiveClip.Frame> frames) {
        List<Double> first = new ArrayList<>();
        int seen = 0;
        for (LiveClip.Frame frame : frames) {
            if (frame.face() && !Double.isNaN(frame.yaw()) && seen++ < FIRST_FRAMES
                    && Math.abs(frame.yaw()) <= MOST_OFF_ZERO) {
                first.add(frame.yaw());   // a head already turning is not its frontal pose
            }
        }
        if (first.isEmpty()) {
            return 0;
        }
        return first.stream().sorted().toList().get(first.size() / 2);
    }

    /**
     * @param seconds the clip's length from its first frame to its last (frames are spread evenly over it)
     */
    static Result follow(List<LiveClip.Frame> frames, double seconds, Challenge challenge) {
        double frontal = frontal(frames);
        List<Challenge.Step> steps = challenge.steps();
        int step = 0;
        boolean turned = false;
        int firstTurn = 0;
        int early = 0;
        boolean late = false;
        for (int i = 0; i < frames.size() && step < steps.size(); i++) {
            LiveClip.Frame frame = frames.get(i);
            if (!frame.face() || Double.isNaN(frame.yaw())) {
                continue;
            }
            double yaw = frame.yaw() - frontal;
            long at = frames.size() < 2 ? 0 : Math.round(i * seconds * 1000 / (frames.size() - 1));
            if (turned) {
                double asked = yaw * steps.get(step).imageSign();
                if (Math.abs(yaw) > BACK && asked > 0) {
                    continue;
                }
                turned = false;
                step++;
                if (step == steps.size() || asked >= 0) {
                    continue;
                }
                // swung past frontal: the same frame may already be the next movement's turn
            }
            if (!challenge.announcedMs().isEmpty() && at > challenge.announcedMs().get(step) + REACTION_MS + SLACK_MS) {
                late = true;
                break;
            }
            double asked = yaw * steps.get(step).imageSign();
            if (firstTurn == 0 && Math.abs(yaw) >= TURNED) {
                firstTurn = yaw > 0 ? 1 : -1;
            }
            if (asked >= TURNED) {
                if (!challenge.announcedMs().isEmpty() && at + SLACK_MS < challenge.announcedMs().get(step)) {
                    early++;
                } else {
                    turned = true;
                }
            }
        }
        // the first turn made was the other way: the movements were not the ones asked (a recording of another order)
        boolean otherWay = firstTurn == -steps.getFirst().imageSign();
        String movement = step == steps.size() ? "done" : otherWay ? "wrong_way" : "not_done";
        return new Result(movement, step, early, late, frontal);
    }
}
