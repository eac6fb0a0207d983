package dev.avs.verification;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A sandbox verification's outcome, chosen by a magic value instead of the engines: the applicant's last name (a
 * company's name) {@code Sandbox-Approved}, {@code Sandbox-Review}, {@code Sandbox-Declined}, or
 * {@code Sandbox-Declined-<Reason-Code>} (declined with that reason, e.g. {@code Sandbox-Declined-Face-Mismatch});
 * any other name is approved. Case, spaces, hyphens and underscores do not matter. docs/sandbox.md lists them.
 */
record SandboxDecision(Kind kind, String reasonCode, String magic) {

    enum Kind { APPROVED, REVIEW, DECLINED }

    private static final String PREFIX = "SANDBOX_";
    private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9_]{0,63}");
    static final String REVIEW_CODE = "SANDBOX_REVIEW";
    static final String DECLINED_CODE = "SANDBOX_DECLINED";

    /** The decision the applicant's name asks for; IllegalArgumentException for a magic value that is not one. */
    static SandboxDecision of(Evidence evidence) {
        String name = evidence.isCompany() ? evidence.applicant().companyName() : evidence.applicant().lastName();
        String magic = name == null ? "" : name.strip().toUpperCase(Locale.ROOT).replaceAll("[\\s\\-.]+", "_");
        if (!magic.startsWith(PREFIX)) {
            return new SandboxDecision(Kind.APPROVED, null, null);
        }
        String value = magic.substring(PREFIX.length());
        if (value.equals("APPROVED")) {
            return new SandboxDecision(Kind.APPROVED, null, name);
        }
        if (value.equals("REVIEW")) {
            return new SandboxDecision(Kind.REVIEW, REVIEW_CODE, name);
        }
        if (value.equals("DECLINED")) {
            return new SandboxDecision(Kind.DECLINED, DECLINED_CODE, name);
        }
        if (value.startsWith("DECLINED_") && CODE.matcher(value.substring("DECLINED_".length())).matches()) {
            return new SandboxDecision(Kind.DECLINED, value.substring("DECLINED_".length()), name);
        }
        throw new IllegalArgumentException("\"" + name + "\" is not a sandbox value: use Sandbox-Approved,"
                + " Sandbox-Review, Sandbox-Declined or Sandbox-Declined-<Reason-Code> (docs/sandbox.md)");
    }

    /** One result per requested check: all clear, or the first carrying the reason the value names. */
    List<CheckResult> results(List<CheckType> types) {
        List<CheckResult> results = new ArrayList<>();
        for (CheckType type : types) {
            if (results.isEmpty() && kind != Kind.APPROVED) {
                Map<String, Object> details = Details.of("sandbox", true, "magic_value", magic);
                String message = "Sandbox: " + (kind == Kind.REVIEW ? "sent to review" : "declined")
                        + " as the applicant's name asks";
                results.add(CheckResult.of(type, List.of(kind == Kind.REVIEW
                        ? Reason.consider(reasonCode, message, details) : Reason.fail(reasonCode, message, details))));
            } else {
                results.add(CheckResult.clear(type));
            }
        }
        return results;
    }
}
