package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.matching.Corroboration;
import dev.avs.screening.matching.NameNormalizer;
import dev.avs.screening.matching.NameScorer;
import dev.avs.screening.matching.ScreeningIndex;
import dev.avs.screening.matching.Token;
import dev.avs.screening.matching.TokenIndex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The matcher run the other way round, for ongoing monitoring: an index over the monitored subjects' names, queried
 * with a list entry's names, so that a list update screens only its new entries and never scans every subject per
 * entry. Candidates come from the same token index as a forward search (without its cap on common tokens, since
 * every holder of a common name must be found); each candidate is scored exactly as a forward search of that
 * subject would score the entry (subject as the query, the entry's name as listed), with the same corroboration.
 */
public final class SubjectIndex {

    /** A subject (its position in the list the index was built from) and the entry it matches. */
    public record Match(int subject, ScreeningHit hit) {
    }

    /** Candidates scored per entry name at first; more while the last ones still come close. */
    static final int FIRST_CANDIDATES = 256;
    /** A candidate this close below the threshold means the ranking has not yet run past the matches. */
    private static final double NEAR = 0.15;

    private final List<AmlSubject> subjects;
    private final Token[][] tokens;
    private final TokenIndex index;
    private final Map<ListEntry.EntryType, boolean[]> admitted = new HashMap<>();

    private SubjectIndex(List<AmlSubject> subjects) {
        this.subjects = List.copyOf(subjects);
        this.tokens = new Token[subjects.size()][];
        IntStream.range(0, subjects.size()).parallel().forEach(i ->
                tokens[i] = NameNormalizer.tokens(subjects.get(i).name()).toArray(Token[]::new));
        this.index = new TokenIndex(List.of(tokens), Integer.MAX_VALUE);
        for (ListEntry.EntryType type : ListEntry.EntryType.values()) {
            boolean[] ok = new boolean[tokens.length];
            for (int i = 0; i < ok.length; i++) {
                ok[i] = subjects.get(i).type().admits(type);
            }
            admitted.put(type, ok);
        }
    }

    public static SubjectIndex build(List<AmlSubject> subjects) {
        return new SubjectIndex(subjects);
    }

    public int size() {
        return tokens.length;
    }

    public AmlSubject subject(int position) {
        return subjects.get(position);
    }

    /**
     * Every subject that matches one of the entries at {@code minScore} or more, with its best hit per entry.
     *
     * @param list the configured name of the entries' source
     * @param type what that source lists (an entry may say otherwise for itself)
     */
    public List<Match> screen(String list, ListType type, List<ListEntry> entries, double minScore) {
        // entries are independent and the index is safe for concurrent queries: a whole new list uses every core
        return entries.parallelStream().flatMap(entry -> {
            List<Match> matches = new ArrayList<>();
            screen(list, entry.typeIn(type), entry, minScore, matches);
            return matches.stream();
        }).toList();
    }

    private void screen(String list, ListType type, ListEntry entry, double minScore, List<Match> out) {
        Map<Integer, NameScorer.Result> best = new HashMap<>();
        Map<Integer, Integer> bestName = new HashMap<>();
        List<String> names = new ArrayList<>();
        List<Token[]> listed = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String name : nameAndAliases(entry)) {
            Token[] c = NameNormalizer.listed(name, entry.type() == ListEntry.EntryType.PERSON).toArray(Token[]::new);
            if (c.length > 0 && seen.add(String.join(" ", java.util.Arrays.stream(c).map(Token::text).toList()))) {
                names.add(name);
                listed.add(c);
            }
        }
        boolean[] who = admitted.get(entry.type());
        // the lowest name score the largest corroboration could still raise to minScore
        double floor = minScore - Corroboration.DOB_DAY_MATCH - Corroboration.NATIONALITY_MATCH;
        for (int n = 0; n < listed.size(); n++) {
            Token[] c = listed.get(n);
            Set<Integer> scored = new HashSet<>();
            for (int limit = FIRST_CANDIDATES; ; limit *= 4) {
                int[] candidates = index.candidates(c, limit, who);
                boolean nearAtTheEnd = false;
                for (int k = 0; k < candidates.length; k++) {
                    int subject = candidates[k];
                    if (!scored.add(subject)) {
                        continue;
                    }
                    NameScorer.Result result = NameScorer.score(tokens[subject], c);
                    if (k >= candidates.length * 3 / 4 && result.score() >= floor - NEAR) {
                        nearAtTheEnd = true;
                    }
                    NameScorer.Result previous = best.get(subject);
                    if (result.score() > 0f && (previous == null || result.score() > previous.score())) {
                        best.put(subject, result);
                        bestName.put(subject, n);
                    }
                }
                if (candidates.length < limit || !nearAtTheEnd || limit >= tokens.length) {
                    break;
                }
            }
        }
        for (Map.Entry<Integer, NameScorer.Result> found : best.entrySet()) {
            int subject = found.getKey();
            AmlSubject s = subjects.get(subject);
            int name = bestName.get(subject);
            ScreeningHit hit = ScreeningIndex.hit(new ScreeningQuery(s.name(), s.type(), s.birthDate(), null,
                    s.nationality(), 1, minScore), list, type, entry, names.get(name), tokens[subject], listed.get(name),
                    found.getValue());
            if (hit != null) {
                out.add(new Match(subject, hit));
            }
        }
    }

    private static List<String> nameAndAliases(ListEntry entry) {
        List<String> all = new ArrayList<>();
        all.add(entry.name());
        all.addAll(entry.aliases());
        return all;
    }
}
