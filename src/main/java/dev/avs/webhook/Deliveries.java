package dev.avs.webhook;

import dev.avs.account.AccountId;
import dev.avs.web.Cursors;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Service;

/** The delivery log for the console: a verification's callbacks and how each went, and sending one again. */
@Service
public class Deliveries {

    /** One callback: what, where, its state, how many attempts and how the last one ended. */
    public record Callback(String requestId, String type, String status, String targetUrl, int attempts,
                           String lastResult, Instant createdAt, Instant deliveredAt) {
    }

    private final EventLog log;
    private final Cursors cursors;

    Deliveries(EventLog log, Cursors cursors) {
        this.log = log;
        this.cursors = cursors;
    }

    /** The verification's callbacks, newest first (at most 100); 404 for another account's verification. */
    public List<Callback> ofVerification(AccountId account, String verificationId) {
        return log.list(account, verificationId, cursors.request("100", null)).items().stream()
                .map(e -> new Callback(e.requestId(), e.type(), e.status(), e.targetUrl(), e.attempts().size(),
                        e.attempts().isEmpty() ? null : result(e.attempts().getLast()), e.createdAt(),
                        e.deliveredAt()))
                .toList();
    }

    /** Sends the event again as {@code POST /events/{id}/resend} does; false when there is still no target. */
    public boolean resend(AccountId account, String requestId) {
        return log.resend(account, requestId).queued();
    }

    private static String result(EventView.AttemptView attempt) {
        return attempt.statusCode() != null ? "HTTP " + attempt.statusCode() : attempt.error();
    }
}
