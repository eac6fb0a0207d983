package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds blocks of dense dark text lines that could be a machine-readable zone, without OpenCV: on a copy about
 * {@value #WORK_WIDTH} pixels wide, black-hat (dark characters on a light ground), horizontal gradient (characters
 * have many vertical strokes), closing along the lines and then across them, Otsu's threshold, connected
 * components; each component's principal axis gives an oriented box, which is cut out of the full image and
 * resampled straight. Candidates come widest first.
 */
final class MrzLocator {

    static final int WORK_WIDTH = 520;
    /** An MRZ line is at least 30 characters about as wide as high: far wider than high, even as a block. */
    private static final double MIN_ASPECT = 3.5;
    private static final int MAX_ZONES = 5;

    /**
     * A straightened candidate: the zone's pixels, upright, its lines running left to right; where it was cut from
     * (centre, unit vector along the lines, length and thickness, in the searched image's pixels).
     */
    record Zone(GreyImage image, double angleDegrees, double widthShare, double[] frame) {

        /** Cut from the same place: centres within two pixels, lengths and thicknesses within two, same angle. */
        boolean sameFrame(Zone other) {
            double[] o = other.frame;
            return Math.abs(frame[0] - o[0]) < 2 && Math.abs(frame[1] - o[1]) < 2 && Math.abs(frame[4] - o[4]) < 2
                    && Math.abs(frame[5] - o[5]) < 2 && Math.abs(angleDegrees - other.angleDegrees) < 0.2;
        }

        /**
         * How far the zone's box lies inside the border of {@code searched}, the image it was cut from, in its
         * pixels: the least distance of a corner to an edge, below 0 where a corner lies outside.
         */
        double inset(GreyImage searched) {
            double alongX = Math.abs(frame[2]) * frame[4] / 2 + Math.abs(frame[3]) * frame[5] / 2;
            double alongY = Math.abs(frame[3]) * frame[4] / 2 + Math.abs(frame[2]) * frame[5] / 2;
            return Math.min(Math.min(frame[0] - alongX, searched.width() - frame[0] - alongX),
                    Math.min(frame[1] - alongY, searched.height() - frame[1] - alongY));
        }

        /**
         * The page printed above the zone (the visual zone of a data page: about three quarters of the zone's
         * length high, a little wider), cut out straight at {@code scale}; turned half round when the zone reads
         * upside down.
         */
        GreyImage above(GreyImage searched, boolean upsideDown, double scale) {
            double cx = frame[0];
            double cy = frame[1];
            double ux = frame[2];
            double uy = frame[3];
            double length = frame[4];
            double thickness = frame[5];
            int w = (int) Math.round(length * 1.1 * scale);
            int h = (int) Math.round(length * 0.75 * scale);
            float[] out = new float[w * h];
            double sign = upsideDown ? -1 : 1;
            // a column's share of each coordinate once, not once per pixel (a million pixels a page)
            double[] columnX = new double[w];
            double[] columnY = new double[w];
            for (int x = 0; x < w; x++) {
                double du = sign * ((x - w / 2.0) / scale);
                columnX[x] = cx + du * ux;
                columnY[x] = cy + du * uy;
            }
            for (int y = 0; y < h; y++) {
                double dv = sign * (-thickness / 2 - (h - y) / scale);
                double rowX = dv * uy;
                double rowY = dv * ux;
                for (int x = 0; x < w; x++) {
                    out[y * w + x] = searched.sample(columnX[x] - rowX, columnY[x] + rowY);
                }
            }
            return new GreyImage(w, h, out);
        }
    }

    private MrzLocator() {
    }

    static List<Zone> find(GreyImage full) {
        return find(full, false);
    }

    /**
     * @param linesOnly keep only what runs along the rows for an eighth of the width before joining lines (a
     *                  stamp's frame, a guilloche or a photo's edge joined to the zone goes), and take each box's
     *                  length from its pixels' extent: the search of photos whose zones did not read otherwise
     */
    static List<Zone> find(GreyImage full, boolean linesOnly) {
        int factor = Math.max(1, (int) Math.round((double) full.width() / WORK_WIDTH));
        GreyImage small = full.shrunk(factor);
        int unit = Math.max(3, small.width() / 70);   // about one MRZ character on a page-filling document
        GreyImage hat = Morphology.blackHat(small, unit * 2 + 1, unit / 2 * 2 + 1);
        GreyImage text = Morphology.closed(Morphology.horizontalGradient(hat), unit * 2 + 1, 3);
        float threshold = Morphology.otsu(text);
        boolean[] on = new boolean[text.pixels().length];
        for (int i = 0; i < on.length; i++) {
            on[i] = text.pixels()[i] > threshold;
        }
        if (linesOnly) {
            on = openedAlong(on, small.width(), small.height(), Math.max(unit * 4, small.width() / 8));
        }
        on = closedMask(on, small.width(), small.height(), unit * 2 + 1, unit * 2 + 1);
        List<double[]> boxes = new ArrayList<>();
        for (Component c : Component.all(on, small.width(), small.height())) {
            if (c.count() < 50) {
                continue;
            }
            double[] box = linesOnly ? c.spannedBox() : c.orientedBox();
            double length = box[4];
            double thickness = box[5];
            if (thickness < 2 || length / thickness < MIN_ASPECT || length < small.width() * 0.2) {
                continue;
            }
            boxes.add(box);
        }
        List<double[]> candidates = new ArrayList<>(StackedLines.merged(boxes));
        candidates.addAll(boxes);
        List<Zone> zones = new ArrayList<>();
        for (double[] box : candidates.subList(0, Math.min(MAX_ZONES, candidates.size()))) {
            box[2] = levelled(hat, box);
            zones.add(straighten(full, factor, box, small.width()));
        }
        return zones;
    }

