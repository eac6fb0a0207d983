package dev.avs.screening.matching;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Scores two tokenised names in [0, 1]. Tokens are aligned one to one (order ignored), a token may also meet
 * two or three adjacent tokens of the other side written together ("RamiMakhlouf", "Patr ushev"), an initial
 * meets a name with that first letter, and an acronym the initials of a run. The score is the character-level
 * similarity of the aligned tokens, reduced for what is left over: a token left on both sides is a
 * contradiction (another given name, another family) and costs much; a token left on one side only is an extra
 * (a middle name, a patronymic) and costs little once at least two identifying tokens agree. The constants were
 * set on the labelled pairs of name_pairs.csv and checked against common unlisted names (ScreeningEvaluationTest).
 */
public final class NameScorer {

    /** Cost of a contradicting token relative to its weight. */
    static final float CONTRADICTION = 1.0f;
    /** Cost of an extra identifying token once two or more identifying tokens match. */
    static final float EXTRA = 0.05f;
    /** Cost of an extra identifying token when only one identifying token matches. */
    static final float EXTRA_SINGLE = 0.5f;
    /**
     * Cost of an extra listed token before or after every matched one, or of a listed surname part: the query
     * lacks a first name or a surname.
     */
    static final float EXTRA_OUTSIDE = 0.25f;
    /** Cost of an extra title, legal form or grammatical word. */
    static final float EXTRA_MINOR = 0.1f;
    /** Factor for each initial or acronym standing for a whole name. */
    static final float ABBREVIATION = 0.97f;
    /** How much edit cost lowers the score: a typo in a name should leave it above the threshold. */
    static final float COST_SCALE = 0.5f;

    enum How { EXACT, FUZZY, JOINED, INITIAL, ACRONYM, LEGAL_FORM }

    /** One aligned pair: tokens {@code q[qFrom, qTo)} and {@code c[cFrom, cTo)}. */
    record Pair(int qFrom, int qTo, int cFrom, int cTo, float cost, int length, float weight, How how) {
        float similarity() {
            return length == 0 ? 1f : Math.max(0f, 1f - cost / length);
        }
    }

    public record Result(float score, List<Pair> pairs, boolean[] qMatched, boolean[] cMatched, boolean contradiction) {
    }

    private NameScorer() {
    }

    /**
     * The edit cost two tokens of this length may differ by and still count as the same name part: about one
     * full edit up to five letters, two up to eight (calibrated on name_pairs.csv).
     */
    static float budget(int length) {
        if (length <= 2) {
            return 0.5f;
        }
        if (length == 3) {
            return 0.6f;
        }
        if (length <= 5) {
            return 1.2f;
        }
        if (length <= 8) {
            return 1.8f;
        }
        if (length <= 11) {
            return 2.0f;
        }
        return 2.5f;
    }

    public static Result score(Token[] q, Token[] c) {
        return score(q, c, null);
    }

    /** As {@link #score(Token[], Token[])}, reusing edit costs of earlier candidates of the same query. */
    public static Result score(Token[] q, Token[] c, TokenPairs.Memo memo) {
        List<Pair> edges = new ArrayList<>();
        for (int i = 0; i < q.length; i++) {
            // a token with an exact counterpart will take it: its fuzzy pairs would never be chosen
            boolean exact = TokenPairs.contains(c, q[i].text());
            for (int j = 0; j < c.length; j++) {
                if (exact && !q[i].text().equals(c[j].text())) {
                    continue;
                }
                Pair edge = TokenPairs.single(q[i], c[j], i, j, memo);
                if (edge != null) {
                    edges.add(edge);
                }
            }
        }
        TokenPairs.joined(q, c, edges, false);
        TokenPairs.joined(c, q, edges, true);
        TokenPairs.acronyms(q, c, edges, false);
        TokenPairs.acronyms(c, q, edges, true);
        edges.sort(Comparator.comparingDouble((Pair p) -> p.cost / Math.max(1, p.length))
                .thenComparing(Comparator.comparingDouble((Pair p) -> -p.weight)));

        boolean[] qUsed = new boolean[q.length];
        boolean[] cUsed = new boolean[c.length];
        List<Pair> chosen = new ArrayList<>();
        for (Pair edge : edges) {
            if (free(qUsed, edge.qFrom, edge.qTo) && free(cUsed, edge.cFrom, edge.cTo)) {
                mark(qUsed, edge.qFrom, edge.qTo);
                mark(cUsed, edge.cFrom, edge.cTo);
                chosen.add(edge);
            }
        }
        return aggregate(q, c, chosen, qUsed, cUsed);
    }

