package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SidewaysTest {

    private static List<TextDetector.TextBox> boxes(int onEnd, int level) {
        List<TextDetector.TextBox> boxes = new ArrayList<>();
        for (int i = 0; i < onEnd; i++) {
            boxes.add(new TextDetector.TextBox(new Rectangle(10 * i, 0, 12, 90), 0.9));
        }
        for (int i = 0; i < level; i++) {
            boxes.add(new TextDetector.TextBox(new Rectangle(0, 10 * i, 90, 12), 0.9));
        }
        return boxes;
    }

    @Test
    void aCardsLinesStandingOnEndAreASidewaysPhotoAFewAreUprightPrint() {
        assertThat(Sideways.standsOnEnd(boxes(12, 2))).isTrue();
        // a level card's number printed along its side, or its signature's strokes
        assertThat(Sideways.standsOnEnd(boxes(3, 0))).isFalse();
        assertThat(Sideways.standsOnEnd(boxes(6, 20))).isFalse();
    }

    @Test
    void aQuarterTurnMovesTheTopLeftCornerToTheRightOrToTheBottom() {
        BufferedImage image = new BufferedImage(4, 2, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, 0xFF0000);
        BufferedImage clockwise = Sideways.quarterTurn(image, true);
        BufferedImage counter = Sideways.quarterTurn(image, false);
        assertThat(clockwise.getWidth()).isEqualTo(2);
        assertThat(clockwise.getHeight()).isEqualTo(4);
        assertThat(clockwise.getRGB(1, 0) & 0xFFFFFF).isEqualTo(0xFF0000);
        assertThat(counter.getRGB(0, 3) & 0xFFFFFF).isEqualTo(0xFF0000);
    }
}
