package dev.avs.audit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Group commit for read events. Every read of personal data appends a row; one commit per read made a read as
 * costly as a write (a disk flush each). A reader hands its event over and waits until the group holding it is
 * committed: the events that arrive while one group commits go together in the next, so a thousand reads a second
 * cost a few hundred commits, and no read returns before its event is stored. A group is one multi-row INSERT,
 * autocommitted (a statement is atomic on its own): one round trip to the database, no BEGIN and COMMIT.
 */
@Component
class AuditWriter implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(AuditWriter.class);
    /** One statement's worth of rows. */
    private static final int LARGEST_GROUP = dev.avs.persistence.Columns.ROWS_PER_STATEMENT;
    private static final Duration WAIT = Duration.ofSeconds(30);

    private record Pending(AuditEvent event, CompletableFuture<Void> stored) {
    }

    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>(10_000);
    private final AuditRepository events;
    private volatile Thread writer;
    private volatile boolean running;

    AuditWriter(AuditRepository events) {
        this.events = events;
    }

    /** Stores the event with others arriving at the same time; returns once it is committed. */
    void write(AuditEvent event) {
        Pending pending = new Pending(event, new CompletableFuture<>());
        long deadline = System.nanoTime() + WAIT.toNanos();
        try {
            if (!running) {
                events.insertAll(List.of(event));
                return;
            }
            if (!queue.offer(pending, WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("The access log is not keeping up: its queue is full");
            }
            while (true) {
                try {
                    pending.stored().get(200, TimeUnit.MILLISECONDS);
                    return;
                } catch (TimeoutException e) {
                    // handed over just as the writer stopped: nobody else will store it
                    Thread thread = writer;
                    if ((thread == null || !thread.isAlive()) && queue.remove(pending)) {
                        events.insertAll(List.of(event));
                        return;
                    }
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("The access log did not commit within " + WAIT, e);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while writing the access log", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("Could not write the access log", e.getCause());
        }
    }

    private void drain() {
        List<Pending> group = new ArrayList<>(LARGEST_GROUP);
        while (running || !queue.isEmpty()) {
            try {
                Pending first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                group.add(first);
                queue.drainTo(group, LARGEST_GROUP - 1);
                commit(group);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                group.clear();
            }
        }
    }

    private void commit(List<Pending> group) {
        List<RuntimeException> failures = store(group.stream().map(Pending::event).toList());
        for (int i = 0; i < group.size(); i++) {
            if (failures.get(i) == null) {
                group.get(i).stored().complete(null);
            } else {
                log.error("Could not store an access log event: {}", failures.get(i).getClass().getSimpleName());
                group.get(i).stored().completeExceptionally(failures.get(i));
            }
        }
    }

    /**
     * Stores a group in one statement; if the database refuses it, each event alone, so that an event the
     * database refuses (whoever's it is) fails only its own read, never the others' of the same moment. Returns
     * per event what refused it, null where it was stored.
     */
    List<RuntimeException> store(List<AuditEvent> group) {
        List<RuntimeException> failures = new ArrayList<>(java.util.Collections.nCopies(group.size(), null));
        try {
            events.insertGroup(group);
            return failures;
        } catch (RuntimeException e) {
            if (group.size() == 1) {
                failures.set(0, e);
                return failures;
            }
        }
        for (int i = 0; i < group.size(); i++) {
            try {
                events.insertGroup(List.of(group.get(i)));
            } catch (RuntimeException e) {
                failures.set(i, e);
            }
        }
        return failures;
    }

    @Override
    public void start() {
        running = true;
        writer = Thread.ofPlatform().name("audit-writer").daemon().start(this::drain);
    }

    /** Stops after the web server (a lower phase stops later), with every event handed over stored. */
    @Override
    public void stop() {
        running = false;
        Thread thread = writer;
        if (thread != null) {
            try {
                thread.join(WAIT.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return 0;
    }
}
