package dev.avs.verification;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** {@code unused} → {@code pending} → {@code review} → {@code completed}; {@code unused} → {@code expired}. */
public enum VerificationStatus {
    UNUSED, PENDING, REVIEW, COMPLETED, EXPIRED;

    @JsonValue
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static VerificationStatus of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }

    /** Pending or in review: the applicant may not start another verification meanwhile. */
    public boolean isActive() {
        return this == PENDING || this == REVIEW;
    }
}
