package dev.avs.screening.matching;

import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.SubjectType;
import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.lists.SourceFiles;
import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An immutable in-memory index over loaded lists: every primary name and alias normalised once, a token index
 * for candidate generation, and the name scorer on the candidates. Safe for concurrent searches; a refresh
 * builds a new index and swaps it in whole.
 */
public final class ScreeningIndex {

    /** Names (not entries) scored in full per query. */
    static final int CANDIDATES = 48;

    /** The entries of one source under its configured name. */
    public record ListData(String name, ListType type, List<ListEntry> entries) {
    }

    private final ListEntry[] entries;
    private final String[] entryList;
    private final ListType[] entryType;
    private final int[] nameEntry;
    private final String[] nameText;
    private final Token[][] nameTokens;
    private final TokenIndex tokenIndex;
    private final boolean[] personNames;
    private final boolean[] companyNames;

    private ScreeningIndex(List<ListData> lists) {
        List<ListEntry> allEntries = new ArrayList<>();
        List<String> listOf = new ArrayList<>();
        List<ListType> typeOf = new ArrayList<>();
        List<Integer> names = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<Token[]> tokens = new ArrayList<>();
        for (ListData list : lists) {
            for (ListEntry entry : list.entries()) {
                int entryIndex = allEntries.size();
                allEntries.add(entry);
                listOf.add(list.name());
                typeOf.add(entry.typeIn(list.type()));
                Set<String> seen = new HashSet<>();
                List<String> all = new ArrayList<>();
                all.add(entry.name());
                all.addAll(entry.aliases());
                for (String name : all) {
                    Token[] t = NameNormalizer.listed(name, entry.type() == ListEntry.EntryType.PERSON)
                            .toArray(Token[]::new);
                    if (t.length > 0 && seen.add(key(t))) {
                        names.add(entryIndex);
                        texts.add(name);
                        tokens.add(t);
                    }
                }
            }
        }
        entries = allEntries.toArray(ListEntry[]::new);
        entryList = listOf.toArray(String[]::new);
        entryType = typeOf.toArray(ListType[]::new);
        nameEntry = names.stream().mapToInt(Integer::intValue).toArray();
        nameText = texts.toArray(String[]::new);
        nameTokens = tokens.toArray(Token[][]::new);
        tokenIndex = new TokenIndex(tokens);
        personNames = new boolean[nameEntry.length];
        companyNames = new boolean[nameEntry.length];
        for (int name = 0; name < nameEntry.length; name++) {
            personNames[name] = SubjectType.PERSON.admits(entries[nameEntry[name]].type());
            companyNames[name] = SubjectType.COMPANY.admits(entries[nameEntry[name]].type());
        }
    }

    private static String key(Token[] tokens) {
        StringBuilder key = new StringBuilder();
        for (Token token : tokens) {
            key.append(token.text()).append(' ');
        }
        return key.toString();
    }

    public static ScreeningIndex build(List<ListData> lists) {
        return new ScreeningIndex(lists);
    }

