package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where a photo's print is cropped and detected again: a card within a larger scene (Florida's licence held in a hand,
 * photographed by a phone: its number and expiry were read only from the crop; bench/fronts fourth.tsv).
 */
class PrintExtentTest {

    /** A card's lines: {@code count} boxes 40 high, 60 apart, from (x, y), 700 wide. */
    private static List<TextDetector.TextBox> card(int x, int y, int count) {
        List<TextDetector.TextBox> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            lines.add(new TextDetector.TextBox(new Rectangle(x, y + 60 * i, 700, 40), 0.9));
        }
        return lines;
    }

    @Test
    void aCardWithinALargerPhotoIsCroppedToItsPrintAndAMargin() {
        List<TextDetector.TextBox> boxes = new ArrayList<>(card(300, 800, 10));
        Rectangle crop = PrintExtent.of(boxes, 1512, 2016);
        assertThat(crop).isNotNull();
        assertThat(crop.contains(new Rectangle(300, 800, 700, 580))).isTrue();
        assertThat(crop.width).isLessThan(900);
        // a word of the scene far from the card (a sign) does not widen it
        boxes.add(new TextDetector.TextBox(new Rectangle(50, 60, 120, 30), 0.8));
        assertThat(PrintExtent.of(boxes, 1512, 2016)).isEqualTo(crop);
    }

    @Test
    void aPhotoTheCardFillsOrTooSmallToGainIsNotCropped() {
        assertThat(PrintExtent.of(card(20, 20, 12), 760, 760)).as("no larger than the detector's input").isNull();
        assertThat(PrintExtent.of(card(40, 40, 20), 1000, 1300)).as("the card fills it").isNull();
        assertThat(PrintExtent.of(card(300, 800, 2), 1512, 2016)).as("too few lines to tell").isNull();
    }
}
