package dev.avs.screening;

import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
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
                        subject.nationality(), HITS_PER_SUBJECT, thresholds.matchThreshold());
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

    /** Every configured source with what this node has loaded from it. */
    public List<ListStatus> lists() {
        return lists.statuses();
    }
}
