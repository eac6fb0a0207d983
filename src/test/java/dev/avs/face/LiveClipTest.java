package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The judgement of a clip's frames, on tracks that say what each frame showed. */
class LiveClipTest {

    private static final float[] ME = unit(1, 0.1f);
    private static final float[] SOMEONE_ELSE = unit(0.1f, 1);

    private static float[] unit(float a, float b) {
        double n = Math.hypot(a, b);
        return new float[] {(float) (a / n), (float) (b / n)};
    }

    private static List<LiveClip.Frame> track(float[] face, double... yaws) {
        List<LiveClip.Frame> frames = new ArrayList<>();
        for (double yaw : yaws) {
            frames.add(new LiveClip.Frame(true, yaw, face, 0.95, 0.99, 4.0, null));
        }
        return frames;
    }

    @Test
    void aTurnToTheAskedSideAndBackIsLive() {
        // the applicant's own left brings the nose towards the camera image's right: positive yaw
        List<LiveClip.Frame> frames = track(ME, 0.02, 0.05, 0.18, 0.34, 0.41, 0.25, 0.08, 0.01);
        LiveClip.Verdict verdict = LiveClip.judge(frames, LiveClip.Challenge.TURN_LEFT, 0.8);
        assertThat(verdict.live()).as(verdict.signals().toString()).isTrue();
        assertThat(verdict.bestFrame()).isEqualTo(7);
        assertThat(verdict.evidence()).containsEntry("movement", "done").containsKey("yaw_track");
    }

    @Test
    void aHeadThatSwingsBackPastFrontalBetweenTwoFramesCameBack() {
        // a real head (Footage.TURN_RIGHT) goes from -0.36 to +0.14 in a quarter of a second
        List<LiveClip.Frame> frames = track(ME, 0.04, -0.02, -0.32, -0.36, -0.23, 0.14);
        assertThat(LiveClip.judge(frames, LiveClip.Challenge.TURN_RIGHT, 0.8).live()).isTrue();
        assertThat(LiveClip.judge(frames, LiveClip.Challenge.TURN_LEFT, 0.8).signals())
                .as("a swing back past frontal is not a turn the other way").containsExactly("wrong_movement");
    }

    @Test
    void theOtherWayOrNoWayOrNoReturnIsNot() {
        List<LiveClip.Frame> otherWay = track(ME, 0.0, -0.2, -0.38, -0.3, -0.05, 0.02);
        assertThat(LiveClip.judge(otherWay, LiveClip.Challenge.TURN_LEFT, 0.8).signals())
                .containsExactly("wrong_movement");
        List<LiveClip.Frame> photo = track(ME, 0.03, 0.04, 0.02, 0.05, 0.03, 0.04);
        assertThat(LiveClip.judge(photo, LiveClip.Challenge.TURN_RIGHT, 0.8).signals())
                .containsExactly("movement_not_done");
        List<LiveClip.Frame> neverBack = track(ME, 0.0, -0.1, -0.3, -0.4, -0.4, -0.35);
        assertThat(LiveClip.judge(neverBack, LiveClip.Challenge.TURN_RIGHT, 0.8).signals())
                .containsExactly("movement_not_done");
        assertThat(LiveClip.judge(neverBack, null, 0.8).live()).as("without a challenge the movement is not asked")
                .isTrue();
    }

    @Test
    void aStillShownToTheCameraAnotherFaceOrTooFewFacesAreNotLive() {
        List<LiveClip.Frame> still = new ArrayList<>();
        for (double yaw : new double[] {0.02, 0.02, 0.02, 0.02, 0.02, 0.02}) {
            still.add(new LiveClip.Frame(true, yaw, ME, 0.95, 0.99, 0.1, null));
        }
        assertThat(LiveClip.judge(still, null, 0.8).signals()).containsExactly("frames_do_not_change");

        List<LiveClip.Frame> swapped = track(ME, 0.0, 0.01, 0.02);
        swapped.addAll(track(SOMEONE_ELSE, 0.0, 0.01, 0.02));
        assertThat(LiveClip.judge(swapped, null, 0.8).signals()).containsExactly("different_faces");

        List<LiveClip.Frame> absent = track(ME, 0.0, 0.01);
        for (int i = 0; i < 4; i++) {
            absent.add(LiveClip.Frame.empty(5));
        }
        assertThat(LiveClip.judge(absent, null, 0.8).signals()).containsExactly("face_not_in_frames");
        assertThat(LiveClip.judge(track(ME, 0, 0, 0), null, 0.8).signals()).containsExactly("too_few_frames");
    }

    @Test
    void passiveLivenessCountsTheBestFrames() {
        List<LiveClip.Frame> frames = new ArrayList<>();
        double[] liveness = {0.2, 0.3, 0.25, 0.3, 0.2, 0.3};
        for (double score : liveness) {
            frames.add(new LiveClip.Frame(true, 0.0, ME, score, 0.99, 5, null));
        }
        assertThat(LiveClip.judge(frames, null, 0.8).signals()).containsExactly("score_below_threshold");
    }
}
