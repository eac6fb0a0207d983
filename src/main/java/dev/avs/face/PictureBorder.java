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
 * A picture's top or bottom edge also runs on to its sides: a line above or below the face counts only if it covers
 * half the width between the lines found beside the face ({@link #CLOSED}), where a window's top or a shelf stops.
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
    /**
     * A line beside the face that would count towards a framed frame ({@link LiveClip#FRAMED}) is a side that a line
     * above or below has to reach.
     */
    private static final double SIDE_FOUND = LiveClip.FRAMED;
    /**
     * The share of the width between the sides found (or a face width either side of the face's centre, where none
     * was) that a line above or below has to cover. On real footage the replays' lines covered 0.50 - 1.0 (the
     * lowest a hand-held phone's, fingers over its edge), and a window's top and a painting's edge that framed a man
     * standing before them (a genuine clip) 0.36 - 0.44 (docs/face.md).
     */
    static final double CLOSED = 0.5;

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
        Line left = best(edges.across, w, h, x1 - REACH * fw, x1 - NEAREST * fw, cy, top, y2 + fh);
        Line right = best(edges.across, w, h, x2 + NEAREST * fw, x2 + REACH * fw, cy, top, y2 + fh);
        Line below = best(edges.down, h, w, y2 + 0.5 * fh, y2 + 4 * fh, cx, cx - fw, cx + fw);
        Line above = best(edges.down, h, w, y1 - 2 * fh, top, cx, cx - fw, cx + fw);
        double[] sides = {left.score(), right.score(), closed(edges.down, h, w, below, left, right, cx, cy, fw),
            closed(edges.down, h, w, above, left, right, cx, cy, fw)};
        java.util.Arrays.sort(sides);
        return sides[1];   // each a share of a line's points, at most 1
    }

    /**
     * The score of a line above or below the face, or 0 when it does not run on to the sides found beside the face
     * (its share of edge points from the left side's line to the right side's, each taken where it crosses the line,
     * or a face width from the face's centre where no side was found, under {@link #CLOSED}).
     */
    private static double closed(byte[] down, int breadth, int length, Line across, Line left, Line right,
            double cx, double cy, double fw) {
        if (across.score() == 0) {
            return 0;
        }
        double from = left.score() >= SIDE_FOUND ? left.at(across.at(), cy) : cx - fw;
        double to = right.score() >= SIDE_FOUND ? right.at(across.at(), cy) : cx + fw;
        int a = (int) Math.max(1, Math.round(from));
        int b = (int) Math.min(length - 2, Math.round(to));
        if (b <= a) {
            return 0;
        }
        int hits = 0;
        for (int p = a; p <= b; p++) {
            int q = (int) Math.round(across.at(p, cx));
            if (q >= 1 && q <= breadth - 2) {
                hits += down[p * breadth + q];
            }
        }
        return hits / (double) (b - a + 1) >= CLOSED ? across.score() : 0;
    }

    /**
     * A straight line found near the face: the share of its points on an edge, where it crosses the centre's
     * perpendicular ({@code at}, across) and its slope (across per pixel along).
     */
    private record Line(double score, double at, double slope) {

        static final Line NONE = new Line(0, 0, 0);

        /** Where the line is across, {@code along} pixels along (the centre it was found about at {@code centre}). */
        double at(double along, double centre) {
            return at + slope * (along - centre);
        }
    }

    /**
     * The best share, over positions and slopes, of a line's points on an edge: lines q = at + t (p - centre) for
     * {@code at} from {@code nearest} to {@code farthest} across (whole pixels), p from {@code from} to {@code to}
     * along. {@code edges} is laid out along-major: point (p, q) at p * breadth + q.
     */
    private static Line best(byte[] edges, int breadth, int length, double nearest, double farthest,
            double centre, double from, double to) {
        int lo = (int) Math.ceil(Math.max(1, nearest));
        int hi = (int) Math.floor(Math.min(breadth - 2, farthest));
        int a = (int) Math.max(1, from);
        int b = (int) Math.min(length - 2, to);
        int span = (int) Math.round(to - from);
        if (hi < lo || span <= 0 || b - a < span * 0.8) {
            return Line.NONE;   // the line would leave the picture: a picture's border is not there to be seen
        }
        int[] hits = new int[hi - lo + 1];
        int most = 0;
        int at = 0;
        double tilt = 0;
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
            for (int k = 0; k < hits.length; k++) {
                if (hits[k] > most) {
                    most = hits[k];
                    at = lo + k;
                    tilt = t;
                }
            }
        }
        return new Line(Math.min(1, most / (double) span), at, tilt);
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
