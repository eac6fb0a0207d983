package dev.avs.reading;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Joins text lines found apart into one zone. Where an MRZ's lines stand further apart than the locator's closing
 * reaches (widely spaced visa and card zones, small scans), each line is a component of its own; two or three
 * parallel lines of about the same length, stacked a line's pitch apart, are one zone. Boxes are
 * {centre x, centre y, angle (radians), unused, length, thickness} as {@link Component#orientedBox()} gives them.
 */
final class StackedLines {

    private static final double MAX_ANGLE = Math.toRadians(3);

    private StackedLines() {
    }

    /** Zones of two and three stacked lines, widest first; empty when no line has a neighbour. */
    static List<double[]> merged(List<double[]> lines) {
        List<double[]> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.comparingDouble((double[] b) -> b[4]).reversed());
        List<double[]> zones = new ArrayList<>();
        for (double[] first : sorted) {
            double nx = -Math.sin(first[2]);
            double ny = Math.cos(first[2]);
            List<double[]> stack = new ArrayList<>(List.of(first));
            for (double[] other : sorted) {
                if (other != first && parallel(first, other) && alongside(first, other)) {
                    stack.add(other);
                }
            }
            stack.sort(Comparator.comparingDouble(b -> b[0] * nx + b[1] * ny));
            // consecutive lines a pitch apart: at most about three line heights between centres
            for (int size = 3; size >= 2; size--) {
                for (int from = 0; from + size <= stack.size(); from++) {
                    List<double[]> run = stack.subList(from, from + size);
                    if (run.contains(first) && evenlySpaced(run, nx, ny)) {
                        double[] zone = union(run, first[2], nx, ny);
                        if (zones.stream().noneMatch(z -> same(z, zone))) {
                            zones.add(zone);
                        }
                    }
                }
            }
        }
        zones.sort(Comparator.comparingDouble((double[] b) -> b[4]).reversed());
        return zones;
    }

    private static boolean parallel(double[] a, double[] b) {
        double d = Math.abs(a[2] - b[2]) % Math.PI;
        return Math.min(d, Math.PI - d) < MAX_ANGLE;
    }

    /** About as long, and overlapping along the line for most of their length. */
    private static boolean alongside(double[] a, double[] b) {
        double ux = Math.cos(a[2]);
        double uy = Math.sin(a[2]);
        double offset = Math.abs((b[0] - a[0]) * ux + (b[1] - a[1]) * uy);
        return b[4] > a[4] * 0.6 && b[4] < a[4] / 0.6 && offset < a[4] * 0.25;
    }

    private static boolean evenlySpaced(List<double[]> run, double nx, double ny) {
        for (int i = 1; i < run.size(); i++) {
            double[] a = run.get(i - 1);
            double[] b = run.get(i);
            double gap = (b[0] - a[0]) * nx + (b[1] - a[1]) * ny;
            double height = Math.max(a[5], b[5]);
            if (gap < height * 0.8 || gap > height * 5) {
                return false;
            }
        }
        return true;
    }

    private static double[] union(List<double[]> run, double angle, double nx, double ny) {
        double ux = Math.cos(angle);
        double uy = Math.sin(angle);
        double minU = Double.MAX_VALUE;
        double maxU = -Double.MAX_VALUE;
        double minV = Double.MAX_VALUE;
        double maxV = -Double.MAX_VALUE;
        for (double[] b : run) {
            double u = b[0] * ux + b[1] * uy;
            double v = b[0] * nx + b[1] * ny;
            minU = Math.min(minU, u - b[4] / 2);
            maxU = Math.max(maxU, u + b[4] / 2);
            minV = Math.min(minV, v - b[5] / 2);
            maxV = Math.max(maxV, v + b[5] / 2);
        }
        double u = (minU + maxU) / 2;
        double v = (minV + maxV) / 2;
        return new double[] {u * ux + v * nx, u * uy + v * ny, angle, 0, maxU - minU, maxV - minV};
    }

    private static boolean same(double[] a, double[] b) {
        return Math.abs(a[0] - b[0]) < 1 && Math.abs(a[1] - b[1]) < 1 && Math.abs(a[5] - b[5]) < 1;
    }
}
