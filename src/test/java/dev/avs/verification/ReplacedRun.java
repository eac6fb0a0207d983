package dev.avs.verification;

import java.util.List;
import java.util.function.BiFunction;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * A check bean whose run a test replaces (to stall it as a stuck or dying worker would), the check itself still
 * answering for its gaps and given to the replacement to run when it goes on.
 */
final class ReplacedRun {

    private ReplacedRun() {
    }

    /** Replaces the run of the check of {@code type}: {@code run} gets the real check and the context. */
    static BeanPostProcessor of(CheckType type, BiFunction<VerificationCheck, VerificationCheck.Context, CheckResult> run) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String name) {
                if (!(bean instanceof VerificationCheck check) || check.type() != type) {
                    return bean;
                }
                return new VerificationCheck() {
                    @Override
                    public CheckType type() {
                        return type;
                    }

                    @Override
                    public List<Gap> gaps(Evidence evidence, Policy policy) {
                        return check.gaps(evidence, policy);
                    }

                    @Override
                    public CheckResult run(Context context) {
                        return run.apply(check, context);
                    }
                };
            }
        };
    }
}
