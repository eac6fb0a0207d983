package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.lists.SubjectType;
import dev.avs.screening.lists.ListType;
import dev.avs.account.AccountId;
import dev.avs.web.ApiException;
import dev.avs.web.Body;
import dev.avs.web.ErrorType;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code POST /screening/search} and {@code GET /screening/lists}: ad-hoc screening and list freshness. */
@RestController
class ScreeningController {

    static final int DEFAULT_LIMIT = 10;

    private static final FieldSet SEARCH = FieldSet.of(
            Field.text("name", "Name", 256),
            Field.choice("type", "Type", Set.of("PERSON", "COMPANY")),
            new Field("dob", "Date of birth", ScreeningController::birthDateOrYear),
            Field.country("nationality", "Nationality"),
            new Field("limit", "Limit", ScreeningController::limit));

    private final Screening screening;
    private final Clock clock;

    ScreeningController(Screening screening, Clock clock) {
        this.screening = screening;
        this.clock = clock;
    }

    @PostMapping("/screening/search")
    Map<String, Object> search(AccountId account, Body body) {
        Problems problems = new Problems();
        Values values = SEARCH.read(body, problems);
        SEARCH.require(values, problems, List.of("name"));
        problems.throwIfAny();
        Object dob = values.get("dob");
        String type = values.text("type");
        Integer limit = (Integer) values.get("limit");
        double threshold = screening.defaultThresholds().matchThreshold();
        ScreeningQuery query = new ScreeningQuery(values.text("name"), type == null ? null : SubjectType.valueOf(type),
                dob instanceof LocalDate date ? date : null, dob instanceof Integer year ? year : null,
                values.text("nationality"), limit == null ? DEFAULT_LIMIT : limit, threshold);
        List<ScreeningHit> hits = screening.search(query).orElseThrow(() -> new ApiException(ErrorType.UNAVAILABLE,
                "No sanctions list is loaded on this node yet; GET /screening/lists shows why"));
        List<Map<String, Object>> out = new ArrayList<>();
        for (ScreeningHit hit : hits) {
            Map<String, Object> h = new LinkedHashMap<>();
            h.put("list", hit.list());
            h.put("list_type", hit.listType().id());
            h.put("pep", hit.pep());
            h.put("entry_id", hit.entryId());
            h.put("entry_name", hit.entryName());
            h.put("entry_type", hit.entryType());
            h.put("matched_name", hit.matchedName());
            h.put("score", hit.score());
            h.put("explanation", hit.explanation());
            out.add(h);
        }
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("hits", out);
        reply.put("threshold", threshold);
        reply.put("lists", lists());
        return reply;
    }

    @GetMapping("/screening/lists")
    Map<String, Object> lists(AccountId account) {
        return Map.of("lists", lists());
    }

    private List<Map<String, Object>> lists() {
        Instant staleBefore = clock.instant().minus(screening.defaultThresholds().maxListAge());
        List<Map<String, Object>> out = new ArrayList<>();
        for (ListStatus status : screening.lists()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("name", status.name());
            s.put("format", status.format());
            s.put("location", status.location());
            s.put("type", status.type().id());
            s.put("pep", status.type() == ListType.PEP);
            s.put("status", status.status());
            s.put("entries", status.entries());
            s.put("sha256", status.sha256());
            s.put("loaded_at", status.loadedAt());
            s.put("age_seconds", status.loadedAt() == null ? null
                    : Math.max(0, java.time.Duration.between(status.loadedAt(), clock.instant()).toSeconds()));
            s.put("refresh_interval_seconds", status.refreshInterval().toSeconds());
            s.put("last_attempt_at", status.lastAttemptAt());
            s.put("last_error", status.lastError());
            s.put("stale", status.loadedAt() == null || status.loadedAt().isBefore(staleBefore));
            out.add(s);
        }
        return out;
    }

    /** A past date in YYYY-MM-DD, or a year alone (the lists often know only the year). */
    private static Object birthDateOrYear(tools.jackson.databind.JsonNode raw, boolean form, String label) {
        String message = label + " must be a past date in YYYY-MM-DD or a year";
        String text = raw.isNumber() ? raw.asString() : raw.isString() ? raw.stringValue().strip() : null;
        if (text == null) {
            throw new Field.Invalid(message);
        }
        LocalDate today = LocalDate.now(java.time.ZoneOffset.UTC);
        if (text.length() == 4 && text.chars().allMatch(Character::isDigit)) {
            int year = Integer.parseInt(text);
            if (year < 1900 || year > today.getYear()) {
                throw new Field.Invalid(message);
            }
            return year;
        }
        try {
            if (text.length() != 10) {
                throw new Field.Invalid(message);
            }
            LocalDate date = LocalDate.parse(text);
            if (!date.isBefore(today) || date.getYear() < 1900) {
                throw new Field.Invalid(message);
            }
            return date;
        } catch (DateTimeParseException e) {
            throw new Field.Invalid(message);
        }
    }

    private static Object limit(tools.jackson.databind.JsonNode raw, boolean form, String label) {
        String message = label + " must be a whole number from 1 to 50";
        int value;
        if (raw.isIntegralNumber() && raw.canConvertToInt()) {
            value = raw.intValue();
        } else if (form && raw.isString() && raw.stringValue().strip().matches("\\d{1,3}")) {
            value = Integer.parseInt(raw.stringValue().strip());
        } else {
            throw new Field.Invalid(message);
        }
        if (value < 1 || value > 50) {
            throw new Field.Invalid(message);
        }
        return value;
    }
}
