package dev.avs.face;

import static dev.avs.face.ClipTracks.ME;
import static dev.avs.face.ClipTracks.SECONDS;
import static dev.avs.face.ClipTracks.SOMEONE_ELSE;
import static dev.avs.face.ClipTracks.track;
import static dev.avs.face.ClipTracks.unit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which of a clip's faces are compared for sameness, and with what: {@code different_faces}. */
class LiveClipSamenessTest {

    @Test
    void aFaceTurnedFromTheCameraIsNotComparedUnlessNoFrameFacesIt() {
        // a real webcam clip (bart-ai's): a mug before his mouth for the first second; the landmarks read the half
        // hidden face turned 0.41 - 0.53, and its embedding was 0.25 - 0.6 like his others
        List<LiveClip.Frame> mug = track(SOMEONE_ELSE, 0.41, 0.5, 0.53);
        mug.addAll(track(ME, 0.21, -0.13, -0.2, 0.01, 0.06));
        LiveClip.Verdict verdict = LiveClip.judge(mug, SECONDS, null, 0.8);
        assertThat(verdict.signals()).isEmpty();
        assertThat(verdict.evidence()).containsEntry("frontal_yaw", 0.0);
        // a camera off to one side: no frame faces it, and those short of profile are compared all the same
        List<LiveClip.Frame> aside = track(ME, 0.4, 0.42, 0.45, 0.41);
        aside.add(new LiveClip.Frame(true, 0.44, SOMEONE_ELSE, 0.95, 0.99, 4.0, null));
        aside.addAll(track(ME, 0.43, 0.4));
        assertThat(LiveClip.judge(aside, SECONDS, null, 0.8).signals()).containsExactly("different_faces");
    }

    @Test
    void aFaceCutByThePicturesBottomEdgeIsNotCompared() {
        // a real phone selfie (petr-parker's) held close and low: the chin out of the picture, the face 0.14 like
        // the clip's others
        List<LiveClip.Frame> close = track(ME, 0.0, 0.05, 0.1);
        close.add(new LiveClip.Frame(true, -0.02, SOMEONE_ELSE, 0.95, 0.98, 4.0, null, 0, false, Double.NaN, true));
        close.addAll(track(ME, 0.2, 0.25));
        assertThat(LiveClip.judge(close, SECONDS, null, 0.8).signals()).isEmpty();
        close.set(3, new LiveClip.Frame(true, -0.02, SOMEONE_ELSE, 0.95, 0.98, 4.0, null, 0, false, Double.NaN, false));
        assertThat(LiveClip.judge(close, SECONDS, null, 0.8).signals()).containsExactly("different_faces");
        // the edge: a box ending within 3 % of a face's height of the picture's bottom
        Pixels frame = new Pixels(100, 200, new int[100 * 200]);
        assertThat(ClipAnalyser.cutBelow(frame, new FaceBox(20, 100, 80, 199, 0.99))).isTrue();
        assertThat(ClipAnalyser.cutBelow(frame, new FaceBox(20, 100, 80, 190, 0.99))).isFalse();
    }

    @Test
    void aFaceRaisedFarIsNotComparedNorTakenForTheDocumentButOneLevelIs() {
        // a real iPhone selfie: the head raised, its nose tip at 0.13 down the face against 0.27 facing the camera,
        // and that frame's embedding 0.08 like the clip's others
        List<LiveClip.Frame> raised = pitched(0.27, 0.27, 0.28, 0.13, 0.27, 0.26);
        LiveClip.Verdict verdict = LiveClip.judge(raised, SECONDS, null, 0.8);
        assertThat(verdict.signals()).isEmpty();
        assertThat(verdict.evidence()).containsEntry("raised_frames", 1L);
        assertThat(verdict.bestFrame()).as("the raised frame's yaw is the most frontal, yet not the one compared")
                .isNotEqualTo(3);
        // the same frame level with the others is another person's face
        assertThat(LiveClip.judge(pitched(0.27, 0.27, 0.28, 0.2, 0.27, 0.26), SECONDS, null, 0.8).signals())
                .containsExactly("different_faces");
        // a head lowered keeps its identity compared: that is not where the embedding fails
        assertThat(LiveClip.judge(pitched(0.27, 0.27, 0.28, 0.5, 0.27, 0.26), SECONDS, null, 0.8).signals())
                .containsExactly("different_faces");
    }

    /** Frames facing the camera at these pitches, the fourth one another embedding and the most frontal yaw. */
    private static List<LiveClip.Frame> pitched(double... pitches) {
        List<LiveClip.Frame> frames = new ArrayList<>();
        for (int i = 0; i < pitches.length; i++) {
            frames.add(new LiveClip.Frame(true, i == 3 ? 0.0 : 0.05, i == 3 ? SOMEONE_ELSE : ME, 0.95, 0.99, 4.0, null,
                    0, false, pitches[i], false));
        }
        return frames;
    }

    @Test
    void aFaceTheDetectorIsUnsureOfIsNotComparedButASureOneIs() {
        // a quick turn blurs the face: the detector is less sure (0.83 on a real phone selfie) and its embedding
        // is not the person's own
        List<LiveClip.Frame> blurred = track(ME, 0.0, 0.01, 0.02);
        blurred.add(new LiveClip.Frame(true, 0.28, SOMEONE_ELSE, 0.95, 0.83, 4.0, null));
        blurred.addAll(track(ME, 0.1, 0.0));
        assertThat(LiveClip.judge(blurred, SECONDS, null, 0.8).signals()).isEmpty();
        List<LiveClip.Frame> another = track(ME, 0.0, 0.01, 0.02);
        another.add(new LiveClip.Frame(true, 0.28, SOMEONE_ELSE, 0.95, 0.99, 4.0, null));
        another.addAll(track(ME, 0.1, 0.0));
        assertThat(LiveClip.judge(another, SECONDS, null, 0.8).signals()).containsExactly("different_faces");
    }

    @Test
    void framesAreComparedWithTheFaceMostLikeThemAllNotWithTheMostFrontal() {
        // compression blurs the most frontal frame away from the person (0.57 like the others), and another frame
        // drifts the other way (0.94): the two are 0.26 alike, yet both are the person the clip shows throughout
        float[] smudged = at(55);
        float[] drifted = at(-20);
        List<LiveClip.Frame> frames = new ArrayList<>();
        frames.add(new LiveClip.Frame(true, 0.0, smudged, 0.95, 0.99, 4.0, null));
        frames.addAll(track(at(0), 0.0, 0.0, 0.05));
        frames.add(new LiveClip.Frame(true, 0.1, drifted, 0.95, 0.99, 4.0, null));
        frames.addAll(track(at(0), 0.02, 0.03));
        LiveClip.Verdict verdict = LiveClip.judge(frames, SECONDS, null, 0.8);
        assertThat(verdict.bestFrame()).as("the most frontal frame is still the one compared with the document")
                .isZero();
        assertThat(verdict.signals()).isEmpty();
        assertThat((double) verdict.evidence().get("least_similarity")).isCloseTo(0.574, within(0.001));

        // half the clip another person: whichever is the medoid, the other half is unlike it
        List<LiveClip.Frame> halves = track(at(0), 0.0, 0.01, 0.02, 0.0);
        halves.addAll(track(at(80), 0.0, 0.01, 0.02, 0.0));
        assertThat(LiveClip.judge(halves, SECONDS, null, 0.8).signals()).containsExactly("different_faces");
    }

    private static float[] at(double degrees) {
        return unit((float) Math.cos(Math.toRadians(degrees)), (float) Math.sin(Math.toRadians(degrees)));
    }
}