    /** Reads one source from a local path or an http(s) URL (for tools and benchmarks; the service uses
     * {@code ScreeningLists}). */
    public static ListData read(String name, ListFormat format, String location) throws IOException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NORMAL).build();
        return new ListData(name, ListType.SANCTIONS, format.read(new SourceFiles(location, http, Duration.ofMinutes(2))));
    }

    public int entryCount() {
        return entries.length;
    }

    public int nameCount() {
        return nameText.length;
    }

    public List<ScreeningHit> search(ScreeningQuery query) {
        Token[] q = NameNormalizer.tokens(query.name()).toArray(Token[]::new);
        if (q.length == 0) {
            return List.of();
        }
        TokenPairs.Memo memo = new TokenPairs.Memo(q.length);
        Map<Integer, Integer> bestName = new HashMap<>();
        Map<Integer, NameScorer.Result> bestResult = new HashMap<>();
        boolean[] admitted = query.type() == null ? null
                : query.type() == SubjectType.PERSON ? personNames : companyNames;
        for (int name : tokenIndex.candidates(q, CANDIDATES, admitted)) {
            int entry = nameEntry[name];
            NameScorer.Result result = NameScorer.score(q, nameTokens[name], memo);
            NameScorer.Result previous = bestResult.get(entry);
            if (result.score() > 0f && (previous == null || result.score() > previous.score())) {
                bestResult.put(entry, result);
                bestName.put(entry, name);
            }
        }
        List<ScreeningHit> hits = new ArrayList<>();
        for (Map.Entry<Integer, NameScorer.Result> best : bestResult.entrySet()) {
            int entry = best.getKey();
            int name = bestName.get(entry);
            ScreeningHit hit = hit(query, entryList[entry], entryType[entry], entries[entry], nameText[name], q,
                    nameTokens[name], best.getValue());
            if (hit != null) {
                hits.add(hit);
            }
        }
        hits.sort(Comparator.comparingDouble(ScreeningHit::score).reversed()
                .thenComparing(ScreeningHit::list).thenComparing(ScreeningHit::entryId));
        return hits.size() > query.limit() ? List.copyOf(hits.subList(0, query.limit())) : hits;
    }

    /**
     * The hit a name score makes once the query's birth date and nationality corroborate or contradict the entry,
     * or null below the query's minimum score: the same rule whichever side was indexed ({@code SubjectIndex}).
     *
     * @param q the query's tokens, {@code c} those of the entry's name that scored best
     */
    public static ScreeningHit hit(ScreeningQuery query, String list, ListType type, ListEntry entry, String matchedName,
                            Token[] q, Token[] c, NameScorer.Result result) {
        if (result.score() + Corroboration.DOB_DAY_MATCH + Corroboration.NATIONALITY_MATCH < query.minScore()) {
            return null;
        }
        Corroboration.Outcome outcome = Corroboration.of(query, entry);
        double score = round(Math.max(0, Math.min(1, result.score() + outcome.adjustment())));
        return score < query.minScore() ? null : new ScreeningHit(list, type, entry.entryId(), entry.name(),
                entry.type().name(), matchedName, score, explanation(list, type, entry, q, c, result, outcome));
    }

    private static double round(double score) {
        return Math.round(score * 1000) / 1000.0;
    }

    private static Map<String, Object> explanation(String list, ListType type, ListEntry entry, Token[] q, Token[] c,
                                                   NameScorer.Result result, Corroboration.Outcome outcome) {
        Map<String, Object> explanation = new LinkedHashMap<>();
        explanation.put("source", list);
        explanation.put("list_type", type.id());
        explanation.put("programs", entry.programs());
        explanation.put("name_score", round(result.score()));
        List<Map<String, Object>> matched = new ArrayList<>();
        for (NameScorer.Pair pair : result.pairs()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("query", join(q, pair.qFrom(), pair.qTo()));
            m.put("listed", join(c, pair.cFrom(), pair.cTo()));
            m.put("how", pair.how().name().toLowerCase(java.util.Locale.ROOT));
            m.put("similarity", round(pair.similarity()));
            matched.add(m);
        }
        explanation.put("matched", matched);
        explanation.put("unmatched_query", unmatched(q, result.qMatched()));
        explanation.put("unmatched_listed", unmatched(c, result.cMatched()));
        explanation.put("name_contradiction", result.contradiction());
        explanation.put("birth_date", outcome.birthDate());
        explanation.put("nationality", outcome.nationality());
        explanation.put("adjustment", round(outcome.adjustment()));
        return explanation;
    }

    private static String join(Token[] tokens, int from, int to) {
        StringBuilder out = new StringBuilder();
        for (int i = from; i < to; i++) {
            out.append(i > from ? " " : "").append(tokens[i].text());
        }
        return out.toString();
    }

    private static List<String> unmatched(Token[] tokens, boolean[] used) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (!used[i]) {
                out.add(tokens[i].text());
            }
        }
        return out;
    }
}
