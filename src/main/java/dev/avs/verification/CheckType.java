package dev.avs.verification;

/** The kinds of checks a verification can run; each is implemented by the module that owns its data. */
public enum CheckType {
    PROFILE, DOCUMENT, FACIAL, ADDRESS, AML, COMPANY, VIDEO, FINANCIAL;

    /** The key of this check in the KYCAID-shaped {@code verifications} summary. */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
