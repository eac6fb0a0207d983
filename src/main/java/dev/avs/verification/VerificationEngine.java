package dev.avs.verification;

import dev.avs.account.Accounts;
import dev.avs.account.AccountId;
import dev.avs.scheduling.AttemptFailure;
import dev.avs.scheduling.AttemptProgress;
import dev.avs.web.Redacted;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
 * verification is still pending, so a repeated run, a run given up, or a reviewer who decided first, can never
 * cause a second decision. Before each check the run records which one it starts ({@link AttemptProgress}), so
 * that a run whose node dies can be named when it is given up.
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

    private final Accounts accounts;
    private final AttemptProgress progress;

    VerificationEngine(VerificationRepository verifications, CheckRegistry checks, JsonMapper json,
                       TransactionTemplate transactions, ApplicationEventPublisher events,
                       VerificationMetrics metrics, Clock clock, Accounts accounts,
                       AttemptProgress progress) {
        this.accounts = accounts;
        this.progress = progress;
        this.metrics = metrics;
        this.verifications = verifications;
        this.checks = checks;
        this.json = json;
        this.transactions = transactions;
        this.events = events;
        this.clock = clock;
    }

    /** The checks' findings on a verification and the decision they make, not yet recorded. */
    record Findings(String verificationId, List<CheckResult> results, Outcome outcome) {
    }

    /**
     * Runs the checks of the verification if it is still pending (null otherwise) and returns what they found,
     * without recording it: the verification job records it with {@link #decide(Findings)} only while its
     * attempt still counts, so the findings of an attempt abandoned at its deadline are dropped.
     */
    Findings check(String verificationId) {
        Verification v = verifications.find(verificationId).orElse(null);
        if (v == null || v.status() != VerificationStatus.PENDING) {
            return null;
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
                progress.step(type.name());
                results.add(metrics.timed(type, () -> run(type, context)));
            }
        }
        return new Findings(verificationId, results, Outcome.decide(results, policy));
    }

    /** Records the findings as the decision, unless the verification was decided meanwhile. */
    void decide(Findings findings) {
        decide(findings.verificationId(), findings.results(), findings.outcome());
    }

    /**
     * Hands a verification whose runs kept failing to a person instead of leaving it pending forever. When the
     * runs were cut off (their node stopped, or they passed their deadline) the reason names the check, and the
     * file it was reading if any: most likely a file no engine of this service can process within its limits.
     */
    void giveUp(String verificationId, AttemptFailure failure) {
        if (verifications.find(verificationId).filter(v -> v.status() == VerificationStatus.PENDING).isEmpty()) {
            return;   // decided meanwhile (a reviewer, or this give-up before its job could be removed)
        }
        CheckType check = Arrays.stream(CheckType.values()).filter(t -> t.name().equals(failure.step()))
                .findFirst().orElse(null);
        Map<String, Object> details = new LinkedHashMap<>();
        if (check != null) {
            details.put("check", check.key());
        }
        int attempts = failure.attempts();
        Reason reason;
        if (!failure.cutOff()) {
            details.put("attempts", attempts);
            reason = Reason.consider("CHECK_ERROR", "The checks could not run after " + attempts
                    + " attempts; a person should review this verification", details);
        } else {
            String how = failure.how() == AttemptFailure.How.DEADLINE_PASSED ? "the last one ran past its deadline"
                    : "the node running the last one stopped";
            if (failure.fileId() != null) {
                details.put("file_id", failure.fileId());
                documentOf(verificationId, failure.fileId()).ifPresent(document -> details.put("document_id", document));
            }
            details.put("attempts", attempts);
            details.put("failure", failure.how().name().toLowerCase(Locale.ROOT));
            reason = failure.fileId() != null
                    ? Reason.consider("FILE_UNPROCESSABLE", "A file of this verification could not be processed"
                    + " within the service's limits after " + attempts + " attempts (" + how
                    + "); a person should review it", details)
                    : Reason.consider("CHECK_ERROR", "The checks could not complete within the service's limits after "
                    + attempts + " attempts (" + how + "); a person should review this verification", details);
        }
        CheckResult error = CheckResult.of(check == null ? CheckType.PROFILE : check, List.of(reason));
        decide(verificationId, List.of(error), new Outcome(VerificationStatus.REVIEW, null, List.of(), 0));
    }

    /** The document of the verification's evidence that holds the file. */
    private Optional<String> documentOf(String verificationId, String fileId) {
        return verifications.snapshot(verificationId)
                .map(snapshot -> json.readValue(snapshot.evidence(), Evidence.class))
                .flatMap(evidence -> evidence.documents().stream().filter(d -> d.fileIds().contains(fileId))
                        .map(Evidence.DocumentFacts::documentId).findFirst());
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
