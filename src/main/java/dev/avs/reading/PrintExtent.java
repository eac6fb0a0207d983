package dev.avs.reading;

import java.awt.Rectangle;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The extent of a photo's print where it is a card within a larger scene (a phone photo of a card held in a hand):
 * the detector, given the whole photo at its input's size, sees the card's print small and misses lines (Florida's
 * number and expiry on a photo 3024 x 4032); cropped to the print, the card is detected again at the detector's
 * whole size.
 */
final class PrintExtent {

    private PrintExtent() {
    }

    /** The share of a photo below which the print's extent is cropped and detected again. */
    static final double CARD_SHARE = 0.5;

    /**
     * The extent of the print found, a tenth of its size around it, when it covers less than {@value #CARD_SHARE}
     * of the photo and the photo is larger than the detector's input (a card within a scene) by half again; null
     * otherwise.
     */
    static Rectangle of(List<TextDetector.TextBox> boxes, int width, int height) {
        if (boxes.size() < 3 || Math.max(width, height) <= PaddleText.DETECTOR_SIDE) {
            return null;
        }
        Rectangle union = densest(boxes);
        int mx = union.width / 10;
        int my = union.height / 10;
        Rectangle around = new Rectangle(union.x - mx, union.y - my, union.width + 2 * mx, union.height + 2 * my)
                .intersection(new Rectangle(0, 0, width, height));
        // only where the crop holds three quarters of the detector's input or more (enlarging more breaks lines
        // up) and gains half again on its scale
        boolean gains = Math.max(around.width, around.height) >= 0.75 * PaddleText.DETECTOR_SIDE
                && Math.max(width, height) >= 1.5 * Math.max(around.width, around.height);
        return gains && (double) around.width * around.height < CARD_SHARE * width * height ? around : null;
    }

    /**
     * The extent of the largest group of lines close together (each within one and a half of its height of another):
     * the card's print, not the words of the scene around it (a sign, a shop's window).
     */
    private static Rectangle densest(List<TextDetector.TextBox> boxes) {
        int n = boxes.size();
        int[] group = new int[n];
        for (int i = 0; i < n; i++) {
            group[i] = i;
        }
        for (int i = 0; i < n; i++) {
            Rectangle a = boxes.get(i).box();
            int reach = (int) Math.round(1.5 * a.height);
            Rectangle near = new Rectangle(a.x - reach, a.y - reach, a.width + 2 * reach, a.height + 2 * reach);
            for (int j = i + 1; j < n; j++) {
                if (near.intersects(boxes.get(j).box())) {
                    int gi = root(group, i);
                    int gj = root(group, j);
                    group[Math.max(gi, gj)] = Math.min(gi, gj);
                }
            }
        }
        Map<Integer, Rectangle> extents = new HashMap<>();
        Map<Integer, Long> areas = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Rectangle box = boxes.get(i).box();
            extents.merge(root(group, i), new Rectangle(box), (x, y) -> {
                x.add(y);
                return x;
            });
            areas.merge(root(group, i), (long) box.width * box.height, Long::sum);
        }
        return extents.get(areas.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow()
                .getKey());
    }

    private static int root(int[] group, int i) {
        while (group[i] != i) {
            i = group[i];
        }
        return i;
    }

}
