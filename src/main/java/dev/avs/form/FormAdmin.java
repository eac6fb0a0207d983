package dev.avs.form;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.verification.Policies;
import dev.avs.verification.PolicyOverrides;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The operator's changes to an account's forms, from the configuration file or the command line. */
@Service
class FormAdmin {

    /** What applying a spec did. */
    record Applied(Form form, boolean created) {
    }

    private final FormRepository forms;
    private final Policies policies;
    private final Clock clock;

    FormAdmin(FormRepository forms, Policies policies, Clock clock) {
        this.forms = forms;
        this.policies = policies;
        this.clock = clock;
    }

    /**
     * Creates or changes a form: {@code formId} (else the spec's {@code form_id}) names the form to change and must
     * be one of the account's; without either, the account's form of the same name is changed, else a new one is
     * created. The policy overrides are validated and stored in the same transaction.
     */
    @Transactional
    Applied apply(AccountId account, FormSpec spec, String formId) {
        String id = formId != null ? formId : spec.formId();
        Form existing = id != null
                ? forms.find(account.value(), id).orElseThrow(() -> new IllegalArgumentException(
                        "No form " + id + " in account " + account.value()))
                : forms.findByName(account.value(), spec.name()).orElse(null);
        Instant now = clock.instant();
        Form form = new Form(existing == null ? Ids.newId() : existing.formId(), spec.name(), spec.applicantType(),
                spec.steps(), spec.documentTypes(), spec.verificationTypes(), spec.urlTtlSeconds(),
                spec.maxAttempts(), spec.redirectUrl(), spec.callbackUrl(), spec.selfieUploadFallback(),
                existing == null ? now : existing.createdAt(), now);
        if (existing == null) {
            forms.insert(account.value(), form);
        } else {
            forms.update(account.value(), form);
        }
        if (spec.policy() != null) {
            policies.setOverrides(account, form.formId(), new PolicyOverrides(spec.policy()));
        }
        return new Applied(form, existing == null);
    }

    /** The account's forms, oldest first, each with its policy overrides: what {@code forms list} prints. */
    @Transactional(readOnly = true)
    List<Map<String, Object>> list(AccountId account) {
        return forms.all(account.value()).stream().map(form -> {
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("form_id", form.formId());
            view.put("name", form.name());
            view.put("applicant_type", form.applicantType());
            view.put("steps", form.steps());
            view.put("document_types", form.documentTypes());
            view.put("verification_types", form.verificationTypes());
            view.put("url_ttl_seconds", form.urlTtlSeconds());
            view.put("max_attempts", form.maxAttempts());
            view.put("redirect_url", form.redirectUrl());
            view.put("callback_url", form.callbackUrl());
            view.put("selfie_upload_fallback", form.selfieUploadFallback());
            view.put("policy", policies.overrides(account, form.formId()).settings());
            return view;
        }).toList();
    }
}
