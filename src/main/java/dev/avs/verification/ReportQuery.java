package dev.avs.verification;

import dev.avs.web.ApiException;
import dev.avs.web.Cursors;
import dev.avs.web.PageRequest;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

/**
 * The filters of {@code GET /verifications/report}: a period of UTC dates (inclusive) on creation, and more. Rows
 * are paged either by {@code limit} and {@code cursor} (newest first) or, as KYCAID clients page, by
 * {@code offset} and {@code count} (oldest first, so that rows added meanwhile do not shift the pages);
 * {@code window} is null in the first case.
 */
record ReportQuery(LocalDate from, LocalDate to, VerificationStatus status, Boolean verified, String formId,
                   PageRequest page, Window window) {

    /** KYCAID's paging: skip {@code offset} rows, return at most {@code count} (1 to 1000). */
    record Window(int offset, int count) {
    }

    static final int MAX_COUNT = 1000;
    /** The longest period of one report: a year, leap or not. */
    static final int MAX_DAYS = 366;
    /** Dates as the contract writes them: four-digit years, no sign, real calendar days. */
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu-MM-dd")
            .withResolverStyle(ResolverStyle.STRICT);

    static ReportQuery parse(String from, String to, String date, String status, String verified, String formId,
                             String limit, String cursor, String offset, String count, Cursors cursors,
                             Clock clock) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        if (present(date) && (present(from) || present(to))) {
            throw ApiException.badRequest("Give date (one day) or from and to, not both");
        }
        LocalDate end = present(date) ? date("date", date, today) : date("to", to, today);
        LocalDate start = present(date) ? end : date("from", from, end.minusDays(30));
        if (start.isAfter(end)) {
            throw ApiException.validation("from", "from must not be after to");
        }
        if (ChronoUnit.DAYS.between(start, end) >= MAX_DAYS) {
            throw ApiException.validation(present(from) ? "from" : "to", "A report covers at most " + MAX_DAYS
                    + " days; ask for the period in parts");
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
        Window window = null;
        if (present(offset) || present(count)) {
            if (present(limit) || present(cursor)) {
                throw ApiException.badRequest("Page with limit and cursor or with offset and count, not both");
            }
            window = new Window(number("offset", offset, 0, 0, Integer.MAX_VALUE),
                    number("count", count, 100, 1, MAX_COUNT));
        }
        return new ReportQuery(start, end, wanted, decision, formId == null || formId.isBlank() ? null : formId.trim(),
                cursors.request(limit, cursor), window);
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }

    private static int number(String name, String value, int fallback, int min, int max) {
        if (!present(value)) {
            return fallback;
        }
        try {
            int number = Integer.parseInt(value.trim());
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ApiException.badRequest(name + " must be a whole number from " + min + " to " + max);
    }

    private static LocalDate date(String name, String value, LocalDate fallback) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return LocalDate.parse(value.trim(), DATE);
        } catch (DateTimeParseException e) {
            throw ApiException.validation(name, name + " must be a date in YYYY-MM-DD");
        }
    }
}
