package dev.avs.screening;

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

    private final ScreeningLists lists;
    private final ScreeningProperties properties;
    private final Clock clock;

    Screening(ScreeningLists lists, ScreeningProperties properties, Clock clock) {
        this.lists = lists;
        this.properties = properties;
        this.clock = clock;
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
        ScreeningIndex index = lists.index();
        List<AmlDecision.Screened> screened = new ArrayList<>();
        if (index != null) {
            for (AmlSubject subject : subjects) {
                ScreeningQuery query = new ScreeningQuery(subject.name(), subject.type(), subject.birthDate(), null,
                        subject.nationality(), HITS_PER_SUBJECT, thresholds.lowestMatchThreshold());
                screened.add(new AmlDecision.Screened(subject, index.search(query)));
            }
        }
        return AmlDecision.decide(screened, index == null ? null : lists.newestLoad(), thresholds, clock.instant());
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

    /** One hit as the AML check's details show it (list, entry_id, matched_name, score, explanation). */
    public static java.util.Map<String, Object> hitDetails(ScreeningHit hit) {
        return AmlDecision.hitDetails(hit);
    }

    /** An AML check result made of hits found by monitoring rather than by a verification's own screening. */
    public CheckResult resultOfHits(java.util.Map<AmlSubject, List<ScreeningHit>> hits, AmlThresholds thresholds) {
        List<AmlDecision.Screened> screened = new ArrayList<>();
        hits.forEach((subject, found) -> screened.add(new AmlDecision.Screened(subject, found)));
        return AmlDecision.decide(screened, clock.instant(), thresholds, clock.instant());
    }
}
