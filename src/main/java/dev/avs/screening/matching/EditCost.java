package dev.avs.screening.matching;

/**
 * Weighted optimal-string-alignment distance between two tokens. Edits that transliteration and typing
 * produce all the time cost less than one: a vowel for another vowel, c/k/q, v/w, s/z, i/j/y, a doubled
 * letter, a silent h, two swapped neighbours. Stops early once the cost exceeds a budget.
 */
final class EditCost {

    private static final float[][] SUBSTITUTION = new float[128][128];

    static {
        for (int a = 0; a < 128; a++) {
            for (int b = 0; b < 128; b++) {
                SUBSTITUTION[a][b] = a == b ? 0f : 1f;
            }
        }
        group("aeiouy", 0.5f);
        group("ckq", 0.4f);
        group("gk", 0.6f);
        group("gc", 0.6f);
        group("gq", 0.6f);
        group("vw", 0.4f);
        group("fv", 0.6f);
        group("sz", 0.5f);
        group("cs", 0.6f);
        group("ijy", 0.5f);
        group("uw", 0.5f);
        group("ow", 0.6f);
        group("dt", 0.7f);
        group("bp", 0.7f);
        group("mn", 0.7f);
        group("lr", 0.8f);
        group("xs", 0.8f);
    }

    private static void group(String letters, float cost) {
        for (char a : letters.toCharArray()) {
            for (char b : letters.toCharArray()) {
                if (a != b) {
                    SUBSTITUTION[a][b] = Math.min(SUBSTITUTION[a][b], cost);
                }
            }
        }
    }

    private EditCost() {
    }

    static float substitution(char a, char b) {
        if (a == b) {
            return 0f;
        }
        return a < 128 && b < 128 ? SUBSTITUTION[a][b] : 1f;
    }

    /** Cost of inserting or deleting {@code s[i]}: cheap when it doubles a neighbour, is an h, or a vowel. */
    static float indel(String s, int i) {
        char c = s.charAt(i);
        if (i > 0 && s.charAt(i - 1) == c || i + 1 < s.length() && s.charAt(i + 1) == c) {
            return 0.3f;
        }
        if (c == 'h') {
            return 0.5f;
        }
        if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y') {
            return 0.7f;
        }
        return 1f;
    }

    /**
     * How many letters one string has that the other lacks, counted both ways. Every substitution changes this by
     * at most 2 for at least 0.4, every insertion or deletion by 1 for at least 0.3, a transposition not at all:
     * so the distance is at least 0.2 times it, a bound that rejects most unrelated tokens without the DP.
     */
    static int letterDifference(String a, String b) {
        int[] counts = new int[37];
        for (int i = 0; i < a.length(); i++) {
            counts[slot(a.charAt(i))]++;
        }
        for (int i = 0; i < b.length(); i++) {
            counts[slot(b.charAt(i))]--;
        }
        int difference = 0;
        for (int i = 0; i < 36; i++) {
            difference += Math.abs(counts[i]);
        }
        return difference;
    }

    /** a-z, 0-9, and one slot for anything else (which then never counts as a difference). */
    private static int slot(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= '0' && c <= '9') {
            return 26 + c - '0';
        }
        return 36;
    }

    /** The weighted distance, or a value above {@code budget} as soon as it is certain to exceed it. */
    static float cost(String a, String b, float budget) {
        if (a.equals(b)) {
            return 0f;
        }
        int n = a.length();
        int m = b.length();
        if (Math.abs(n - m) * 0.3f > budget || 0.2f * letterDifference(a, b) > budget) {
            return budget + 1f;
        }
        // one allocation: three DP rows and the indel costs of both strings
        float[] work = new float[3 * (m + 1) + n + m];
        int before = 0;
        int previous = m + 1;
        int current = 2 * (m + 1);
        int indelA = 3 * (m + 1);
        int indelB = indelA + n;
        for (int i = 0; i < n; i++) {
            work[indelA + i] = indel(a, i);
        }
        for (int j = 0; j < m; j++) {
            work[indelB + j] = indel(b, j);
        }
        for (int j = 1; j <= m; j++) {
            work[previous + j] = work[previous + j - 1] + work[indelB + j - 1];
        }
        float previousMin = 0f;
        for (int i = 1; i <= n; i++) {
            char ca = a.charAt(i - 1);
            char caBefore = i > 1 ? a.charAt(i - 2) : 0;
            float deleteA = work[indelA + i - 1];
            work[current] = work[previous] + deleteA;
            float rowMin = work[current];
            for (int j = 1; j <= m; j++) {
                char cb = b.charAt(j - 1);
                float best = work[previous + j - 1] + (ca == cb ? 0f : substitution(ca, cb));
                best = Math.min(best, work[previous + j] + deleteA);
                best = Math.min(best, work[current + j - 1] + work[indelB + j - 1]);
                if (i > 1 && j > 1 && ca == b.charAt(j - 2) && caBefore == cb) {
                    best = Math.min(best, work[before + j - 2] + 0.6f);
                }
                work[current + j] = best;
                rowMin = Math.min(rowMin, best);
            }
            // a transposition reaches back two rows, so both must be over budget
            if (rowMin > budget && previousMin > budget) {
                return budget + 1f;
            }
            previousMin = rowMin;
            int recycled = before;
            before = previous;
            previous = current;
            current = recycled;
        }
        return work[previous + m];
    }
}
