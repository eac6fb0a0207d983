package dev.avs.audit;

import dev.avs.persistence.GroupedCalls;
import dev.avs.persistence.RoundTrips;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Group commit for read events. Every read of personal data appends a row; one commit per read made a read as
 * costly as a write (a disk flush each). A reader hands its event over and waits until the group holding it is
 * committed ({@link GroupedCalls}): the events that arrive while one group commits go together in the next, so a
 * thousand reads a second cost a few hundred commits, and no read returns before its event is stored. A group is
 * one multi-row INSERT, autocommitted (a statement is atomic on its own), sent with the reads' version checks of
 * the same moment ({@link RoundTrips}): one round trip to the database, no BEGIN and COMMIT.
 */
@Component
class AuditWriter extends GroupedCalls<AuditWriter.Write, Void> {

    /** An event to store; with {@code ifApplicantExists}, only if its applicant exists in its account. */
    record Write(AuditEvent event, boolean ifApplicantExists) {
    }

    AuditWriter(AuditRepository events, RoundTrips roundTrips) {
        super("audit-writer", events.groupInsert(), roundTrips);
    }

    /** Stores the event with others arriving at the same time; returns once it is committed. */
    void write(AuditEvent event) {
        call(new Write(event, false));
    }

    /**
     * Hands a read's event over before the read is answered, stored only if the applicant read exists; what is
     * returned waits until it is stored.
     */
    Supplier<Void> submitRead(AuditEvent event) {
        return submit(new Write(event, true));
    }

    /**
     * Stores a group in one statement; if the database refuses it, each event alone, so that an event the
     * database refuses (whoever's it is) fails only its own read, never the others' of the same moment. Returns
     * per event what refused it, null where it was stored.
     */
    List<RuntimeException> store(List<AuditEvent> group) {
        return run(group.stream().map(event -> new Write(event, false)).toList()).stream()
                .map(GroupedCalls.Outcome::failure).toList();
    }
}