    /**
     * Cuts the oriented box (centre, axis angle, length, thickness, in the small image's pixels) out of the full
     * image with a margin, at the full image's resolution.
     */
    private static Zone straighten(GreyImage full, int factor, double[] box, int smallWidth) {
        double cx = (box[0] + 0.5) * factor;
        double cy = (box[1] + 0.5) * factor;
        double ux = Math.cos(box[2]);
        double uy = Math.sin(box[2]);
        if (ux < 0) {   // read left to right
            ux = -ux;
            uy = -uy;
        }
        double length = box[4] * factor * 1.06 + 8 * factor;
        double thickness = box[5] * factor * 1.3 + 8 * factor;
        int w = (int) Math.round(length);
        int h = (int) Math.round(thickness);
        float[] out = new float[w * h];
        for (int y = 0; y < h; y++) {
            double dv = y - h / 2.0;
            for (int x = 0; x < w; x++) {
                double du = x - w / 2.0;
                out[y * w + x] = full.sample(cx + du * ux - dv * uy, cy + du * uy + dv * ux);
            }
        }
        return new Zone(new GreyImage(w, h, out), Math.toDegrees(Math.atan2(uy, ux)), box[4] / smallWidth,
                new double[] {cx, cy, ux, uy, length, thickness});
    }

    /**
     * The angle, within 8 degrees of the box's axis, at which the ink's rows are most uneven: text lines lie
     * along it. The principal axis alone is thrown off by a document edge or a shadow joined to the zone. Searched
     * a degree apart, then half a degree either side of the best (the unevenness of a zone's rows rises over a degree
     * or more to its peak): 19 angles instead of 33, the locator's largest cost on photos that read nowhere.
     */
    static double levelled(GreyImage hat, double[] box) {
        int best = 0;
        double bestScore = -1;
        for (int step = -16; step <= 16; step += 2) {
            double score = unevenness(hat, box, step);
            if (score > bestScore) {
                bestScore = score;
                best = step;
            }
        }
        int coarse = best;
        for (int step = coarse - 1; step <= coarse + 1; step += 2) {
            double score = unevenness(hat, box, step);
            if (score > bestScore) {
                bestScore = score;
                best = step;
            }
        }
        return box[2] + Math.toRadians(best * 0.5);
    }

    /** How unlike its neighbours each row of ink is, the box turned by {@code step} half degrees. */
    private static double unevenness(GreyImage hat, double[] box, int step) {
        int length = (int) box[4];
        int rows = (int) (box[5] * 1.5) + 4;
        double angle = box[2] + Math.toRadians(step * 0.5);
        double ux = Math.cos(angle);
        double uy = Math.sin(angle);
        double[] profile = new double[rows];
        for (int r = 0; r < rows; r++) {
            double dv = r - rows / 2.0;
            double sum = 0;
            for (int x = 0; x < length; x += 2) {
                double du = x - length / 2.0;
                sum += hat.sample(box[0] + du * ux - dv * uy, box[1] + du * uy + dv * ux);
            }
            profile[r] = sum;
        }
        double score = 0;
        for (int r = 1; r < rows; r++) {
            score += (profile[r] - profile[r - 1]) * (profile[r] - profile[r - 1]);
        }
        return score;
    }

    /** Only the runs of at least {@code k} pixels along the rows: what is not a long horizontal run goes. */
    private static boolean[] openedAlong(boolean[] mask, int w, int h, int k) {
        return mask(Morphology.dilated(Morphology.eroded(grey(mask, w, h), k, 1), k, 1));
    }

    private static boolean[] closedMask(boolean[] mask, int w, int h, int kw, int kh) {
        return mask(Morphology.closed(grey(mask, w, h), kw, kh));
    }

    private static GreyImage grey(boolean[] mask, int w, int h) {
        float[] v = new float[mask.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = mask[i] ? 255 : 0;
        }
        return new GreyImage(w, h, v);
    }

    private static boolean[] mask(GreyImage image) {
        boolean[] out = new boolean[image.pixels().length];
        for (int i = 0; i < out.length; i++) {
            out[i] = image.pixels()[i] > 127;
        }
        return out;
    }
}
