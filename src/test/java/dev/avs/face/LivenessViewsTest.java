package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** One liveness score of a clip frame's two views. */
class LivenessViewsTest {

    @Test
    void theLowerViewCountsWhenTheContextViewHasRoom() {
        // a phone held up to a webcam: live to the context view, a screen to the close one
        assertThat(new LivenessViews(0.58, 0.09, false).score()).isEqualTo(0.09);
        // a letterboxed phone replay: the other way round
        assertThat(new LivenessViews(0.004, 0.88, false).score()).isEqualTo(0.004);
    }

    @Test
    void aFaceFillingThePictureIsJudgedByBothViewsTogether() {
        // a laptop's webcam, the face filling the picture, a shelf's edge behind the head: the cut context view fails it
        assertThat(new LivenessViews(0.02, 0.84, true).score()).isEqualTo(0.43);
        // a phone selfie filling the picture, well lit: the close view fails it
        assertThat(new LivenessViews(0.98, 0.08, true).score()).isEqualTo(0.53);
        // a phone's screen held close to the camera looks like one in both views, and fails
        assertThat(new LivenessViews(0.011, 0.008, true).score()).isLessThan(0.15);
    }

    @Test
    void theRoomAFaceHasIsHowFarItsBoxGrowsInsideThePicture() {
        Pixels picture = Pixels.of(new BufferedImage(1281, 721, BufferedImage.TYPE_INT_RGB));
        // a 400-pixel face in a 720p frame: 1.8 times before the top and bottom edges
        assertThat(OnnxFaceEngine.room(picture, new FaceBox(440, 160, 840, 560, 0.99))).isEqualTo(1.8);
        // a 200-pixel face: 3.6 times, more than the context view's 2.7
        assertThat(OnnxFaceEngine.room(picture, new FaceBox(540, 260, 740, 460, 0.99))).isEqualTo(3.6);
        // a wide face in a portrait frame: the width is what stops it
        Pixels portrait = Pixels.of(new BufferedImage(481, 853, BufferedImage.TYPE_INT_RGB));
        assertThat(OnnxFaceEngine.room(portrait, new FaceBox(0, 0, 300, 300, 0.99))).isEqualTo(1.6);
    }
}
