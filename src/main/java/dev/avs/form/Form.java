package dev.avs.form;

import dev.avs.reference.DocumentType;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A hosted verification flow an account offers its applicants; the object of {@code GET /forms}.
 *
 * @param selfieUploadFallback whether, without a camera, the selfie step takes a photo upload (recorded as such for
 *                             the FACIAL check) or asks the applicant to use a device with a camera
 */
public record Form(String formId, String name, String applicantType, List<String> steps,
                   List<DocumentType> documentTypes,
                   List<String> verificationTypes, Long urlTtlSeconds, Integer maxAttempts, String redirectUrl,
                   String callbackUrl, boolean selfieUploadFallback, Instant createdAt, Instant updatedAt) {

    /** The names of an account's first forms, by applicant type: the pages show them in the applicant's language. */
    public static final Map<String, String> DEFAULT_NAMES = Map.of("PERSON", "Person verification (KYC)",
            "COMPANY", "Company verification (KYB)");

    /** Whether the form still has the name the service gave it, rather than one its operator chose. */
    public boolean hasDefaultName() {
        return name.equals(DEFAULT_NAMES.get(applicantType));
    }
}
