package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Straight edges around a face: a phone's or a screen's border frames it, a room's lines do not. */
class PictureBorderTest {

    /** A 120-pixel face in the middle of a 640 x 480 frame. */
    private static final FaceBox FACE = new FaceBox(260, 140, 380, 260, 0.99);

    private static Pixels frame(Consumer<Graphics2D> scene) {
        return frame(scene, null);
    }

    private static Pixels frame(Consumer<Graphics2D> scene, Shape clip) {
        BufferedImage image = new BufferedImage(640, 480, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(70, 70, 80));
        g.fillRect(0, 0, 640, 480);
        scene.accept(g);
        // a face and a body under it, as soft-edged as a person's; a picture's border cuts off the body it shows
        if (clip != null) {
            g.setClip(clip);
        }
        g.setColor(new Color(190, 150, 130));
        g.fillOval(265, 135, 110, 130);
        g.setColor(new Color(60, 90, 140));
        g.fillOval(170, 290, 300, 260);
        g.dispose();
        return Pixels.of(image);
    }

    /** A phone's screen, as a replay shows it: its border 0.5 face widths beside the face, 0.67 heights above. */
    private static final Rectangle SCREEN = new Rectangle(200, 60, 240, 360);

    private static void screen(Graphics2D g) {
        g.setColor(new Color(150, 150, 155));
        g.fill(SCREEN);
    }

    @Test
    void aScreenAroundTheFaceFramesIt() {
        assertThat(PictureBorder.framing(frame(PictureBorderTest::screen, SCREEN), FACE)).isGreaterThanOrEqualTo(0.8);
    }

    @Test
    void aPhoneHeldAtASlantStillFramesIt() {
        Shape tilted = AffineTransform.getRotateInstance(Math.toRadians(8), 320, 240).createTransformedShape(SCREEN);
        Pixels slanted = frame(g -> {
            g.setColor(new Color(150, 150, 155));
            g.fill(tilted);
        }, tilted);
        assertThat(PictureBorder.framing(slanted, FACE)).isGreaterThanOrEqualTo(FRAMED);
    }

    @Test
    void aDoorBesideThePersonOrTwoDoesNot() {
        assertThat(PictureBorder.framing(frame(g -> { }), FACE)).isLessThan(0.2);
        Pixels door = frame(g -> {
            g.setColor(new Color(200, 190, 170));
            g.setStroke(new BasicStroke(6));
            g.drawLine(200, 0, 200, 480);
        });
        assertThat(PictureBorder.framing(door, FACE)).as("one straight line is a door, not a border").isLessThan(0.2);
        Pixels doorway = frame(g -> {
            g.setColor(new Color(200, 190, 170));
            g.setStroke(new BasicStroke(6));
            g.drawLine(200, 0, 200, 480);
            g.drawLine(440, 0, 440, 480);
        });
        assertThat(PictureBorder.framing(doorway, FACE)).as("two are a doorway").isLessThan(FRAMED);
    }

    @Test
    void aBorderFarFromTheFaceIsTheRoomNotAPicture() {
        // a wall's panel behind the person, its sides 1.8 face widths beside the face: only its top and bottom
        // are near enough to count, and two sides are not a border
        Rectangle panel = new Rectangle(40, 10, 560, 460);
        Pixels window = frame(g -> {
            g.setColor(new Color(150, 150, 155));
            g.fill(panel);
        });
        assertThat(PictureBorder.framing(window, FACE)).isLessThan(FRAMED);
    }

    @Test
    void aLineAboveThatStopsShortOfTheSidesIsTheRoomNotAPicture() {
        // a room as a real genuine clip showed it: a door frame's edge 1.2 face widths beside the face, a painting's
        // edge 1 face width on the other side, and above the head a shelf that runs only part of the way across
        Pixels room = frame(g -> {
            g.setColor(new Color(200, 200, 195));
            g.fillRect(40, 0, 76, 480);       // the door frame: its edge at x = 116
            g.fillRect(190, 40, 170, 30);     // the shelf: 170 of the 384 pixels between the two edges
            g.setColor(new Color(170, 80, 60));
            g.fillRect(500, 0, 140, 400);     // the painting: its edge at x = 500
        });
        assertThat(PictureBorder.framing(room, FACE)).isLessThan(FRAMED);
        // the same three edges joined, as a picture's border is, frame the face
        Pixels joined = frame(g -> {
            g.setColor(new Color(200, 200, 195));
            g.fillRect(40, 0, 76, 480);
            g.fillRect(116, 40, 384, 30);
            g.setColor(new Color(170, 80, 60));
            g.fillRect(500, 0, 140, 400);
        });
        assertThat(PictureBorder.framing(joined, FACE)).isGreaterThanOrEqualTo(FRAMED);
    }

    @Test
    void aPictureTooNarrowForALineOrAFaceReachingOutOfItIsNoBorder() {
        // a crafted clip's frames: one pixel wide and tall (scaled down), a face box beyond the picture's edges
        assertThat(PictureBorder.framing(new Pixels(1, 1000, new int[1000]), new FaceBox(0, 10, 1, 20, 0.9)))
                .isZero();
        assertThat(PictureBorder.framing(new Pixels(1, 600, new int[600]), new FaceBox(0, 10, 1, 20, 0.9))).isZero();
        assertThat(PictureBorder.framing(new Pixels(600, 1, new int[600]), new FaceBox(10, 0, 20, 1, 0.9))).isZero();
        assertThat(PictureBorder.framing(new Pixels(2, 2, new int[4]), FACE)).isZero();
        Pixels screen = frame(PictureBorderTest::screen, SCREEN);
        assertThat(PictureBorder.framing(screen, new FaceBox(-300, -200, 900, 700, 0.9))).isZero();
    }

    private static final double FRAMED = LiveClip.FRAMED;
}