    private static Result aggregate(Token[] q, Token[] c, List<Pair> chosen, boolean[] qUsed, boolean[] cUsed) {
        // a name made only of small words ("AT and T") is identified by those words
        boolean anyIdentifies = !hasIdentifying(q) && !hasIdentifying(c);
        float weightedCost = 0f;
        float weightedLength = 0f;
        float matched = 0f;
        float factor = 1f;
        int identifying = 0;
        int named = 0;
        for (Pair pair : chosen) {
            weightedCost += pair.weight * pair.cost;
            weightedLength += pair.weight * pair.length;
            matched += pair.weight;
            if (pair.how == How.INITIAL || pair.how == How.ACRONYM) {
                factor *= ABBREVIATION;
            }
            boolean initials = pair.how == How.ACRONYM && pair.length < 3;
            if (anyIdentifies || !initials && identifying(q, pair.qFrom, pair.qTo)
                    && identifying(c, pair.cFrom, pair.cTo)) {
                identifying++;
                named += q[pair.qFrom].kind() == Token.Kind.GENERIC ? 0 : 1;
            }
        }
        if (identifying == 0 || weightedLength == 0f) {
            return new Result(0f, chosen, qUsed, cUsed, false);
        }
        float qLeft = 0f;
        float cLeft = 0f;
        float minor = 0f;
        float generic = 0f;
        float qGeneric = 0f;
        for (int i = 0; i < q.length; i++) {
            if (!qUsed[i]) {
                if (minor(q[i])) {
                    minor += q[i].weight();
                } else {
                    qGeneric += q[i].kind() == Token.Kind.GENERIC ? q[i].weight() : 0f;
                    qLeft += q[i].weight();
                }
            }
        }
        for (int j = 0; j < c.length; j++) {
            if (!cUsed[j]) {
                if (minor(c[j])) {
                    minor += c[j].weight();
                } else {
                    generic += c[j].kind() == Token.Kind.GENERIC ? c[j].weight() : 0f;
                    cLeft += c[j].weight();
                }
            }
        }
        float cOutside = outside(c, cUsed);
        float contradicted = Math.min(qLeft, cLeft) + (Patronymics.reversed(q, c, chosen) ? 1f : 0f);
        float extra = qLeft + cLeft - 2 * contradicted;
        // "Faberlic Europe" listed for "Faberlic": a generic word the list adds is a cheap extra; one the query
        // adds ("Crystalord Systems", "Alpha Consulting Group" for "Alpha Group") needs two matched names
        float genericExtra = Math.min(extra, named >= 2 ? generic + qGeneric : generic);
        extra -= genericExtra;
        float queryGenericExtra = named >= 2 ? 0f : Math.min(extra, qGeneric);
        extra -= queryGenericExtra;
        // "Mohammed Ahmed" against "Fathi Ahmad Mohammad Hammad" lacks both ends of the listed name, while
        // "Vladimir Putin" against "Vladimir Vladimirovich Putin" only lacks a middle one
        float outsideExtra = cLeft > qLeft ? Math.min(extra, cOutside) : 0f;
        extra -= outsideExtra;
        float base = 1f - COST_SCALE * weightedCost / weightedLength;
        float penalty = CONTRADICTION * contradicted + (identifying >= 2 ? EXTRA : EXTRA_SINGLE) * extra
                + EXTRA * genericExtra + EXTRA_SINGLE * queryGenericExtra + EXTRA_OUTSIDE * outsideExtra
                + EXTRA_MINOR * minor;
        float score = base * matched / (matched + penalty) * factor;
        return new Result(Math.max(0f, Math.min(1f, score)), chosen, qUsed, cUsed, contradicted > 0f);
    }

    /**
     * Weight of unmatched identifying (not generic) tokens before the first or after the last matched one, or
     * marked as part of a listed surname.
     */
    private static float outside(Token[] tokens, boolean[] used) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < tokens.length; i++) {
            if (used[i] && tokens[i].kind().substantive()) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        float weight = 0f;
        for (int i = 0; i < tokens.length; i++) {
            Token.Kind kind = tokens[i].kind();
            if (!used[i] && (i < first || i > last || tokens[i].surname()) && !minor(tokens[i])
                    && kind != Token.Kind.GENERIC) {
                weight += tokens[i].weight();
            }
        }
        return weight;
    }

    private static boolean minor(Token token) {
        // a series number (Fund IV, Storm 2) that differs is weak evidence of another entity
        return token.kind() == Token.Kind.LEGAL || token.kind() == Token.Kind.TITLE
                || token.kind() == Token.Kind.STOP || token.kind() == Token.Kind.NUMBER;
    }

    private static boolean hasIdentifying(Token[] tokens) {
        return identifying(tokens, 0, tokens.length);
    }

    private static boolean identifying(Token[] tokens, int from, int to) {
        for (int k = from; k < to; k++) {
            if (tokens[k].kind().substantive()) {
                return true;
            }
        }
        return false;
    }

    private static boolean free(boolean[] used, int from, int to) {
        for (int k = from; k < to; k++) {
            if (used[k]) {
                return false;
            }
        }
        return true;
    }

    private static void mark(boolean[] used, int from, int to) {
        for (int k = from; k < to; k++) {
            used[k] = true;
        }
    }
}
