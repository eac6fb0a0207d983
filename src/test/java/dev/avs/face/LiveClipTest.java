package dev.avs.face;

import static dev.avs.face.ClipTracks.ME;
import static dev.avs.face.ClipTracks.SECONDS;
import static dev.avs.face.ClipTracks.SOMEONE_ELSE;
import static dev.avs.face.ClipTracks.track;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The judgement of a clip's frames, on tracks that say what each frame showed. */
class LiveClipTest {

    @Test
    void aTurnToTheAskedSideAndBackIsLive() {
        // the applicant's own left brings the nose towards the camera image's right: positive yaw
        List<LiveClip.Frame> frames = track(ME, 0.02, 0.05, 0.18, 0.34, 0.41, 0.25, 0.08, 0.01);
        LiveClip.Verdict verdict = LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_LEFT), 0.8);
        assertThat(verdict.live()).as(verdict.signals().toString()).isTrue();
        // the frame most like the person's frontal pose (the first frames': 0.05), not the one nearest an absolute 0
        assertThat(verdict.bestFrame()).isEqualTo(1);
        assertThat(verdict.evidence()).containsEntry("movement", "done").containsKey("yaw_track");
    }

    @Test
    void eachJudgedFramesLivenessStandsWhereItsPoseDoesAndTheThirdBestIsTheClips() {
        List<LiveClip.Frame> frames = new ArrayList<>();
        double[] scores = {0.2, 0.9, Double.NaN, 0.05, 0.6, Double.NaN, 0.7, 0.1};
        for (double score : scores) {
            frames.add(Double.isNaN(score) ? new LiveClip.Frame(true, 0.02, null, Double.NaN, 0.99, 4.0, null)
                    : new LiveClip.Frame(true, 0.02, ME, score, 0.99, 4.0, null));
        }
        frames.set(5, LiveClip.Frame.empty(4.0));
        LiveClip.Verdict verdict = LiveClip.judge(frames, SECONDS, null, 0.15);
        assertThat(verdict.evidence().get("liveness_track"))
                .isEqualTo(java.util.Arrays.asList(0.2, 0.9, null, 0.05, 0.6, null, 0.7, 0.1));
        assertThat(verdict.liveness()).as("the third best of 0.9, 0.7, 0.6, ...").isEqualTo(0.6);
    }

    @Test
    void aHeadThatSwingsBackPastFrontalBetweenTwoFramesCameBack() {
        // a real head (Footage.TURN_RIGHT) goes from -0.36 to +0.14 in a quarter of a second
        List<LiveClip.Frame> frames = track(ME, 0.04, -0.02, -0.32, -0.36, -0.23, 0.14);
        assertThat(LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_RIGHT), 0.8).live()).isTrue();
        assertThat(LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_LEFT), 0.8).signals())
                .as("a swing back past frontal is not a turn the other way").containsExactly("wrong_movement");
    }

    @Test
    void theOtherWayOrNoWayOrNoReturnIsNot() {
        List<LiveClip.Frame> otherWay = track(ME, 0.0, -0.2, -0.38, -0.3, -0.05, 0.02);
        assertThat(LiveClip.judge(otherWay, SECONDS, Challenge.of(Challenge.Step.TURN_LEFT), 0.8).signals())
                .containsExactly("wrong_movement");
        List<LiveClip.Frame> photo = track(ME, 0.03, 0.04, 0.02, 0.05, 0.03, 0.04);
        assertThat(LiveClip.judge(photo, SECONDS, Challenge.of(Challenge.Step.TURN_RIGHT), 0.8).signals())
                .containsExactly("movement_not_done");
        List<LiveClip.Frame> neverBack = track(ME, 0.0, -0.1, -0.3, -0.4, -0.4, -0.35);
        assertThat(LiveClip.judge(neverBack, SECONDS, Challenge.of(Challenge.Step.TURN_RIGHT), 0.8).signals())
                .containsExactly("movement_not_done");
        assertThat(LiveClip.judge(neverBack, SECONDS, null, 0.8).live()).as("without a challenge the movement is not asked")
                .isTrue();
    }

    @Test
    void aStillShownToTheCameraAnotherFaceOrTooFewFacesAreNotLive() {
        List<LiveClip.Frame> still = new ArrayList<>();
        for (double yaw : new double[] {0.02, 0.02, 0.02, 0.02, 0.02, 0.02}) {
            still.add(new LiveClip.Frame(true, yaw, ME, 0.95, 0.99, 0.1, null));
        }
        assertThat(LiveClip.judge(still, SECONDS, null, 0.8).signals()).containsExactly("frames_do_not_change");

        List<LiveClip.Frame> swapped = track(ME, 0.0, 0.01, 0.02);
        swapped.addAll(track(SOMEONE_ELSE, 0.0, 0.01, 0.02));
        assertThat(LiveClip.judge(swapped, SECONDS, null, 0.8).signals()).containsExactly("different_faces");

        List<LiveClip.Frame> absent = track(ME, 0.0, 0.01);
        for (int i = 0; i < 4; i++) {
            absent.add(LiveClip.Frame.empty(5));
        }
        assertThat(LiveClip.judge(absent, SECONDS, null, 0.8).signals()).containsExactly("face_not_in_frames");
        assertThat(LiveClip.judge(track(ME, 0, 0, 0), SECONDS, null, 0.8).signals()).containsExactly("too_few_frames");
    }

    @Test
    void passiveLivenessCountsTheBestFrames() {
        List<LiveClip.Frame> frames = new ArrayList<>();
        double[] liveness = {0.2, 0.3, 0.25, 0.3, 0.2, 0.3};
        for (double score : liveness) {
            frames.add(new LiveClip.Frame(true, 0.0, ME, score, 0.99, 5, null));
        }
        assertThat(LiveClip.judge(frames, SECONDS, null, 0.8).signals()).containsExactly("score_below_threshold");
    }

    @Test
    void twoMovementsMustComeInTheirOrderEachAfterItWasAnnounced() {
        // the applicant's own left (+), back past frontal to their right (-), back: one frame every half second
        List<LiveClip.Frame> frames = track(ME, 0.02, 0.35, 0.05, -0.34, -0.1, 0.0, 0.02, 0.01);
        Challenge leftThenRight = Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_RIGHT);
        assertThat(LiveClip.judge(frames, SECONDS, leftThenRight, 0.8).live()).isTrue();
        assertThat(LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_RIGHT, Challenge.Step.TURN_LEFT),
                0.8).signals()).containsExactly("wrong_movement");
        assertThat(LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_LEFT),
                0.8).signals()).containsExactly("movement_not_done");
        assertThat(LiveClip.judge(frames, SECONDS, leftThenRight.announced("0,1400"), 0.8).live())
                .as("the second turn (1.5 s) came after it was announced").isTrue();
        LiveClip.Verdict early = LiveClip.judge(frames, SECONDS, leftThenRight.announced("0,2500"), 0.8);
        assertThat(early.signals()).as("the second turn came a second before it was announced")
                .containsExactly("movement_not_done");
        assertThat(early.evidence()).containsEntry("turns_before_announced", 1).containsEntry("movements_done", 1);
        // a movement that comes long after it was announced: a loop that came round to it, not a person asked
        List<LiveClip.Frame> slow = track(ME, 0.02, 0.35, 0.05, 0.0, 0.01, 0.02, 0.0, 0.01, 0.02, 0.0, -0.34, 0.0);
        LiveClip.Verdict late = LiveClip.judge(slow, 5.5, leftThenRight.announced("0,1000"), 0.8);
        assertThat(late.signals()).containsExactly("movement_not_done");
        assertThat(late.evidence()).containsEntry("movement_late", true).containsEntry("movements_done", 1);
        assertThat(LiveClip.judge(slow, 5.5, leftThenRight.announced("0,3000"), 0.8).live())
                .as("the same turn 2 s after it was announced").isTrue();
    }

    @Test
    void theTurnIsReadFromThePersonsOwnFrontalPoseAndAFaceNearProfileIsNotCompared() {
        // a webcam beside the screen: facing it reads 0.15; the head comes back to 0.28, visibly facing the camera
        List<LiveClip.Frame> frames = track(ME, 0.15, 0.16, 0.14, -0.2, -0.3, 0.28, 0.16);
        assertThat(LiveClip.judge(frames, SECONDS, Challenge.of(Challenge.Step.TURN_RIGHT), 0.8).live()).isTrue();
        assertThat(LiveClip.judge(frames, SECONDS, null, 0.8).evidence()).containsEntry("frontal_yaw", 0.15);
        // near profile the embedding is another person's: its pose counts, its identity is not compared
        List<LiveClip.Frame> profile = track(ME, 0.0, 0.01, 0.3);
        profile.add(new LiveClip.Frame(true, 1.0, SOMEONE_ELSE, 0.95, 0.99, 4.0, null));
        profile.addAll(track(ME, 0.1, 0.0));
        LiveClip.Verdict verdict = LiveClip.judge(profile, SECONDS, Challenge.of(Challenge.Step.TURN_LEFT), 0.8);
        assertThat(verdict.live()).as("%s", verdict.signals()).isTrue();
    }

    @Test
    void twelveFramesSpreadOverTheClipAreJudgedInFullAndEveryFrameOfAShorterOne() {
        assertThat(ClipAnalyser.judgedFrames(32, 12)).hasSize(12).contains(0, 31);
        // a clip of under a second and a half: 5 frames followed, all 5 judged
        assertThat(ClipAnalyser.judgedFrames(5, 12)).containsExactly(0, 1, 2, 3, 4);
        assertThat(ClipAnalyser.judgedFrames(1, 12)).containsExactly(0);
    }

    @Test
    void challengesAreReadBackAsTheyWereGivenAndNonsenseIsNone() {
        assertThat(Challenge.parse("turn_left+turn_right")).isEqualTo(Challenge.of(Challenge.Step.TURN_LEFT,
                Challenge.Step.TURN_RIGHT));
        assertThat(Challenge.parse("turn_right")).isEqualTo(Challenge.of(Challenge.Step.TURN_RIGHT));
        for (String nonsense : new String[] {"", "nod", "turn_left+", "turn_left+turn_left+turn_left", "TURN_LEFT"}) {
            assertThat(Challenge.parse(nonsense)).as(nonsense).isNull();
        }
        Challenge twice = Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_LEFT);
        assertThat(twice.announced("0,1800").announcedMs()).containsExactly(0L, 1800L);
        for (String times : new String[] {"0", "1800,0", "-1,5", "0,x", "0,1,2", "0,99999999"}) {
            assertThat(twice.announced(times).announcedMs()).as(times).isEmpty();
        }
        java.security.SecureRandom random = new java.security.SecureRandom();
        java.util.Set<String> drawn = new java.util.HashSet<>();
        for (int i = 0; i < 200; i++) {
            drawn.add(Challenge.random(random).name());
        }
        assertThat(drawn).containsExactlyInAnyOrder("turn_left+turn_right", "turn_right+turn_left",
                "turn_left+turn_left", "turn_right+turn_right");
    }

    @Test
    void aClipThatMadeTheAnnouncedMovementsNeedsLessOfThePassiveScoreAndOneThatDidNotTheWholeThreshold() {
        List<LiveClip.Frame> frames = new ArrayList<>();
        double[] yaws = {0.02, 0.35, 0.05, -0.34, -0.1, 0.0, 0.02, 0.01};
        for (double yaw : yaws) {
            frames.add(new LiveClip.Frame(true, yaw, ME, 0.45, 0.99, 4.0, null));   // a real webcam's passive score
        }
        Challenge asked = Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_RIGHT);
        LiveClip.Verdict met = LiveClip.judge(frames, SECONDS, asked.announced("0,1400"), 0.8);
        assertThat(met.live()).as("%s", met.evidence()).isTrue();
        assertThat(met.evidence()).containsEntry("liveness_threshold", LiveClip.CHALLENGE_MET_LIVENESS);
        assertThat(LiveClip.judge(frames, SECONDS, asked, 0.8).signals()).as("no announcement times: not the page's")
                .containsExactly("score_below_threshold");
        assertThat(LiveClip.judge(frames, SECONDS, null, 0.8).signals()).as("the API's clip")
                .containsExactly("score_below_threshold");
        List<LiveClip.Frame> replay = new ArrayList<>();
        for (double yaw : yaws) {
            replay.add(new LiveClip.Frame(true, yaw, ME, 0.008, 0.99, 4.0, null));
        }
        assertThat(LiveClip.judge(replay, SECONDS, asked.announced("0,1400"), 0.8).signals())
                .as("a replay the model recognises").containsExactly("score_below_threshold");
    }

    @Test
    void aFaceFramedByStraightEdgesInAQuarterOfTheFramesIsAPicture() {
        double[] yaws = {0.02, 0.35, 0.05, -0.34, -0.1, 0.0, 0.02, 0.01};
        Challenge asked = Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_RIGHT).announced("0,1400");
        List<LiveClip.Frame> replay = new ArrayList<>();
        List<LiveClip.Frame> oneFramed = new ArrayList<>();
        for (int i = 0; i < yaws.length; i++) {
            // a phone replay of a genuine turn, that the passive model passes: its bezel shows in two of eight frames
            replay.add(new LiveClip.Frame(true, yaws[i], ME, 0.95, 0.99, 4.0, null, i % 4 == 1 ? 0.8 : 0.3));
            oneFramed.add(new LiveClip.Frame(true, yaws[i], ME, 0.95, 0.99, 4.0, null, i == 3 ? 0.8 : 0.5));
        }
        LiveClip.Verdict framed = LiveClip.judge(replay, SECONDS, asked, 0.8);
        assertThat(framed.signals()).containsExactly("picture_border");
        assertThat(framed.evidence()).containsEntry("framed_frames", 2L).containsEntry("most_framed", 0.8);
        assertThat(LiveClip.judge(oneFramed, SECONDS, asked, 0.8).live())
                .as("one frame's straight edges are the room's, a genuine frame reaches 0.5").isTrue();
    }

    @Test
    void theEvidenceCountsTheFramesTheCloseViewJudgedAlone() {
        List<LiveClip.Frame> frames = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            frames.add(new LiveClip.Frame(true, 0.0, ME, 0.8, 0.99, 4.0, null, 0, i < 5));
        }
        assertThat(LiveClip.judge(frames, SECONDS, null, 0.15).evidence()).containsEntry("close_up_frames", 5L);
    }
}
