package dev.avs.monitoring;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantChanges;
import dev.avs.persistence.Ids;
import dev.avs.screening.AmlSubject;
import dev.avs.screening.HitDetails;
import dev.avs.screening.Screening;
import dev.avs.screening.matching.ScreeningHit;
import dev.avs.verification.CheckResult;
import dev.avs.verification.Policy;
import dev.avs.verification.Verifications;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/** Raising alerts (with their callback and, by policy, a verification in review) and recording decisions on them. */
@Service
class Alerts {

    private final AlertRepository alerts;
    private final Verifications verifications;
    private final Screening screening;
    private final ApplicantChanges applicants;
    private final ApplicationEventPublisher events;
    private final JsonMapper json;
    private final Clock clock;

    Alerts(AlertRepository alerts, Verifications verifications, Screening screening, ApplicantChanges applicants,
           ApplicationEventPublisher events, JsonMapper json, Clock clock) {
        this.alerts = alerts;
        this.verifications = verifications;
        this.screening = screening;
        this.applicants = applicants;
        this.events = events;
        this.json = json;
        this.clock = clock;
    }

    /** {@link #raise} for each applicant's matches, in one transaction; returns how many alerts are new. */
    @Transactional
    int raise(String runId, List<List<MonitoringRunner.Found>> applicants) {
        int raised = 0;
        for (List<MonitoringRunner.Found> found : applicants) {
            raised += raiseOne(runId, found);
        }
        return raised;
    }

    /**
     * Stores one applicant's new matches as alerts, each once ever, and for those stored now: opens a verification
     * in review if the policy says so, and queues one {@code DATABASE_SCREENING} callback. Returns how many alerts
     * are new.
     */
    private int raiseOne(String runId, List<MonitoringRunner.Found> found) {
        MonitoredSubject first = found.getFirst().subject();
        AccountId account = new AccountId(first.accountId());
        Policy policy = found.getFirst().policy();
        Instant now = clock.instant();
        List<Alert> stored = new ArrayList<>();
        Map<AmlSubject, List<ScreeningHit>> hits = new LinkedHashMap<>();
        for (MonitoringRunner.Found f : found) {
            ScreeningHit hit = f.hit();
            Alert alert = new Alert(Ids.newId(), first.accountId(), first.applicantId(), f.subject().subject().subjectId(),
                    f.subject().subject().role(), runId, f.subject().verificationId(), null, hit.list(),
                    hit.listType().id(), hit.entryId(), hit.entryName(), hit.matchedName(),
                    hit.score(), f.reason(), json.writeValueAsString(HitDetails.of(hit)), Alert.OPEN, null, null,
                    null, now);
            if (alerts.insertIfAbsent(alert)) {
                stored.add(alert);
                hits.computeIfAbsent(f.subject().subject(), s -> new ArrayList<>()).add(hit);
            }
        }
        if (stored.isEmpty()) {
            return 0;
        }
        String reviewId = null;
        if (Policy.MONITORING_REVIEW.equals(policy.amlMonitoringAction())) {
            CheckResult result = screening.resultOfHits(hits, MonitoringRunner.thresholds(policy));
            reviewId = verifications.openReview(account, first.verificationId(), result).orElse(null);
            if (reviewId != null) {
                alerts.linkReview(stored.stream().map(Alert::id).toList(), reviewId);
            }
        }
        applicants.touched(account, first.applicantId());
        Set<String> databases = new LinkedHashSet<>();
        Set<String> listTypes = new LinkedHashSet<>();
        List<AlertHit> callbackHits = new ArrayList<>();
        for (Alert alert : stored) {
            databases.add(alert.list());
            listTypes.add(alert.listType());
            callbackHits.add(AlertHit.of(alert, json));
        }
        events.publishEvent(new DatabaseScreeningFound(account, first.applicantId(),
                reviewId != null ? reviewId : first.verificationId(), List.copyOf(databases), List.copyOf(listTypes),
                callbackHits));
        return stored.size();
    }

    /** A verification opened for alerts was decided: declined confirms them, approved dismisses them. */
    @Transactional
    void reviewDecided(AccountId account, String verificationId, boolean approved) {
        for (Alert alert : alerts.openOfReview(account.value(), verificationId)) {
            alerts.decide(alert.id(), approved ? Alert.DISMISSED : Alert.CONFIRMED,
                    "Decided with verification " + verificationId, "verification", clock.instant());
            applicants.touched(account, alert.applicantId());
        }
    }
}
