package dev.avs.face;

import dev.avs.image.GreyImage;

/**
 * How closely a face is framed by straight edges, as a phone's bezel, a screen's or a video player's border or a
 * print's edge frame the face they show. Around the face it looks for the longest straight edge on each side: left
 * and right (near vertical, from above the brow to a face's height below the chin, within 1.5 face widths of the
 * face: a live person's shoulders fill that band), below (across the neck and chest, where a live person's body
 * leaves no straight line) and above. Each side scores the share of the line's points on a strong edge, the best
 * over positions and slopes up to about 11 degrees (a phone held at a slant). A frame's framing is its third best
 * side: one or two straight lines are a door, a shelf or a window; three around the face are a picture's border.
 *
 * <p>Measured on the 71 real clips of docs/face.md ("Straight edges around the face"): genuine frames reach 0.485
 * (a video call framed by a room's corner and a lamp), phone and screen replays 0.6 - 1.0 in half their frames or
 * more. The passive model already refuses most of those; this catches the screen replay it passed (0.943), whose
 * video player and laptop screen frame the face. Hand-written: the line search is this narrow geometric question,
 * not a general line detector, and no library on the registries here answers it.
 */
final class PictureBorder {

    /** The frame's grey levels are scaled so that its longer side has at most this many pixels (as calibrated). */
    private static final int SIDE = 480;
    /** A strong edge: Sobel gradient (over 4) in grey levels. */
    private static final float EDGE = 16;
    /** How far from the face's box a side's line is looked for, in face widths. */
    private static final double REACH = 1.5;
    private static final double NEAREST = 0.3;
    /** Slopes tried: up to 8 steps of 0.025 either way (0.2, about 11 degrees). */
    private static final int SLOPES = 8;
    private static final double SLOPE_STEP = 0.025;

    private PictureBorder() {
    }

    /** The third best side's coverage, 0 - 1: 0 when no straight edge frames the face, 1 when three sides do. */
    static double framing(Pixels frame, FaceBox box) {
        GreyImage grey = frame.grey().normalised(SIDE);
        int w = grey.width();
        int h = grey.height();
        if (w < 3 || h < 3) {
            return 0;   // no room for a line beside anything
        }
        Edges edges = Edges.of(grey.pixels(), w, h);
        double sx = w / (double) frame.width();
        double sy = h / (double) frame.height();
        double x1 = box.x1() * sx;
        double x2 = box.x2() * sx;
        double y1 = box.y1() * sy;
        double y2 = box.y2() * sy;
        double fw = x2 - x1;
        double fh = y2 - y1;
        double cx = (x1 + x2) / 2;
        double cy = (y1 + y2) / 2;
        double top = y1 - NEAREST * fh;
        double[] sides = {
            best(edges.across, w, h, x1 - REACH * fw, x1 - NEAREST * fw, cy, top, y2 + fh),
            best(edges.across, w, h, x2 + NEAREST * fw, x2 + REACH * fw, cy, top, y2 + fh),
            best(edges.down, h, w, y2 + 0.5 * fh, y2 + 4 * fh, cx, cx - fw, cx + fw),
            best(edges.down, h, w, y1 - 2 * fh, top, cx, cx - fw, cx + fw),
        };
        java.util.Arrays.sort(sides);
        return Math.min(1, sides[1]);
    }

    /**
     * The best share, over positions and slopes, of a line's points on an edge: lines q = at + t (p - centre) for
     * {@code at} from {@code nearest} to {@code farthest} across (whole pixels), p from {@code from} to {@code to}
     * along. {@code edges} is laid out along-major: point (p, q) at p * breadth + q.
     */
    private static double best(byte[] edges, int breadth, int length, double nearest, double farthest,
            double centre, double from, double to) {
        int lo = (int) Math.ceil(Math.max(1, nearest));
        int hi = (int) Math.floor(Math.min(breadth - 2, farthest));
        int a = (int) Math.max(1, from);
        int b = (int) Math.min(length - 2, to);
        int span = (int) Math.round(to - from);
        if (hi < lo || span <= 0 || b - a < span * 0.8) {
            return 0;   // the line would leave the picture: a picture's border is not there to be seen
        }
        int[] hits = new int[hi - lo + 1];
        int most = 0;
        for (int slope = -SLOPES; slope <= SLOPES; slope++) {
            java.util.Arrays.fill(hits, 0);
            double t = slope * SLOPE_STEP;
            for (int p = a; p <= b; p++) {
                int shift = (int) Math.round(t * (p - centre));
                // the positions whose line at p stays inside the picture's inner pixels
                int first = Math.max(0, 1 - lo - shift);
                int last = Math.min(hits.length - 1, breadth - 2 - lo - shift);
                int row = p * breadth + lo + shift;
                for (int k = first; k <= last; k++) {
                    hits[k] += edges[row + k];
                }
            }
            for (int count : hits) {
                most = Math.max(most, count);
            }
        }
        return most / (double) span;
    }

    /**
     * Where a picture's grey levels change strongly, as 1 or 0 for each pixel: {@code across} for vertical lines
     * (Sobel's gradient across, at the pixel or one either side of it), laid out by rows; {@code down} for
     * horizontal lines (the gradient down, at the pixel or one above or below), laid out by columns, so that each
     * line search reads along its own rows.
     */
    private record Edges(byte[] across, byte[] down) {

        static Edges of(float[] grey, int w, int h) {
            boolean[] gx = new boolean[w * h];
            boolean[] gy = new boolean[w * h];
            for (int y = 1; y < h - 1; y++) {
                for (int x = 1; x < w - 1; x++) {
                    int i = y * w + x;
                    float dx = (grey[i - w + 1] + 2 * grey[i + 1] + grey[i + w + 1] - grey[i - w - 1]
                            - 2 * grey[i - 1] - grey[i + w - 1]) / 4;
                    float dy = (grey[i + w - 1] + 2 * grey[i + w] + grey[i + w + 1] - grey[i - w - 1]
                            - 2 * grey[i - w] - grey[i - w + 1]) / 4;
                    gx[i] = Math.abs(dx) >= EDGE;
                    gy[i] = Math.abs(dy) >= EDGE;
                }
            }
            byte[] across = new byte[w * h];
            byte[] down = new byte[w * h];
            for (int y = 1; y < h - 1; y++) {
                for (int x = 1; x < w - 1; x++) {
                    int i = y * w + x;
                    across[i] = (byte) (gx[i - 1] || gx[i] || gx[i + 1] ? 1 : 0);
                    down[x * h + y] = (byte) (gy[i - w] || gy[i] || gy[i + w] ? 1 : 0);
                }
            }
            return new Edges(across, down);
        }
    }
}
