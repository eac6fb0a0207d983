package dev.avs.reading;

import java.util.ArrayList;
import java.util.List;

/**
 * A connected set of mask pixels (8-neighbourhood) with the moments its oriented box comes from: for a filled
 * rectangle, the variance along its axis is length² / 12, across it thickness² / 12. Along the axis the box spans
 * the pixels themselves: an MRZ line's filler run is sparser than its letters, and a length from the variance
 * (centred on the mean) would cut the run's end off.
 *
 * @param pixels the component's pixel indices (y × width + x)
 */
record Component(int count, double meanX, double meanY, double varXX, double varYY, double varXY, int[] pixels,
        int width) {

    /** The share of pixels at either end of the axis left out of the box's length: specks joined to a line. */
    private static final double TRIM = 0.002;

    static List<Component> all(boolean[] mask, int w, int h) {
        boolean[] seen = new boolean[mask.length];
        int[] stack = new int[mask.length];
        List<Component> components = new ArrayList<>();
        for (int start = 0; start < mask.length; start++) {
            if (!mask[start] || seen[start]) {
                continue;
            }
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            long n = 0;
            double sx = 0;
            double sy = 0;
            double sxx = 0;
            double syy = 0;
            double sxy = 0;
            IntList members = new IntList();
            while (top > 0) {
                int i = stack[--top];
                members.add(i);
                int x = i % w;
                int y = i / w;
                n++;
                sx += x;
                sy += y;
                sxx += (double) x * x;
                syy += (double) y * y;
                sxy += (double) x * y;
                for (int dy = -1; dy <= 1; dy++) {
                    int ny = y + dy;
                    if (ny < 0 || ny >= h) {
                        continue;
                    }
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int j = ny * w + nx;
                        if (nx >= 0 && nx < w && mask[j] && !seen[j]) {
                            seen[j] = true;
                            stack[top++] = j;
                        }
                    }
                }
            }
            double mx = sx / n;
            double my = sy / n;
            components.add(new Component((int) n, mx, my, sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my,
                    members.toArray(), w));
        }
        return components;
    }

    /** {centre x, centre y, axis angle (radians), unused, length, thickness}, all from the moments. */
    double[] orientedBox() {
        double[] axis = axis();
        return new double[] {meanX, meanY, axis[0], 0, Math.sqrt(12 * axis[1]), Math.sqrt(12 * axis[2])};
    }

    /** The oriented box with its length and centre along the axis from the pixels' own extent. */
    double[] spannedBox() {
        double[] axis = axis();
        double ux = Math.cos(axis[0]);
        double uy = Math.sin(axis[0]);
        double[] along = new double[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            along[i] = (pixels[i] % width - meanX) * ux + (pixels[i] / width - meanY) * uy;
        }
        java.util.Arrays.sort(along);
        int trim = (int) (pixels.length * TRIM);
        double from = along[trim];
        double to = along[pixels.length - 1 - trim];
        double middle = (from + to) / 2;
        return new double[] {meanX + middle * ux, meanY + middle * uy, axis[0], 0, to - from + 1,
                Math.sqrt(12 * axis[2])};
    }

    /** The principal axis's angle (radians) and the variances along and across it. */
    private double[] axis() {
        double angle = 0.5 * Math.atan2(2 * varXY, varXX - varYY);
        double common = Math.sqrt((varXX - varYY) * (varXX - varYY) / 4 + varXY * varXY);
        return new double[] {angle, (varXX + varYY) / 2 + common, Math.max(0, (varXX + varYY) / 2 - common)};
    }

    /** A growable list of ints: a component's pixels without boxing them. */
    private static final class IntList {
        private int[] values = new int[64];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = java.util.Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(values, size);
        }
    }
}
