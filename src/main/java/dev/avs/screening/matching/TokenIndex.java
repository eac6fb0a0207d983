package dev.avs.screening.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Candidate generation without scanning every name: an inverted index from token to the names that contain
 * it (joined neighbours such as "ramimakhlouf" included), and a trigram index over the distinct tokens that
 * finds the tokens within a typo of a query token. Each query token adds, to every name it reaches, its weight
 * times its rarity; the best-ranked names go on to the full scorer. Posting lists longer than a cap are used
 * only when a query has nothing rarer.
 */
public final class TokenIndex {

    static final int POSTINGS_CAP = 4000;
    private static final int MAX_FUZZY_CHECKS = 300;

    private final Map<String, Integer> tokenIds = new HashMap<>();
    private final List<String> tokens = new ArrayList<>();
    private final int[][] postings;
    private final Map<Integer, int[]> trigrams = new HashMap<>();
    private final int names;
    private final int[] nameLength;
    private final int postingsCap;
    /** Scratch buffers kept for reuse; more concurrent searches than this allocate and drop their own. */
    private static final int POOLED_SCRATCHES = 16;
    private final ConcurrentLinkedQueue<Scratch> scratches = new ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicInteger pooled = new java.util.concurrent.atomic.AtomicInteger();

    private record Scratch(float[] score, int[] touched, int[] stamp, float[] best, int[] shared, int[] seen) {
    }

    public TokenIndex(List<Token[]> nameTokens) {
        this(nameTokens, POSTINGS_CAP);
    }

    /**
     * @param postingsCap posting lists longer than this count only when the query has nothing rarer; an index
     *                    that must find every holder of a common name passes {@link Integer#MAX_VALUE}
     */
    public TokenIndex(List<Token[]> nameTokens, int postingsCap) {
        this.postingsCap = postingsCap;
        names = nameTokens.size();
        nameLength = new int[names];
        // primitive, growable posting lists: a million names make millions of postings, too many to box
        Postings lists = new Postings();
        java.util.BitSet realTokens = new java.util.BitSet();
        java.util.BitSet joinedKeys = new java.util.BitSet();
        for (int n = 0; n < names; n++) {
            Token[] t = nameTokens.get(n);
            nameLength[n] = t.length;
            for (int i = 0; i < t.length; i++) {
                realTokens.set(add(t[i].text(), n, lists));
                if (i + 1 < t.length) {
                    joinedKeys.set(add(t[i].text() + t[i + 1].text(), n, lists));
                }
            }
        }
        joinedKeys.andNot(realTokens);
        postings = lists.toArrays();
        Postings grams = new Postings();
        Map<Integer, Integer> gramIds = new HashMap<>();
        for (int id = 0; id < tokens.size(); id++) {
            String token = tokens.get(id);
            // joined neighbours are found exactly; only real tokens need typo tolerance
            if (token.length() >= 4 && !joinedKeys.get(id)) {
                for (int gram : grams(token)) {
                    Integer gramId = gramIds.get(gram);
                    if (gramId == null) {
                        gramId = gramIds.size();
                        gramIds.put(gram, gramId);
                        grams.newList();
                    }
                    grams.append(gramId, id);
                }
            }
        }
        int[][] gramLists = grams.toArrays();
        gramIds.forEach((gram, gramId) -> trigrams.put(gram, gramLists[gramId]));
    }

    private int add(String token, int name, Postings lists) {
        Integer id = tokenIds.get(token);
        if (id == null) {
            id = tokens.size();
            tokenIds.put(token, id);
            tokens.add(token);
            lists.newList();
        }
        lists.append(id, name);
        return id;
    }

    int vocabularySize() {
        return tokens.size();
    }

