package dev.avs.webhook;

import java.time.Instant;
import java.util.List;

/** An event in the delivery log ({@code GET /verifications/{id}/events}): what was sent where, and how it went. */
record EventView(String requestId, String type, long sequence, String status, String targetUrl,
                 List<AttemptView> attempts, Instant nextAttemptAt, Instant createdAt, Instant deliveredAt) {

    /** One attempt: when it started, the receiver's status code or the kind of error, and how long it took. */
    record AttemptView(Instant at, Integer statusCode, String error, long durationMs) {
    }

    static EventView of(OutboxRepository.Event event, List<OutboxRepository.Attempt> attempts) {
        return new EventView(event.requestId(), event.type().name(), event.sequence(), event.status().code(),
                event.targetUrl(), attempts.stream()
                        .map(a -> new AttemptView(a.at(), a.statusCode(), a.error(), a.durationMs())).toList(),
                event.nextAttemptAt(), event.createdAt(), event.deliveredAt());
    }
}
