package dev.avs.verification;

import dev.avs.account.AccountId;
import java.time.LocalDate;
import java.util.List;

/**
 * One kind of check, implemented by the module that owns its data; the engine knows only this interface. A check
 * reads the snapshot, never live data, apart from look-ups across applicants such as duplicates.
 */
public interface VerificationCheck {

    CheckType type();

    /** What the applicant lacks for this check to start; empty when it can run. */
    List<Gap> gaps(Evidence evidence, Policy policy);

    CheckResult run(Context context);

    /** Refuses, with IllegalArgumentException naming the setting, a policy whose settings of this check are wrong. */
    default void validate(Policy policy) {
    }

    /** Everything a check may use. {@code date} is the verification's creation date (UTC), so replays agree. */
    record Context(AccountId account, String verificationId, Evidence evidence, Policy policy, LocalDate date) {
    }
}
