package dev.avs.reading;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The slope of a text line's component in the detector's map, from its pixels' second moments: the angle of its long
 * axis, for a component long and thin enough to be a line (three times as long as thick, thirty pixels or more)
 * lying within 30 degrees of level; and the median slope of a photo's lines, weighed by their pixels.
 */
final class LineSlope {

    private static final int LEAST_PIXELS = 30;
    private static final double LEAST_ELONGATION = 9;   // the axes' variances: three times as long as thick
    private static final double MOST_DEGREES = 30;
    private static final int LEAST_LINES = 3;

    private long n;
    private double sx;
    private double sy;
    private double sxx;
    private double syy;
    private double sxy;

    void add(int x, int y) {
        n++;
        sx += x;
        sy += y;
        sxx += (double) x * x;
        syy += (double) y * y;
        sxy += (double) x * y;
    }

    /** The component's slope in degrees and its pixels, when it is a line. */
    Optional<double[]> slope() {
        if (n < LEAST_PIXELS) {
            return Optional.empty();
        }
        double mx = sx / n;
        double my = sy / n;
        double cxx = sxx / n - mx * mx;
        double cyy = syy / n - my * my;
        double cxy = sxy / n - mx * my;
        double spread = Math.sqrt((cxx - cyy) * (cxx - cyy) + 4 * cxy * cxy);
        double major = (cxx + cyy + spread) / 2;
        double minor = Math.max(1e-9, (cxx + cyy - spread) / 2);
        double degrees = Math.toDegrees(0.5 * Math.atan2(2 * cxy, cxx - cyy));
        return major / minor >= LEAST_ELONGATION && Math.abs(degrees) <= MOST_DEGREES
                ? Optional.of(new double[] {degrees, n}) : Optional.empty();
    }

    /** The median of the lines' slopes weighed by their pixels; 0 with fewer than three lines. */
    static double median(List<double[]> slopes) {
        if (slopes.size() < LEAST_LINES) {
            return 0;
        }
        List<double[]> sorted = slopes.stream().sorted(Comparator.comparingDouble(s -> s[0])).toList();
        double half = sorted.stream().mapToDouble(s -> s[1]).sum() / 2;
        double seen = 0;
        for (double[] s : sorted) {
            seen += s[1];
            if (seen >= half) {
                return s[0];
            }
        }
        return 0;
    }

    /** The slope, in degrees, from which a photo is levelled before its lines are read. */
    static final double LEVELLED = 2;

    /** The image turned by the slope's opposite about its centre, on a canvas that holds all of it, white around. */
    static BufferedImage levelled(BufferedImage image, double slope) {
        double theta = Math.toRadians(-slope);
        double cos = Math.abs(Math.cos(theta));
        double sin = Math.abs(Math.sin(theta));
        int w = (int) Math.ceil(image.getWidth() * cos + image.getHeight() * sin);
        int h = (int) Math.ceil(image.getWidth() * sin + image.getHeight() * cos);
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, h);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.translate(w / 2.0, h / 2.0);
        g.rotate(theta);
        g.drawImage(image, -image.getWidth() / 2, -image.getHeight() / 2, null);
        g.dispose();
        return out;
    }
}
