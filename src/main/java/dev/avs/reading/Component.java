package dev.avs.reading;

import java.util.ArrayList;
import java.util.List;

/**
 * A connected set of mask pixels (8-neighbourhood) with the moments its oriented box comes from: for a filled
 * rectangle, the variance along its axis is length² / 12, across it thickness² / 12.
 */
record Component(int count, double meanX, double meanY, double varXX, double varYY, double varXY) {

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
            while (top > 0) {
                int i = stack[--top];
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
            components.add(new Component((int) n, mx, my, sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my));
        }
        return components;
    }

    /** {centre x, centre y, axis angle (radians), unused, length, thickness}. */
    double[] orientedBox() {
        double angle = 0.5 * Math.atan2(2 * varXY, varXX - varYY);
        double common = Math.sqrt((varXX - varYY) * (varXX - varYY) / 4 + varXY * varXY);
        double along = (varXX + varYY) / 2 + common;
        double across = Math.max(0, (varXX + varYY) / 2 - common);
        return new double[] {meanX, meanY, angle, 0, Math.sqrt(12 * along), Math.sqrt(12 * across)};
    }
}