    /** Trigrams of the token padded with a boundary mark, each packed in an int. */
    private static int[] grams(String token) {
        int n = token.length();
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            int a = i == 0 ? '#' : token.charAt(i - 1);
            int b = token.charAt(i);
            int c = i + 1 == n ? '#' : token.charAt(i + 1);
            out[i] = (a & 0x3ff) << 20 | (b & 0x3ff) << 10 | c & 0x3ff;
        }
        return out;
    }

    /**
     * Up to {@code limit} name ids, best first, that share the most informative tokens with the query, among
     * the names {@code admitted} (null: all), so that many persons named "Hadi" do not crowd out a vessel.
     */
    public int[] candidates(Token[] query, int limit, boolean[] admitted) {
        Scratch scratch = scratches.poll();
        if (scratch == null) {
            scratch = new Scratch(new float[names], new int[names], new int[names], new float[names],
                    new int[tokens.size()], new int[tokens.size()]);
        } else {
            pooled.decrementAndGet();
        }
        try {
            return candidates(query, limit, admitted, scratch);
        } finally {
            if (pooled.incrementAndGet() <= POOLED_SCRATCHES) {
                scratches.offer(scratch);
            } else {
                pooled.decrementAndGet();
            }
        }
    }

    public int[] candidates(Token[] query, int limit, boolean[] admitted, Scratch scratch) {
        List<float[]> hits = new ArrayList<>();
        boolean anyIdentifying = Arrays.stream(query).anyMatch(t -> t.kind().substantive());
        for (int i = 0; i < query.length; i++) {
            Token token = query[i];
            if (anyIdentifying && !token.kind().substantive() && token.kind() != Token.Kind.PARTICLE) {
                continue;
            }
            collect(token.text(), token.weight(), token.kind() != Token.Kind.PARTICLE, 2 * i + 1, hits, scratch);
            if (i + 1 < query.length) {
                collect(token.text() + query[i + 1].text(), 1f, true, 2 * i + 2, hits, scratch);
            }
        }
        int smallest = Integer.MAX_VALUE;
        for (float[] hit : hits) {
            smallest = Math.min(smallest, postings[(int) hit[0]].length);
        }
        float[] score = scratch.score;
        int[] touched = scratch.touched;
        int[] stamp = scratch.stamp;
        float[] best = scratch.best;
        int count = 0;
        for (float[] hit : hits) {
            int[] list = postings[(int) hit[0]];
            // a very common token counts only when the query has nothing rarer
            if (list.length > postingsCap && list.length > smallest) {
                continue;
            }
            float weight = hit[1] * (float) Math.log(1.0 + (double) names / list.length);
            int group = (int) hit[2];
            for (int name : list) {
                if (admitted != null && !admitted[name]) {
                    continue;
                }
                if (stamp[name] == 0) {
                    touched[count++] = name;
                }
                // one query token counts once per name, with its best listed counterpart
                if (stamp[name] != group) {
                    stamp[name] = group;
                    best[name] = weight;
                    score[name] += weight;
                } else if (weight > best[name]) {
                    score[name] += weight - best[name];
                    best[name] = weight;
                }
            }
        }
        // among names the query reaches equally, the shorter ones leave less unexplained
        for (int k = 0; k < count; k++) {
            score[touched[k]] -= 0.001f * nameLength[touched[k]];
        }
        int[] chosen = top(score, touched, count, limit);
        for (int k = 0; k < count; k++) {
            int name = touched[k];
            score[name] = 0f;
            stamp[name] = 0;
            best[name] = 0f;
        }
        return chosen;
    }

    /**
     * Adds {@code [tokenId, weight × similarity, group]} for the token itself and the tokens within its budget;
     * the group identifies the query token.
     */
    private void collect(String text, float weight, boolean fuzzy, int group, List<float[]> hits, Scratch scratch) {
        Integer exact = tokenIds.get(text);
        if (exact != null) {
            hits.add(new float[] {exact, weight, group});
        }
        if (text.length() < 4 || !fuzzy) {
            return;
        }
        int[] grams = grams(text);
        int[] shared = scratch.shared;
        int[] seen = scratch.seen;
        int seenCount = 0;
        for (int gram : grams) {
            int[] ids = trigrams.get(gram);
            if (ids == null) {
                continue;
            }
            for (int id : ids) {
                if (shared[id]++ == 0) {
                    seen[seenCount++] = id;
                }
            }
        }
        int needed = Math.max(2, (int) Math.ceil(grams.length * 0.45));
        float budget = NameScorer.budget(text.length());
        List<Integer> close = new ArrayList<>();
        for (int k = 0; k < seenCount; k++) {
            int id = seen[k];
            if (shared[id] >= needed && id != (exact == null ? -1 : exact)
                    && Math.abs(tokens.get(id).length() - text.length()) <= 3) {
                close.add(id);
            }
        }
        if (close.size() > MAX_FUZZY_CHECKS) {
            close.sort((a, b) -> shared[b] - shared[a]);
            close = close.subList(0, MAX_FUZZY_CHECKS);
        }
        for (int id : close) {
            String candidate = tokens.get(id);
            float cost = EditCost.cost(text, candidate, budget);
            if (cost <= budget) {
                int length = Math.max(text.length(), candidate.length());
                hits.add(new float[] {id, weight * (1f - cost / length), group});
            }
        }
        for (int k = 0; k < seenCount; k++) {
            shared[seen[k]] = 0;
        }
    }

    private static int[] top(float[] score, int[] touched, int count, int limit) {
        if (count <= limit) {
            Integer[] order = new Integer[count];
            for (int k = 0; k < count; k++) {
                order[k] = touched[k];
            }
            Arrays.sort(order, (a, b) -> Float.compare(score[b], score[a]));
            return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
        }
        // a min-heap of the best `limit` names
        int[] heap = new int[limit];
        int size = 0;
        for (int k = 0; k < count; k++) {
            int name = touched[k];
            if (size < limit) {
                heap[size++] = name;
                siftUp(heap, size - 1, score);
            } else if (score[name] > score[heap[0]]) {
                heap[0] = name;
                siftDown(heap, size, score);
            }
        }
        Integer[] order = new Integer[size];
        for (int k = 0; k < size; k++) {
            order[k] = heap[k];
        }
        Arrays.sort(order, (a, b) -> Float.compare(score[b], score[a]));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    private static void siftUp(int[] heap, int i, float[] score) {
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (score[heap[i]] >= score[heap[parent]]) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[parent];
            heap[parent] = t;
            i = parent;
        }
    }

    private static void siftDown(int[] heap, int size, float[] score) {
        int i = 0;
        while (true) {
            int left = 2 * i + 1;
            int smallest = i;
            if (left < size && score[heap[left]] < score[heap[smallest]]) {
                smallest = left;
            }
            if (left + 1 < size && score[heap[left + 1]] < score[heap[smallest]]) {
                smallest = left + 1;
            }
            if (smallest == i) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[smallest];
            heap[smallest] = t;
            i = smallest;
        }
    }
}
