package dev.avs.monitoring;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.account.AccountId;
import dev.avs.screening.AccountLists;
import dev.avs.screening.AmlThresholds;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.Screening;
import dev.avs.screening.SubjectIndex;
import dev.avs.verification.Policy;
import dev.avs.verification.Policies;
import java.lang.ref.SoftReference;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Screens a run's entries against every monitored subject: the subjects are indexed (the matcher run the other way
 * round), each entry's names query that index, and a match counts when it reaches the subject's policy threshold,
 * monitoring is on for it, and neither its verification nor an earlier alert showed the same entry. New matches
 * are raised per applicant, so that one callback (and at most one review) covers all of an applicant's matches.
 */
@Service
class MonitoringRunner {

    private static final Logger log = LoggerFactory.getLogger(MonitoringRunner.class);
    static final int APPLICANTS_PER_TRANSACTION = 200;
    private static final TypeReference<List<ListEntry>> ENTRIES = new TypeReference<>() {
    };
    private static final TypeReference<List<String>> IDS = new TypeReference<>() {
    };

    /** A new match: the subject, the hit, and the reason code its policy gives it. */
    record Found(MonitoredSubject subject, ScreeningHit hit, String reason, Policy policy) {
    }

    private final ListRunRepository runs;
    private final MonitoredSubjectRepository subjects;
    private final Alerts alerts;
    private final Screening screening;
    private final Policies policies;
    private final JsonMapper json;
    private final Clock clock;
    private final AccountLists accountLists;

    MonitoringRunner(ListRunRepository runs, MonitoredSubjectRepository subjects, Alerts alerts, Screening screening,
                     Policies policies, JsonMapper json, Clock clock, AccountLists accountLists) {
        this.accountLists = accountLists;
        this.runs = runs;
        this.subjects = subjects;
        this.alerts = alerts;
        this.screening = screening;
        this.policies = policies;
        this.json = json;
        this.clock = clock;
    }

    /** The subjects of a run and their index, kept for the next run while no subject changed. */
    private record Indexed(String version, List<MonitoredSubject> subjects, SubjectIndex index) {
    }

    /** Soft: the collector may drop a million-name index under memory pressure; the next run rebuilds it. */
    private SoftReference<Indexed> last = new SoftReference<>(null);

    /**
     * One run at a time on a node, so that at most one subject index is held; runs that follow one another (several
     * lists changed in one refresh) reuse it while the subjects are unchanged.
     */
    synchronized void run(String runId) {
        ListRunRepository.Run run = runs.findRun(runId).orElse(null);
        if (run == null || "done".equals(run.status())) {
            return;
        }
        List<ListEntry> entries = entries(run);
        long started = System.nanoTime();
        Indexed indexed = indexed(entries.isEmpty());
        List<MonitoredSubject> all = indexed.subjects();
        long read = System.nanoTime();
        List<Found> found = screen(all, indexed.index(), run.source(), run.type(), entries);
        if (run.accountId() != null) {
            // an account's own list is screened against its own subjects alone
            found = found.stream().filter(f -> f.subject().accountId().equals(run.accountId())).toList();
        }
        long screened = System.nanoTime();
        Map<String, List<Found>> byApplicant = new LinkedHashMap<>();
        found.forEach(f -> byApplicant.computeIfAbsent(f.subject().applicantId(), k -> new ArrayList<>()).add(f));
        List<List<Found>> applicants = new ArrayList<>(byApplicant.values());
        int raised = 0;
        // a commit per batch of applicants, not per applicant: a common name on a list can match thousands
        for (int from = 0; from < applicants.size(); from += APPLICANTS_PER_TRANSACTION) {
            raised += alerts.raise(runId, applicants.subList(from, Math.min(applicants.size(),
                    from + APPLICANTS_PER_TRANSACTION)));
        }
        runs.finishRun(runId, all.size(), raised, clock.instant());
        long done = System.nanoTime();
        log.info("Monitoring run of list {}: {} entries against {} subjects in {} ms (reading the subjects {} ms, "
                        + "indexing (if needed) and screening {} ms, {} new alerts for {} applicants {} ms)", run.source(),
                entries.size(), all.size(), (done - started) / 1_000_000, (read - started) / 1_000_000,
                (screened - read) / 1_000_000, raised, applicants.size(), (done - screened) / 1_000_000);
    }

    /** A public list's run holds its entries; an account's own list's run the ids of the entries to open. */
    private List<ListEntry> entries(ListRunRepository.Run run) {
        if (run.entries() == null || run.entries().length == 0) {
            return List.of();
        }
        byte[] stored = ListDelta.gunzip(run.entries());
        if (run.accountId() == null) {
            return json.readValue(stored, ENTRIES);
        }
        return accountLists.entries(new AccountId(run.accountId()), json.readValue(stored, IDS));
    }

    private Indexed indexed(boolean nothingToScreen) {
        String version = subjects.version();
        Indexed cached = last.get();
        if (cached != null && cached.version().equals(version)) {
            return cached;
        }
        if (nothingToScreen) {
            return new Indexed(version, List.of(), null);
        }
        List<MonitoredSubject> all = subjects.all();
        Indexed fresh = new Indexed(version, all,
                all.isEmpty() ? null : screening.indexSubjects(all.stream().map(MonitoredSubject::subject).toList()));
        last = new SoftReference<>(fresh);
        return fresh;
    }

    /** The new matches of the entries among the subjects (pure apart from reading policies). */
    List<Found> screen(List<MonitoredSubject> all, SubjectIndex index, String list, ListType type,
                       List<ListEntry> entries) {
        if (all.isEmpty() || entries.isEmpty()) {
            return List.of();
        }
        Map<String, Policy> policyOf = new HashMap<>();
        double floor = 1.0;
        for (MonitoredSubject s : all) {
            Policy policy = policyOf.computeIfAbsent(s.accountId() + "/" + s.formId(),
                    k -> policies.effective(new AccountId(s.accountId()), s.formId()));
            floor = Math.min(floor, thresholds(policy).lowestMatchThreshold());
        }
        List<Found> found = new ArrayList<>();
        for (SubjectIndex.Match match : index.screen(list, type, entries, floor)) {
            MonitoredSubject s = all.get(match.subject());
            Policy policy = policyOf.get(s.accountId() + "/" + s.formId());
            if (!policy.amlMonitoring() || s.knows(match.hit().list(), match.hit().entryId())) {
                continue;
            }
            Screening.reasonFor(match.hit(), thresholds(policy))
                    .ifPresent(reason -> found.add(new Found(s, match.hit(), reason, policy)));
        }
        return found;
    }

    static AmlThresholds thresholds(Policy policy) {
        return AmlThresholds.of(policy);
    }
}
