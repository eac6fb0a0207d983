package dev.avs.audit;

import dev.avs.persistence.GroupedCalls;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Group commit for read events. Every read of personal data appends a row; one commit per read made a read as
 * costly as a write (a disk flush each). A reader hands its event over and waits until the group holding it is
 * committed ({@link GroupedCalls}): the events that arrive while one group commits go together in the next, so a
 * thousand reads a second cost a few hundred commits, and no read returns before its event is stored. A group is
 * one multi-row INSERT, autocommitted (a statement is atomic on its own): one round trip to the database, no BEGIN
 * and COMMIT.
 */
@Component
class AuditWriter extends GroupedCalls<AuditEvent, Void> {

    AuditWriter(AuditRepository events) {
        super("audit-writer", group -> {
            events.insertGroup(group);
            return Collections.nCopies(group.size(), null);
        });
    }

    /** Stores the event with others arriving at the same time; returns once it is committed. */
    void write(AuditEvent event) {
        call(event);
    }

    /**
     * Stores a group in one statement; if the database refuses it, each event alone, so that an event the
     * database refuses (whoever's it is) fails only its own read, never the others' of the same moment. Returns
     * per event what refused it, null where it was stored.
     */
    List<RuntimeException> store(List<AuditEvent> group) {
        return run(group).stream().map(GroupedCalls.Outcome::failure).toList();
    }
}
