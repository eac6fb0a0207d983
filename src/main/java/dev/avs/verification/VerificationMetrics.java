package dev.avs.verification;

import dev.avs.persistence.AfterCommit;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Prometheus figures of verifications: decisions by outcome and by whom ({@code avs_verifications_decided_total}),
 * the time from creation to the machine's decision ({@code avs_verification_duration_seconds}) and each check's
 * run time ({@code avs_verification_check_duration_seconds}, which holds the face and document engines' share).
 * Decisions count once their transaction has committed.
 */
@Component
class VerificationMetrics {

    private final MeterRegistry registry;

    VerificationMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** A verification was decided, by the engine ({@code machine}) or a person ({@code person}). */
    void decided(Verification v, String by, Instant at) {
        String outcome = v.status() == VerificationStatus.REVIEW ? "review"
                : Boolean.TRUE.equals(v.verified()) ? "approved" : "declined";
        Runnable count = () -> {
            Counter.builder("avs.verifications.decided").description("Verifications decided, by outcome and by whom")
                    .tag("outcome", outcome).tag("by", by).register(registry).increment();
            if ("machine".equals(by)) {
                Timer.builder("avs.verification.duration").description("From a verification's creation to its decision")
                        .tag("outcome", outcome).publishPercentileHistogram().register(registry)
                        .record(Duration.between(v.createdAt(), at));
            }
        };
        AfterCommit.run(count);
    }

    CheckResult timed(CheckType type, Supplier<CheckResult> check) {
        return Timer.builder("avs.verification.check.duration").description("Run time of one check of a verification")
                .tag("check", type.name()).publishPercentileHistogram().register(registry).record(check);
    }
}
