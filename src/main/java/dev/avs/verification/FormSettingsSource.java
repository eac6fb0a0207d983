package dev.avs.verification;

import dev.avs.account.AccountId;
import java.util.List;
import java.util.Optional;

/** The settings of a hosted form a verification runs under; implemented by the form module. */
public interface FormSettingsSource {

    Optional<FormSettings> find(AccountId account, String formId);

    /**
     * What a verification takes from its form: the checks to run and the callback URL. (A form's policy overrides
     * are kept by {@link Policies}.)
     */
    record FormSettings(String formId, List<CheckType> verificationTypes, String callbackUrl) {
    }
}
