package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import dev.avs.account.AccountId;
import dev.avs.screening.matching.ScreeningIndex;
import dev.avs.verification.CheckResult;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The screening module's facade. The verification engine calls {@link #screenSubjects} for the AML check
 * (the applicant, and for a company every affiliated person); the HTTP API searches and reports the lists.
 */
@Service
public class Screening {

    /** Hits kept per subject in a check's details. */
    static final int HITS_PER_SUBJECT = 10;

    /** Accounts whose own list's index is kept in memory between checks. */
    private static final int ACCOUNT_INDEXES = 256;

    private final ScreeningLists lists;
    private final ScreeningProperties properties;
    private final Clock clock;
    private final AccountLists accountLists;
    private final java.util.Map<String, AccountIndex> accountIndexes = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(java.util.Map.Entry<String, AccountIndex> eldest) {
                    return size() > ACCOUNT_INDEXES;
                }
            });

    /** An account's own list indexed, with the version it was built from; null index for an empty list. */
    private record AccountIndex(String version, ScreeningIndex index) {
    }

    Screening(ScreeningLists lists, ScreeningProperties properties, Clock clock,
              AccountLists accountLists) {
        this.lists = lists;
        this.properties = properties;
        this.clock = clock;
        this.accountLists = accountLists;
    }

    /** The configured thresholds ({@code avs.screening.match-threshold}, {@code strong-match}, {@code max-list-age}). */
    public AmlThresholds defaultThresholds() {
        return new AmlThresholds(properties.matchThreshold(), properties.strongMatch(), properties.maxListAge());
    }

    /** The AML check with the configured thresholds. */
    public CheckResult screenSubjects(List<AmlSubject> subjects) {
        return screenSubjects(subjects, defaultThresholds());
    }

    /** The AML check: every subject screened against every loaded list, decided by the CHECKS.md rules. */
    public CheckResult screenSubjects(List<AmlSubject> subjects, AmlThresholds thresholds) {
        return screenSubjects(null, subjects, thresholds);
    }

    /**
     * The AML check for an account: every subject screened against every loaded list and against the account's own
     * list (its blocklist), which no other account's check ever sees.
     */
    public CheckResult screenSubjects(AccountId account, List<AmlSubject> subjects,
                                      AmlThresholds thresholds) {
        ScreeningIndex index = lists.index();
        ScreeningIndex own = account == null ? null : accountIndex(account);
        List<AmlDecision.Screened> screened = new ArrayList<>();
        for (AmlSubject subject : subjects) {
            ScreeningQuery query = new ScreeningQuery(subject.name(), subject.type(), subject.birthDate(), null,
                    subject.nationality(), HITS_PER_SUBJECT, thresholds.lowestMatchThreshold());
            List<ScreeningHit> hits = new ArrayList<>();
            if (index != null) {
                hits.addAll(index.search(query));
            }
            if (own != null) {
                hits.addAll(own.search(query));
            }
            screened.add(new AmlDecision.Screened(subject, hits));
        }
        return AmlDecision.decide(screened, index == null ? null : lists.newestLoad(), thresholds, clock.instant());
    }

    /** The account's own list as an index, rebuilt only when the list changed since it was last built. */
    private ScreeningIndex accountIndex(AccountId account) {
        String version = accountLists.version(account);
        AccountIndex cached = accountIndexes.get(account.value());
        if (cached != null && cached.version().equals(version)) {
            return cached.index();
        }
        List<ListEntry> entries = accountLists.entries(account);
        ScreeningIndex built = entries.isEmpty() ? null : ScreeningIndex.build(List.of(
                new ScreeningIndex.ListData(AccountLists.NAME, ListType.INTERNAL, entries)));
        accountIndexes.put(account.value(), new AccountIndex(version, built));
        return built;
    }

    /** Hits for one name, or empty while no list is loaded on this node. */
    public Optional<List<ScreeningHit>> search(ScreeningQuery query) {
        ScreeningIndex index = lists.index();
        return index == null ? Optional.empty() : Optional.of(index.search(query));
    }

    /**
     * Reloads every source now, as the scheduled refresh does (and tells ongoing monitoring what is loaded), for
     * operators and tests that cannot wait for the next refresh.
     */
    public void refreshLists() {
        lists.refresh();
    }

    /** Every configured source with what this node has loaded from it. */
    public List<ListStatus> lists() {
        return lists.statuses();
    }

    /** An index over monitored subjects, for screening a list's new entries against all of them at once. */
    public SubjectIndex indexSubjects(List<AmlSubject> subjects) {
        return SubjectIndex.build(subjects);
    }

    /**
     * The reason a hit gives under these thresholds (its type's strong or possible code, {@link ListType}), or
     * empty below its type's match threshold: the AML check's rules, for a hit found later.
     */
    public static Optional<String> reasonFor(ScreeningHit hit, AmlThresholds thresholds) {
        return Optional.ofNullable(AmlDecision.reasonCode(hit, thresholds));
    }

    /** An AML check result made of hits found by monitoring rather than by a verification's own screening. */
    public CheckResult resultOfHits(java.util.Map<AmlSubject, List<ScreeningHit>> hits, AmlThresholds thresholds) {
        List<AmlDecision.Screened> screened = new ArrayList<>();
        hits.forEach((subject, found) -> screened.add(new AmlDecision.Screened(subject, found)));
        return AmlDecision.decide(screened, clock.instant(), thresholds, clock.instant());
    }
}
