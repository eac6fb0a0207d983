package dev.avs.verification;

import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The parameters of the verification endpoints. */
final class VerificationFields {

    private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9_]{0,63}");

    static final FieldSet CREATE = FieldSet.of(
            Field.id("applicant_id", "Applicant id"),
            Field.id("form_id", "Form id"),
            Field.choices("types", "Types",
                    Arrays.stream(CheckType.values()).map(Enum::name).collect(Collectors.toSet())),
            Field.url("callback_url", "Callback URL", 2048));

    static final FieldSet DECISION = FieldSet.of(
            Field.choice("verification_status", "Verification status", Set.of("APPROVED", "DECLINED")),
            Field.note("comment", "Comment", 2048),
            // KYCAID's switches: whether the decision sends callbacks (default true), and e-mails AVS does not send
            Field.bool("callback_enabled", "Callback enabled"),
            Field.bool("project_owner_email_enabled", "Project owner email enabled"),
            Field.bool("applicant_email_enabled", "Applicant email enabled"),
            new Field("decline_reasons", "Decline reasons", (raw, form, label) -> {
                List<String> codes = new java.util.ArrayList<>();
                if (raw.isArray()) {
                    raw.forEach(item -> codes.add(item.isString() ? item.stringValue().trim() : ""));
                } else if (raw.isString()) {
                    codes.add(raw.stringValue().trim());
                } else {
                    throw new Field.Invalid(label + " must be a list of codes");
                }
                if (!codes.stream().allMatch(c -> CODE.matcher(c).matches())) {
                    throw new Field.Invalid(label + " must be UPPER_SNAKE codes of at most 64 characters");
                }
                return List.copyOf(new java.util.LinkedHashSet<>(codes));
            }));

    private VerificationFields() {
    }
}
