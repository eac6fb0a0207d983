package dev.avs.form;

import java.time.Instant;
import java.util.List;

/** A hosted verification flow an account offers its applicants; the object of {@code GET /forms}. */
public record Form(String formId, String name, String applicantType, List<String> steps, List<String> documentTypes,
                   List<String> verificationTypes, Long urlTtlSeconds, Integer maxAttempts, String redirectUrl,
                   String callbackUrl, Instant createdAt, Instant updatedAt) {
}
