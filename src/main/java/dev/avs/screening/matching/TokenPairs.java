package dev.avs.screening.matching;

import java.util.List;

/**
 * The candidate pairs of an alignment: one token against one (exact, within its edit budget, an initial, a
 * legal form against a legal form), one token against two or three neighbours written together, and an acronym
 * against the initials of a run.
 */
final class TokenPairs {

    private TokenPairs() {
    }

    /**
     * Edit costs already computed in one search: candidate names share tokens ("mohammad", "al"), so each query
     * token meets the same listed token many times.
     */
    static final class Memo {
        private final java.util.Map<String, Float>[] costs;

        @SuppressWarnings("unchecked")
        Memo(int queryTokens) {
            costs = new java.util.Map[queryTokens];
        }

        float cost(int i, String query, String listed, float budget) {
            if (costs[i] == null) {
                costs[i] = new java.util.HashMap<>();
            }
            Float known = costs[i].get(listed);
            if (known == null) {
                known = EditCost.cost(query, listed, budget);
                costs[i].put(listed, known);
            }
            return known;
        }
    }

    static NameScorer.Pair single(Token a, Token b, int i, int j, Memo memo) {
        Token.Kind ka = a.kind();
        Token.Kind kb = b.kind();
        float weight = Math.min(a.weight(), b.weight());
        int length = Math.max(a.length(), b.length());
        if (ka == Token.Kind.LEGAL || kb == Token.Kind.LEGAL) {
            return ka == kb ? new NameScorer.Pair(i, i + 1, j, j + 1, 0f, length, weight, NameScorer.How.LEGAL_FORM) : null;
        }
        if (a.text().equals(b.text())) {
            return new NameScorer.Pair(i, i + 1, j, j + 1, 0f, length, weight, NameScorer.How.EXACT);
        }
        if (ka == Token.Kind.NUMBER || kb == Token.Kind.NUMBER || a.exact() || b.exact()) {
            return null;
        }
        if (ka == Token.Kind.INITIAL || kb == Token.Kind.INITIAL) {
            if (ka != kb && a.text().charAt(0) == b.text().charAt(0)) {
                return new NameScorer.Pair(i, i + 1, j, j + 1, 0f, 1, Token.Kind.INITIAL.weight, NameScorer.How.INITIAL);
            }
            return null;
        }
        float budget = NameScorer.budget(length);
        float cost = memo == null ? EditCost.cost(a.text(), b.text(), budget) : memo.cost(i, a.text(), b.text(), budget);
        return cost <= budget ? new NameScorer.Pair(i, i + 1, j, j + 1, cost, length, weight, NameScorer.How.FUZZY) : null;
    }

    /** One token of {@code a} against two or three adjacent tokens of {@code b} written together. */
    static void joined(Token[] a, Token[] b, List<NameScorer.Pair> edges, boolean swapped) {
        if (b.length < 2) {
            return;
        }
        for (int i = 0; i < a.length; i++) {
            String single = a[i].text();
            if (single.length() < 4 || a[i].kind() == Token.Kind.LEGAL || contains(b, single)) {
                continue;
            }
            for (int j = 0; j < b.length - 1; j++) {
                // written together, the run starts where the token starts (give or take a first letter)
                String first = b[j].text();
                if (first.charAt(0) != single.charAt(0) && (first.length() < 2 || first.charAt(1) != single.charAt(0))
                        && single.charAt(1) != first.charAt(0)) {
                    continue;
                }
                int runLength = b[j].length();
                float weight = b[j].weight();
                for (int k = j + 1; k < Math.min(b.length, j + 3); k++) {
                    runLength += b[k].length();
                    weight = Math.max(weight, b[k].weight());
                    if (Math.abs(single.length() - runLength) > 2) {
                        continue;
                    }
                    int length = Math.max(single.length(), runLength);
                    float budget = NameScorer.budget(length);
                    StringBuilder run = new StringBuilder(runLength);
                    for (int r = j; r <= k; r++) {
                        run.append(b[r].text());
                    }
                    float cost = EditCost.cost(single, run.toString(), budget);
                    if (cost <= budget) {
                        float w = Math.min(a[i].weight(), weight);
                        edges.add(swapped ? new NameScorer.Pair(j, k + 1, i, i + 1, cost, length, w, NameScorer.How.JOINED)
                                : new NameScorer.Pair(i, i + 1, j, k + 1, cost, length, w, NameScorer.How.JOINED));
                    }
                }
            }
        }
    }

    static boolean contains(Token[] tokens, String text) {
        for (Token token : tokens) {
            if (token.text().equals(text)) {
                return true;
            }
        }
        return false;
    }

    /** "PLA" for "People's Liberation Army": a token of 2-5 letters equal to the initials of a run. */
    static void acronyms(Token[] a, Token[] b, List<NameScorer.Pair> edges, boolean swapped) {
        for (int i = 0; i < a.length; i++) {
            String text = a[i].text();
            int n = text.length();
            if (n < 2 || n > 5 || a[i].kind() != Token.Kind.NAME || b.length < n) {
                continue;
            }
            for (int j = 0; j + n <= b.length; j++) {
                boolean same = true;
                for (int k = 0; k < n && same; k++) {
                    same = b[j + k].text().charAt(0) == text.charAt(k) && b[j + k].kind() != Token.Kind.STOP
                            && (n > 2 || b[j + k].kind() == Token.Kind.NAME);
                }
                if (same) {
                    float weight = Token.Kind.NAME.weight;
                    edges.add(swapped ? new NameScorer.Pair(j, j + n, i, i + 1, 0f, n, weight, NameScorer.How.ACRONYM)
                            : new NameScorer.Pair(i, i + 1, j, j + n, 0f, n, weight, NameScorer.How.ACRONYM));
                }
            }
        }
    }
}
