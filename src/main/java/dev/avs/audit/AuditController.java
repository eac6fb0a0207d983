package dev.avs.audit;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.web.ApiException;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /audit-events}: the account's access log, newest first; read only (no call changes it). */
@RestController
class AuditController {

    private static final Set<String> ACTIONS = Set.of("read", "erase", "decide");

    private final AuditRepository events;
    private final Cursors cursors;

    AuditController(AuditRepository events, Cursors cursors) {
        this.events = events;
        this.cursors = cursors;
    }

    @GetMapping("/audit-events")
    Page<Map<String, Object>> list(AccountId account,
                                   @RequestParam(name = "applicant_id", required = false) String applicantId,
                                   @RequestParam(required = false) String action,
                                   @RequestParam(name = "resource_type", required = false) String resourceType,
                                   @RequestParam(required = false) String from,
                                   @RequestParam(required = false) String to,
                                   @RequestParam(required = false) String limit,
                                   @RequestParam(required = false) String cursor) {
        String applicant = blank(applicantId) ? null : applicantId.trim();
        if (applicant != null && !Ids.isWellFormed(applicant)) {
            throw ApiException.badRequest("applicant_id is not a valid id");
        }
        String wanted = blank(action) ? null : action.trim().toLowerCase(Locale.ROOT);
        if (wanted != null && !ACTIONS.contains(wanted)) {
            throw ApiException.badRequest("action must be read or erase");
        }
        String type = blank(resourceType) ? null : resourceType.trim().toLowerCase(Locale.ROOT);
        if (type != null && !type.matches("[a-z_]{1,40}")) {
            throw ApiException.badRequest("resource_type is not a resource type");
        }
        Instant since = instant(from, "from", false);
        Instant until = instant(to, "to", true);
        PageRequest page = cursors.request(limit, cursor);
        List<AuditEvent> rows = events.page(account.value(),
                new AuditRepository.Filter(applicant, wanted, type, since, until),
                page.after() == null ? null : page.after().at(), page.after() == null ? null : page.after().id(),
                page.limit() + 1);
        Page<AuditEvent> found = page.page(rows, e -> new PageRequest.Position(e.at(), e.id()));
        return new Page<>(found.items().stream().map(AuditController::view).toList(), found.nextCursor());
    }

    private static Map<String, Object> view(AuditEvent e) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("event_id", e.id());
        v.put("at", Timestamps.format(e.at()));
        v.put("actor", e.actor());
        v.put("action", e.action());
        v.put("resource_type", e.resourceType());
        v.put("resource_id", e.resourceId());
        v.put("applicant_id", e.applicantId());
        v.put("fields", e.fields());
        v.put("request_id", e.requestId());
        return v;
    }

    /** A timestamp (ISO-8601 UTC) or a date: a date's start, or for {@code to} the next day's start. */
    private static Instant instant(String value, String name, boolean end) {
        if (blank(value)) {
            return null;
        }
        String text = value.trim();
        try {
            if (text.length() == 10) {
                LocalDate date = LocalDate.parse(text);
                return (end ? date.plusDays(1) : date).atStartOfDay().toInstant(ZoneOffset.UTC);
            }
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest(name + " must be a date (YYYY-MM-DD) or a timestamp (YYYY-MM-DDThh:mm:ssZ)");
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
