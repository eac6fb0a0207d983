package dev.avs.audit;

import dev.avs.verification.ReviewerDecided;
import dev.avs.applicant.ApplicantErased;
import dev.avs.persistence.Ids;
import java.time.Clock;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/**
 * The account's access log: every read of personal data through the API ({@link ReadAudit}), every erasure and
 * every person's decision, appended, never changed. What other modules call to record something of their own.
 */
@Service
public class AuditLog {

    private final AuditRepository events;
    private final AuditWriter writer;
    private final Clock clock;

    AuditLog(AuditRepository events, AuditWriter writer, Clock clock) {
        this.events = events;
        this.writer = writer;
        this.clock = clock;
    }

    /**
     * Appends an event, committed with others of the same moment ({@link AuditWriter}); returns once it is stored.
     * {@code applicantId} may be null when the resource names none directly.
     */
    public void record(String accountId, String actor, String action, String resourceType, String resourceId,
                       String applicantId, List<String> fields, String requestId) {
        java.time.Instant at = clock.instant();
        writer.write(new AuditEvent(Ids.timeOrdered(at), accountId, at, actor, action, resourceType, resourceId,
                applicantId, fields, requestId));
    }

    /**
     * Hands over the event of a read of one applicant before it is answered, stored only if that applicant exists
     * in the account ({@link AuditWriter#submitRead}); what is returned waits until it is stored.
     */
    Supplier<Void> submitApplicantRead(String accountId, String actor, String applicantId, List<String> fields,
                                       String requestId) {
        java.time.Instant at = clock.instant();
        return writer.submitRead(new AuditEvent(Ids.timeOrdered(at), accountId, at, actor, "read", "applicant",
                applicantId, applicantId, fields, requestId));
    }

    /**
     * A person's decision goes in the log in the deciding transaction: who decided, approved or declined, and
     * whether callbacks were sent.
     */
    @EventListener
    void on(ReviewerDecided decided) {
        java.time.Instant at = clock.instant();
        events.insertAll(List.of(new AuditEvent(Ids.timeOrdered(at), decided.account().value(), at, decided.actor(),
                "decide", "verification", decided.verificationId(), decided.applicantId(),
                List.of(decided.approved() ? "approved" : "declined",
                        decided.callbacks() ? "callbacks_on" : "callbacks_off"), org.slf4j.MDC.get("request_id"))));
    }

    /** Erasures go in the log in the erasing transaction: the log then says who erased whom, and when. */
    @EventListener
    void on(ApplicantErased erased) {
        java.time.Instant at = clock.instant();
        events.insertAll(List.of(new AuditEvent(Ids.timeOrdered(at), erased.account().value(), at,
                erased.actor(), "erase", "applicant", erased.applicantId(), erased.applicantId(),
                List.of(erased.reason()), org.slf4j.MDC.get("request_id"))));
    }
}
