package dev.avs.webhook;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.verification.FormSettingsSource;
import dev.avs.verification.Verifications;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Where a verification's callbacks go: its own {@code callback_url} (which already took the form's at creation),
 * else its form's current one, else the account's default webhook URL; null if there is none.
 */
@Component
class Targets {

    private final Verifications verifications;
    private final List<FormSettingsSource> forms;
    private final Accounts accounts;

    Targets(Verifications verifications, List<FormSettingsSource> forms, Accounts accounts) {
        this.verifications = verifications;
        this.forms = forms;
        this.accounts = accounts;
    }

    String select(AccountId account, String verificationId) {
        return select(account, verifications.find(account, verificationId).orElse(null));
    }

    String select(AccountId account, Verifications.VerificationRef verification) {
        if (verification != null && present(verification.callbackUrl())) {
            return verification.callbackUrl();
        }
        if (verification != null && verification.formId() != null) {
            Optional<String> form = forms.stream()
                    .flatMap(source -> source.find(account, verification.formId()).stream())
                    .map(FormSettingsSource.FormSettings::callbackUrl).filter(Targets::present).findFirst();
            if (form.isPresent()) {
                return form.get();
            }
        }
        return accounts.webhook(account).map(Accounts.Webhook::url).filter(Targets::present).orElse(null);
    }

    private static boolean present(String url) {
        return !Objects.requireNonNullElse(url, "").isBlank();
    }
}
