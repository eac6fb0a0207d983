package dev.avs.form;

import static dev.avs.reference.DocumentType.BANK_STATEMENT;
import static dev.avs.reference.DocumentType.FINANCIAL_DOCUMENT;
import static dev.avs.reference.DocumentType.REGISTRATION_COMPANY;
import static dev.avs.reference.DocumentType.SELFIE_IMAGE;

import dev.avs.persistence.Ids;
import dev.avs.reference.DocumentType;
import dev.avs.web.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A form as the operator writes it (YAML), checked whole: every problem is reported with where it is, and the
 * steps must be able to collect what the verification types need.
 *
 * @param formId optional: the existing form this entry changes; without it the form of the same name, else a new one
 * @param policy the form's policy overrides; null leaves them as they are, empty clears them
 */
record FormSpec(String formId, String name, String applicantType, List<String> steps, List<DocumentType> documentTypes,
                List<String> verificationTypes, long urlTtlSeconds, Integer maxAttempts, String redirectUrl,
                String callbackUrl, boolean selfieUploadFallback, Map<String, Object> policy) {

    static final long MAX_TTL_SECONDS = 30L * 24 * 3600;
    private static final Set<String> KEYS = Set.of("form_id", "name", "applicant_type", "steps", "document_types",
            "verification_types", "url_ttl_seconds", "max_attempts", "redirect_url", "callback_url",
            "selfie_upload_fallback", "policy");
    private static final Map<String, List<String>> STEPS = Map.of(
            "PERSON", List.of("PROFILE", "DOCUMENT", "SELFIE", "ADDRESS", "FINANCIAL"),
            "COMPANY", List.of("COMPANY", "AFFILIATED_PERSONS", "DOCUMENT", "ADDRESS"));
    /** The names of the types a form's steps can collect. */
    private static final List<String> DOCUMENT_TYPES = Arrays.stream(DocumentType.values())
            .filter(t -> t.formStep() != null).map(Enum::name).toList();
    private static final List<String> CHECKS = List.of("PROFILE", "DOCUMENT", "FACIAL", "ADDRESS", "AML", "COMPANY",
            "FINANCIAL");
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    /** Reads and checks one entry; {@code where} prefixes every problem (e.g. {@code accounts.<id>[0]}). */
    static FormSpec read(JsonNode node, String where, JsonMapper json) {
        List<String> problems = new ArrayList<>();
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException(where + ": a form must be a mapping of name, applicant_type, steps, ...");
        }
        node.propertyNames().stream().filter(key -> !KEYS.contains(key)).forEach(key ->
                problems.add("unknown setting " + key + " (known: " + String.join(", ", KEYS.stream().sorted().toList()) + ")"));
        String formId = text(node, "form_id", problems, false);
        if (formId != null && !Ids.isWellFormed(formId)) {
            problems.add("form_id must be 36 lowercase hex characters");
        }
        String name = text(node, "name", problems, true);
        if (name != null && (name.isBlank() || name.length() > 255)) {
            problems.add("name must be 1 to 255 characters");
        }
        String type = text(node, "applicant_type", problems, true);
        if (type != null && !STEPS.containsKey(type)) {
            problems.add("applicant_type must be PERSON or COMPANY");
            type = null;
        }
        List<String> allowedSteps = type == null ? List.of() : STEPS.get(type);
        List<String> steps = type == null ? List.of() : list(node, "steps", allowedSteps, true, problems);
        if (type != null && !steps.isEmpty() && !steps.getFirst().equals(allowedSteps.getFirst())) {
            problems.add("steps must start with " + allowedSteps.getFirst() + ": the applicant is created there");
        }
        List<DocumentType> documentTypes = node.has("document_types") ? list(node, "document_types", DOCUMENT_TYPES,
                true, problems).stream().map(DocumentType::valueOf).toList()
                : Arrays.stream(DocumentType.values()).filter(t -> t.formStep() != null && steps.contains(t.formStep()))
                        .toList();
        List<String> checks = list(node, "verification_types", CHECKS, true, problems);
        consistency(type, steps, documentTypes, checks, problems);
        long ttl = number(node, "url_ttl_seconds", 1, MAX_TTL_SECONDS, 86_400, problems);
        Integer attempts = node.hasNonNull("max_attempts")
                ? (int) number(node, "max_attempts", 1, 1000, 0, problems) : null;
        String redirect = url(node, "redirect_url", problems);
        String callback = url(node, "callback_url", problems);
        boolean selfieUpload = true;
        if (node.has("selfie_upload_fallback")) {
            if (node.get("selfie_upload_fallback").isBoolean()) {
                selfieUpload = node.get("selfie_upload_fallback").asBoolean();
            } else {
                problems.add("selfie_upload_fallback must be true or false");
            }
        }
        Map<String, Object> policy = null;
        if (node.has("policy")) {
            if (node.get("policy").isObject()) {
                policy = json.convertValue(node.get("policy"), MAP);
            } else {
                problems.add("policy must be a mapping of policy settings (e.g. min_age: 21)");
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(where + ": " + String.join("; ", problems));
        }
        return new FormSpec(formId, name.strip(), type, steps, documentTypes, checks, ttl, attempts, redirect,
                callback, selfieUpload, policy);
    }

    private static void consistency(String type, List<String> steps, List<DocumentType> documents,
                                    List<String> checks, List<String> problems) {
        boolean identity = documents.stream().anyMatch(DocumentType::identity);
        need(checks.contains("DOCUMENT"), steps.contains("DOCUMENT") && identity,
                "DOCUMENT needs the DOCUMENT step and an identity document type", problems);
        need(checks.contains("FACIAL"), "PERSON".equals(type) && steps.containsAll(List.of("DOCUMENT", "SELFIE"))
                && documents.contains(SELFIE_IMAGE) && identity,
                "FACIAL needs a PERSON form with the DOCUMENT and SELFIE steps, " + SELFIE_IMAGE
                        + " and an identity document type",
                problems);
        need(checks.contains("ADDRESS"), steps.contains("ADDRESS"), "ADDRESS needs the ADDRESS step", problems);
        need(checks.contains("COMPANY"), "COMPANY".equals(type) && steps.containsAll(List.of("AFFILIATED_PERSONS",
                "DOCUMENT")) && documents.contains(REGISTRATION_COMPANY),
                "COMPANY needs a COMPANY form with the AFFILIATED_PERSONS and DOCUMENT steps and "
                        + REGISTRATION_COMPANY,
                problems);
        need(steps.contains("SELFIE"), documents.contains(SELFIE_IMAGE), "the SELFIE step needs " + SELFIE_IMAGE,
                problems);
        boolean funds = documents.stream().anyMatch(DocumentType::fundsStatement);
        String statements = BANK_STATEMENT + " or " + FINANCIAL_DOCUMENT;
        need(checks.contains("FINANCIAL"), "PERSON".equals(type) && steps.contains("FINANCIAL") && funds,
                "FINANCIAL needs a PERSON form with the FINANCIAL step and " + statements, problems);
        need(steps.contains("FINANCIAL"), funds, "the FINANCIAL step needs " + statements, problems);
        need("PERSON".equals(type) && steps.contains("DOCUMENT"), identity,
                "the DOCUMENT step of a PERSON form needs an identity document type", problems);
    }

    private static void need(boolean applies, boolean met, String problem, List<String> problems) {
        if (applies && !met) {
            problems.add(problem);
        }
    }

    private static String text(JsonNode node, String key, List<String> problems, boolean required) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            if (required) {
                problems.add(key + " is required");
            }
            return null;
        }
        if (!value.isString()) {
            problems.add(key + " must be text");
            return null;
        }
        return value.asString();
    }

    private static List<String> list(JsonNode node, String key, List<String> allowed, boolean required,
                                     List<String> problems) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull() || (value.isArray() && value.isEmpty())) {
            if (required) {
                problems.add(key + " must list at least one of " + String.join(", ", allowed));
            }
            return List.of();
        }
        if (!value.isArray()) {
            problems.add(key + " must be a list");
            return List.of();
        }
        Set<String> items = new LinkedHashSet<>();
        for (JsonNode item : value) {
            String text = item.isString() ? item.asString().strip().toUpperCase(Locale.ROOT) : item.toString();
            if (!allowed.contains(text)) {
                problems.add(key + ": " + text + " is not one of " + String.join(", ", allowed));
            } else if (!items.add(text)) {
                problems.add(key + ": " + text + " is listed twice");
            }
        }
        return List.copyOf(items);
    }

    private static long number(JsonNode node, String key, long min, long max, long absent, List<String> problems) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            return absent;
        }
        if (!value.isIntegralNumber() || value.asLong() < min || value.asLong() > max) {
            problems.add(key + " must be a whole number from " + min + " to " + max);
            return absent;
        }
        return value.asLong();
    }

    private static String url(JsonNode node, String key, List<String> problems) {
        String value = text(node, key, problems, false);
        if (value != null && (value.length() > 2048 || !Field.isHttpUrl(value))) {
            problems.add(key + " must be an http or https URL of at most 2048 characters");
            return null;
        }
        return value;
    }
}
