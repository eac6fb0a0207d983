package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.web.Redacted;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs a pending verification's checks on its snapshot and records the decision. The checks run outside any
 * transaction (they may decode images); the decision is written in one short transaction that succeeds only if the
 * verification is still pending, so a repeated run, or a reviewer who decided first, can never cause a second
 * decision.
 */
@Component
class VerificationEngine {

    private static final Logger log = LoggerFactory.getLogger(VerificationEngine.class);

    private final VerificationRepository verifications;
    private final CheckRegistry checks;
    private final JsonMapper json;
    private final TransactionTemplate transactions;
    private final ApplicationEventPublisher events;
    private final VerificationMetrics metrics;
    private final Clock clock;

    private final dev.avs.account.AccountService accounts;

    VerificationEngine(VerificationRepository verifications, CheckRegistry checks, JsonMapper json,
                       TransactionTemplate transactions, ApplicationEventPublisher events,
                       VerificationMetrics metrics, Clock clock, dev.avs.account.AccountService accounts) {
        this.accounts = accounts;
        this.metrics = metrics;
        this.verifications = verifications;
        this.checks = checks;
        this.json = json;
        this.transactions = transactions;
        this.events = events;
        this.clock = clock;
    }

    /** Runs the verification if it is still pending; does nothing otherwise. */
    void run(String verificationId) {
        Verification v = verifications.find(verificationId).orElse(null);
        if (v == null || v.status() != VerificationStatus.PENDING) {
            return;
        }
        VerificationRepository.Snapshot snapshot = verifications.snapshot(verificationId).orElseThrow();
        Evidence evidence = json.readValue(snapshot.evidence(), Evidence.class);
        Policy policy = json.readValue(snapshot.policy(), Policy.class);
        VerificationCheck.Context context = new VerificationCheck.Context(new AccountId(v.accountId()), v.id(),
                evidence, policy, LocalDate.ofInstant(v.createdAt(), ZoneOffset.UTC));
        List<CheckResult> results = new ArrayList<>();
        if (accounts.isSandbox(context.account())) {
            results.addAll(SandboxDecision.of(evidence).results(v.types()));
        } else {
            for (CheckType type : v.types()) {
                results.add(metrics.timed(type, () -> run(type, context)));
            }
        }
        decide(verificationId, results, Outcome.decide(results, policy));
    }

    /** Hands a verification whose runs kept failing to a person instead of leaving it pending forever. */
    void giveUp(String verificationId, String failure) {
        CheckResult error = CheckResult.of(CheckType.PROFILE, List.of(Reason.consider("CHECK_ERROR",
                "The checks could not run after several attempts; a person should review this verification",
                Map.of("failure", failure))));
        decide(verificationId, List.of(error), new Outcome(VerificationStatus.REVIEW, null, List.of(), 0));
    }

    private CheckResult run(CheckType type, VerificationCheck.Context context) {
        VerificationCheck check = checks.find(type).orElse(null);
        if (check == null) {
            return CheckResult.of(type, List.of(Reason.consider("CHECK_UNAVAILABLE",
                    "The " + type.key() + " check is not configured on this service", Map.of())));
        }
        try {
            return check.run(context);
        } catch (DataAccessException | CheckDeferred e) {
            throw e;
        } catch (RuntimeException e) {
            // A defect in one check must not hide the others' findings: a person looks at it instead.
            log.error("The {} check failed on verification {}", type, context.verificationId(), Redacted.of(e));
            return CheckResult.of(type, List.of(Reason.consider("CHECK_ERROR",
                    "The " + type.key() + " check could not complete; a person should review it", Map.of())));
        }
    }

    private void decide(String verificationId, List<CheckResult> results, Outcome outcome) {
        transactions.executeWithoutResult(status -> {
            Verification v = verifications.find(verificationId).orElseThrow();
            VerificationStatus previous = v.status();
            Instant at = clock.instant();
            if (v.decide(results, outcome, at) && verifications.update(v, previous)) {
                metrics.decided(v, "machine", at);
                events.publishEvent(new VerificationStatusChanged(new AccountId(v.accountId()), v.id(),
                        v.applicantId(), v.formId(), previous, v.status()));
            }
        });
    }
}
