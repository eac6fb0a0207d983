package dev.avs.verification;

import dev.avs.web.ApiException;
import dev.avs.web.PageRequest;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** The filters of {@code GET /verifications/report}: a period of UTC dates (inclusive) on creation, and more. */
record ReportQuery(LocalDate from, LocalDate to, VerificationStatus status, Boolean verified, String formId,
                   PageRequest page) {

    static ReportQuery parse(String from, String to, String status, String verified, String formId, String limit,
                             String cursor, Clock clock) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        LocalDate end = date("to", to, today);
        LocalDate start = date("from", from, end.minusDays(30));
        if (start.isAfter(end)) {
            throw ApiException.badRequest("from must not be after to");
        }
        VerificationStatus wanted = null;
        if (status != null && !status.isBlank()) {
            try {
                wanted = VerificationStatus.of(status.trim());
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("status must be one of unused, pending, review, completed, expired");
            }
        }
        Boolean decision = null;
        if (verified != null && !verified.isBlank()) {
            decision = switch (verified.trim().toLowerCase(Locale.ROOT)) {
                case "true" -> true;
                case "false" -> false;
                default -> throw ApiException.badRequest("verified must be true or false");
            };
        }
        return new ReportQuery(start, end, wanted, decision, formId == null || formId.isBlank() ? null : formId.trim(),
                PageRequest.of(limit, cursor));
    }

    private static LocalDate date(String name, String value, LocalDate fallback) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return LocalDate.parse(value.trim());
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest(name + " must be a date in YYYY-MM-DD");
        }
    }
}
