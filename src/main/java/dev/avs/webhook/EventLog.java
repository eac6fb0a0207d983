package dev.avs.webhook;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.Jobs;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.Page;
import dev.avs.web.PageRequest;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Reading the delivery log of a verification's callbacks, and sending a callback again. */
@Service
class EventLog {

    /** The event after a resend, and whether a delivery was queued (false: there is still no target). */
    record Resent(EventView event, boolean queued) {
    }

    private final OutboxRepository events;
    private final Verifications verifications;
    private final Targets targets;
    private final Jobs jobs;
    private final Clock clock;

    EventLog(OutboxRepository events, Verifications verifications, Targets targets, Jobs jobs, Clock clock) {
        this.events = events;
        this.verifications = verifications;
        this.targets = targets;
        this.jobs = jobs;
        this.clock = clock;
    }

    /** A verification's events, newest (highest sequence) first. */
    @Transactional(readOnly = true)
    Page<EventView> list(AccountId account, String verificationId, PageRequest page) {
        if (verifications.find(account, verificationId).isEmpty()) {
            throw ApiException.notFound();
        }
        List<OutboxRepository.Event> rows = events.page(account.value(), verificationId,
                page.after() == null ? null : page.after().id(), page.limit() + 1);
        Page<OutboxRepository.Event> found = page.page(rows,
                e -> new PageRequest.Position(e.createdAt(), e.requestId()));
        return new Page<>(views(found.items()), found.nextCursor());
    }

    /**
     * Starts a new delivery round of the same bytes (same request_id, so receivers de-duplicate): the target is
     * chosen again (a fixed URL takes effect) and the retry schedule starts over. If an attempt is running at
     * this moment, that attempt is the resend.
     */
    @Transactional
    Resent resend(AccountId account, String requestId) {
        OutboxRepository.Event event = (Ids.isWellFormed(requestId) ? events.find(account.value(), requestId)
                : java.util.Optional.<OutboxRepository.Event>empty()).orElseThrow(ApiException::notFound);
        String target = targets.select(account, event.verificationId());
        Instant now = clock.instant();
        if (target == null) {
            events.restart(requestId, EventStatus.NO_TARGET, null, null);
        } else {
            events.restart(requestId, EventStatus.PENDING, target, now);
            DeliveryTask.queueNow(jobs, requestId, now);
        }
        return new Resent(views(List.of(events.find(requestId).orElseThrow())).getFirst(), target != null);
    }

    private List<EventView> views(List<OutboxRepository.Event> page) {
        Map<String, List<OutboxRepository.Attempt>> attempts = events.attempts(
                        page.stream().map(OutboxRepository.Event::requestId).toList()).stream()
                .collect(Collectors.groupingBy(OutboxRepository.Attempt::requestId));
        return page.stream().map(e -> EventView.of(e, attempts.getOrDefault(e.requestId(), List.of()))).toList();
    }
}
