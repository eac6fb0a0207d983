package dev.avs.monitoring;

import dev.avs.account.Accounts;
import dev.avs.account.AccountId;
import dev.avs.screening.AmlSubject;
import dev.avs.screening.ShownHit;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Policy;
import dev.avs.verification.Policies;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationStatus;
import dev.avs.verification.VerificationStatusChanged;
import dev.avs.verification.Verifications;
import java.time.Clock;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Keeps the monitored subjects current, in the transaction of each completed verification: an applicant whose
 * latest completed verification included AML (and whose policy has {@code aml_monitoring} on) is monitored as that
 * verification's snapshot had it, with the entries its screening already showed a person; any other completion
 * ends its monitoring. A verification opened for alerts settles them when decided.
 */
@Component
class SubjectRegistration {

    private final Verifications verifications;
    private final Policies policies;
    private final MonitoredSubjectRepository subjects;
    private final Alerts alerts;
    private final Clock clock;
    private final Accounts accounts;

    SubjectRegistration(Verifications verifications, Policies policies, MonitoredSubjectRepository subjects,
                        Alerts alerts, Clock clock, Accounts accounts) {
        this.accounts = accounts;
        this.verifications = verifications;
        this.policies = policies;
        this.subjects = subjects;
        this.alerts = alerts;
        this.clock = clock;
    }

    @EventListener
    void on(VerificationStatusChanged change) {
        if (change.status() != VerificationStatus.COMPLETED || change.applicantId() == null) {
            return;
        }
        Verifications.Decided decided = verifications.decided(change.account(), change.verificationId()).orElse(null);
        if (decided != null) {
            alerts.reviewDecided(change.account(), decided.verificationId(), Boolean.TRUE.equals(decided.verified()));
            register(change.account(), decided);
        }
    }

    /** The applicant's subjects as this, its latest completed verification, has them (none: not monitored). */
    void register(AccountId account, Verifications.Decided decided) {
        Policy policy = policies.effective(account, decided.formId());
        // a sandbox's applicants are test data: never monitored
        if (!decided.types().contains(CheckType.AML) || !policy.amlMonitoring() || accounts.isSandbox(account)) {
            subjects.remove(account.value(), decided.applicantId());
            return;
        }
        Map<String, Set<String>> known = knownHits(decided.checks());
        List<MonitoredSubject> rows = AmlSubject.of(decided.evidence()).stream()
                .map(s -> new MonitoredSubject(account.value(), decided.applicantId(),
                        decided.verificationId(), decided.formId(), s,
                        String.join("\n", known.getOrDefault(s.subjectId(), Set.of())),
                        clock.instant()))
                .toList();
        subjects.replace(account.value(), decided.applicantId(), rows);
    }

    /** Per subject id, the entries the AML check's reasons showed. */
    static Map<String, Set<String>> knownHits(List<CheckResult> checks) {
        Map<String, Set<String>> known = new HashMap<>();
        for (CheckResult check : checks) {
            if (check.type() != CheckType.AML) {
                continue;
            }
            for (Reason reason : check.reasons()) {
                for (ShownHit hit : ShownHit.of(reason)) {
                    known.computeIfAbsent(hit.subjectId(), k -> new HashSet<>())
                            .add(MonitoredSubject.hitKey(hit.list(), hit.entryId()));
                }
            }
        }
        return known;
    }
}
