package dev.avs.face;

/**
 * How closely a face is framed by straight edges, as a phone's bezel, a screen's or a video player's border or a
 * print's edge frame the face they show. Around the face it looks for the longest straight edge on each side: left
 * and right (near vertical, from above the brow to a face's height below the chin, within 1.5 face widths of the
 * face: a live person's shoulders fill that band), below (across the neck and chest, where a live person's body
 * leaves no straight line) and above. Each side scores the share of the line's points on a strong edge, the best
 * over positions and slopes up to about 11 degrees (a phone held at a slant). A frame's framing is its third best
 * side: one or two straight lines are a door, a shelf or a window; three around the face are a picture's border.
 *
 * <p>Measured on the 71 real clips of docs/face.md ("Straight edges around the face"): genuine frames reach 0.50
 * (a video call framed by a room's corner and a lamp), phone and screen replays 0.6 - 1.0 in half their frames or
 * more. The passive model already refuses most of those; this catches the screen replay it passed (0.943), whose
 * video player and laptop screen frame the face. Hand-written: the line search is this narrow geometric question,
 * not a general line detector, and no library on the registries here answers it.
 */
final class PictureBorder {

    /** The frame is scaled so that its longer side has at most this many pixels (as calibrated). */
    private static final int SIDE = 480;
    /** A strong edge: Sobel gradient (over 4) in grey levels. */
    private static final float EDGE = 16;
    /** How far from the face's box a side's line is looked for, in face widths. */
    private static final double REACH = 1.5;
    private static final double NEAREST = 0.3;
    /** Slopes tried, either way, in steps. */
    private static final double SLOPE = 0.2;
    private static final double SLOPE_STEP = 0.025;

    private PictureBorder() {
    }

    /** The third best side's coverage, 0 - 1: 0 when no straight edge frames the face, 1 when three sides do. */
    static double framing(Pixels frame, FaceBox box) {
        double scale = Math.min(1, SIDE / (double) Math.max(frame.width(), frame.height()));
        int w = Math.max(3, (int) Math.round(frame.width() * scale));
        int h = Math.max(3, (int) Math.round(frame.height() * scale));
        Pixels small = scale < 1 ? frame.resize(w, h) : frame;
        Gradients g = Gradients.of(small);
        double x1 = box.x1() * scale;
        double x2 = box.x2() * scale;
        double y1 = box.y1() * scale;
        double y2 = box.y2() * scale;
        double fw = x2 - x1;
        double fh = y2 - y1;
        double cx = (x1 + x2) / 2;
        double cy = (y1 + y2) / 2;
        double[] sides = new double[4];
        for (double x0 = x1 - NEAREST * fw; x0 >= Math.max(1, x1 - REACH * fw); x0--) {
            sides[0] = Math.max(sides[0], g.vertical(x0, cy, y1 - NEAREST * fh, y2 + fh));
        }
        for (double x0 = x2 + NEAREST * fw; x0 <= Math.min(w - 2, x2 + REACH * fw); x0++) {
            sides[1] = Math.max(sides[1], g.vertical(x0, cy, y1 - NEAREST * fh, y2 + fh));
        }
        for (double y0 = y2 + 0.5 * fh; y0 <= Math.min(h - 2, y2 + 4 * fh); y0++) {
            sides[2] = Math.max(sides[2], g.horizontal(y0, cx, cx - fw, cx + fw));
        }
        for (double y0 = y1 - NEAREST * fh; y0 >= Math.max(1, y1 - 2 * fh); y0--) {
            sides[3] = Math.max(sides[3], g.horizontal(y0, cx, cx - fw, cx + fw));
        }
        java.util.Arrays.sort(sides);
        return Math.min(1, sides[1]);
    }

    /** Sobel gradients of a picture's grey levels, across (gx) and down (gy). */
    private record Gradients(float[] gx, float[] gy, int w, int h) {

        static Gradients of(Pixels image) {
            int w = image.width();
            int h = image.height();
            float[] grey = new float[w * h];
            for (int i = 0; i < grey.length; i++) {
                grey[i] = Pixels.grey(image.rgb()[i]);
            }
            float[] gx = new float[w * h];
            float[] gy = new float[w * h];
            for (int y = 1; y < h - 1; y++) {
                for (int x = 1; x < w - 1; x++) {
                    int i = y * w + x;
                    gx[i] = (grey[i - w + 1] + 2 * grey[i + 1] + grey[i + w + 1] - grey[i - w - 1] - 2 * grey[i - 1]
                            - grey[i + w - 1]) / 4;
                    gy[i] = (grey[i + w - 1] + 2 * grey[i + w] + grey[i + w + 1] - grey[i - w - 1] - 2 * grey[i - w]
                            - grey[i - w + 1]) / 4;
                }
            }
            return new Gradients(gx, gy, w, h);
        }

        /**
         * The best share, over slopes, of points on x = x0 + t (y - cy), y from {@code from} to {@code to}, on an
         * edge.
         */
        double vertical(double x0, double cy, double from, double to) {
            return line(gx, w, h, x0, cy, from, to, 1, w);
        }

        /** As {@link #vertical}, for y = y0 + t (x - cx). */
        double horizontal(double y0, double cx, double from, double to) {
            return line(gy, h, w, y0, cx, from, to, w, 1);
        }

        /**
         * A line along the picture's {@code along} axis (its extent {@code length}), at {@code across} positions
         * {@code at} + t (p - centre) on the other axis (extent {@code breadth}); {@code acrossStep} and
         * {@code alongStep} are the index steps of the two axes. A point counts when the gradient at it, or one
         * pixel either side across the line, is strong.
         */
        private static double line(float[] g, int breadth, int length, double at, double centre, double from,
                double to, int acrossStep, int alongStep) {
            int a = (int) Math.max(1, from);
            int b = (int) Math.min(length - 2, to);
            int span = (int) Math.round(to - from);
            if (span <= 0 || b - a < span * 0.8) {
                return 0;   // the line would leave the picture: a picture's border is not there to be seen
            }
            double best = 0;
            for (double t = -SLOPE; t <= SLOPE + 1e-9; t += SLOPE_STEP) {
                int hits = 0;
                for (int p = a; p <= b; p++) {
                    int q = (int) Math.round(at + t * (p - centre));
                    if (q < 1 || q >= breadth - 1) {
                        continue;
                    }
                    int i = q * acrossStep + p * alongStep;
                    float m = Math.max(Math.abs(g[i]), Math.max(Math.abs(g[i - acrossStep]),
                            Math.abs(g[i + acrossStep])));
                    if (m >= EDGE) {
                        hits++;
                    }
                }
                best = Math.max(best, hits / (double) span);
            }
            return best;
        }
    }
}
