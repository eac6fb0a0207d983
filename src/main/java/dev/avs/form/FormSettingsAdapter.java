package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.verification.CheckType;
import dev.avs.verification.FormSettingsSource;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Tells verifications what a form asks for: its checks and its callback URL. */
@Component
class FormSettingsAdapter implements FormSettingsSource {

    private final FormRepository forms;

    FormSettingsAdapter(FormRepository forms) {
        this.forms = forms;
    }

    @Override
    public Optional<FormSettings> find(AccountId account, String formId) {
        return forms.find(account.value(), formId).map(form -> new FormSettings(form.formId(),
                form.verificationTypes().stream().map(CheckType::valueOf).toList(), form.callbackUrl()));
    }
}
