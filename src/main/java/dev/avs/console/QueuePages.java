package dev.avs.console;

import dev.avs.verification.Reviews;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The review queue: verifications in review, the longest waiting first, with who holds each; filters by form,
 * reason code, age and "claimed by me". A filter value that makes no sense is said so, not ignored silently.
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class QueuePages {

    /** The queue shows at most this many; the count in the header is the whole queue. */
    static final int SHOWN = 500;

    /** A row of the queue page. */
    public record Row(Reviews.Waiting waiting, String age, String holder, boolean mine) {
    }

    private final Reviews reviews;
    private final Claims claims;
    private final ConsoleUsers users;
    private final Clock clock;

    QueuePages(Reviews reviews, Claims claims, ConsoleUsers users, Clock clock) {
        this.reviews = reviews;
        this.claims = claims;
        this.users = users;
        this.clock = clock;
    }

    @GetMapping("/console/queue")
    String queue(@RequestParam(required = false) String form, @RequestParam(required = false) String reason,
                 @RequestParam(name = "older_than_hours", required = false) String olderThan,
                 @RequestParam(required = false) String mine, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        Integer hours = null;
        if (olderThan != null && !olderThan.isBlank()) {
            if (!olderThan.trim().matches("[0-9]{1,5}")) {
                model.addAttribute("problem", "Older than must be a whole number of hours");
            } else {
                hours = Integer.parseInt(olderThan.trim());
            }
        }
        Map<String, String> holders = claims.holders(me.account());
        Map<String, String> names = new java.util.HashMap<>();
        users.all(me.home()).forEach(u -> names.put(u.userId(), u.name()));
        java.time.Instant now = clock.instant();
        Integer minHours = hours;
        List<Row> rows = reviews.queue(me.account(), SHOWN).stream()
                .filter(w -> blank(form) || form.trim().equals(w.formId()))
                .filter(w -> blank(reason) || w.reasonCodes().contains(reason.trim().toUpperCase(java.util.Locale.ROOT)))
                .filter(w -> minHours == null || Duration.between(w.createdAt(), now).toHours() >= minHours)
                .filter(w -> mine == null || me.userId().equals(holders.get(w.verificationId())))
                .map(w -> new Row(w, age(Duration.between(w.createdAt(), now)),
                        holders.containsKey(w.verificationId()) ? names.getOrDefault(holders.get(w.verificationId()), "?")
                                : null, me.userId().equals(holders.get(w.verificationId()))))
                .toList();
        model.addAttribute("rows", rows);
        model.addAttribute("form", form);
        model.addAttribute("reason", reason);
        model.addAttribute("olderThan", olderThan);
        model.addAttribute("mine", mine != null);
        return "console/queue";
    }

    static String age(Duration age) {
        if (age.toDays() > 0) {
            return age.toDays() + " d " + age.toHoursPart() + " h";
        }
        if (age.toHours() > 0) {
            return age.toHours() + " h " + age.toMinutesPart() + " min";
        }
        return Math.max(age.toMinutes(), 0) + " min";
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
