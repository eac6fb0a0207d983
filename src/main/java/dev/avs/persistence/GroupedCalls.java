package dev.avs.persistence;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Calls to the database made by many requests at once, answered together: a caller hands its item over and waits
 * while one thread runs the items that arrived together as one group (one statement), so that a thousand calls a
 * second cost a few hundred statements, and each statement's fixed cost (a round trip, a commit, PostgreSQL's
 * per-statement work) is shared. The group after the one in flight starts only once it is done, so a call always
 * runs after it was made: whatever was committed before it, it sees.
 * <p>
 * A group the database refuses is run again one item at a time, so that an item it refuses fails only its own
 * call. Not started (or stopped), a call runs alone on the caller's thread. A component that extends it is started
 * and stopped with the service, after the web server stops (a lower phase stops later).
 *
 * @param <T> what a caller hands over
 * @param <R> what it gets back
 */
public class GroupedCalls<T, R> implements SmartLifecycle {

    /** An item's result, or what refused it. */
    public record Outcome<R>(R value, RuntimeException failure) {
    }

    private record Pending<T, R>(T item, CompletableFuture<R> result) {
    }

    private static final Logger log = LoggerFactory.getLogger(GroupedCalls.class);
    private static final Duration WAIT = Duration.ofSeconds(30);

    private final String name;
    private final Function<List<T>, List<R>> group;
    private final BlockingQueue<Pending<T, R>> queue = new LinkedBlockingQueue<>(10_000);
    private volatile Thread worker;
    private volatile boolean running;

    /**
     * {@code name} says what the calls are in errors and logs (and names the thread); {@code group} runs a group of
     * at most {@link Columns#ROWS_PER_STATEMENT} items and answers each, in order.
     */
    public GroupedCalls(String name, Function<List<T>, List<R>> group) {
        this.name = name;
        this.group = group;
    }

    /** The item's result, once the group holding it has run. */
    public R call(T item) {
        if (!running) {
            return alone(item);
        }
        Pending<T, R> pending = new Pending<>(item, new CompletableFuture<>());
        long deadline = System.nanoTime() + WAIT.toNanos();
        try {
            if (!queue.offer(pending, WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException(name + " is not keeping up: its queue is full");
            }
            while (true) {
                try {
                    return pending.result().get(200, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    // handed over just as the worker stopped: nobody else will run it
                    Thread thread = worker;
                    if ((thread == null || !thread.isAlive()) && queue.remove(pending)) {
                        return alone(item);
                    }
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException(name + " did not answer within " + WAIT, e);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for " + name, e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure
                    : new IllegalStateException(name + " failed", e.getCause());
        }
    }

    /** Runs the items as one group on this thread, each alone if the group is refused. */
    public List<Outcome<R>> run(List<T> items) {
        List<Outcome<R>> outcomes = new ArrayList<>(items.size());
        try {
            List<R> results = group.apply(items);
            results.forEach(result -> outcomes.add(new Outcome<>(result, null)));
            return outcomes;
        } catch (RuntimeException e) {
            if (items.size() == 1) {
                return List.of(new Outcome<>(null, e));
            }
        }
        for (T item : items) {
            try {
                outcomes.add(new Outcome<>(group.apply(List.of(item)).getFirst(), null));
            } catch (RuntimeException e) {
                outcomes.add(new Outcome<>(null, e));
            }
        }
        return outcomes;
    }

    private R alone(T item) {
        return group.apply(List.of(item)).getFirst();
    }

    private void drain() {
        List<Pending<T, R>> pendings = new ArrayList<>(Columns.ROWS_PER_STATEMENT);
        while (running || !queue.isEmpty()) {
            try {
                Pending<T, R> first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                pendings.add(first);
                queue.drainTo(pendings, Columns.ROWS_PER_STATEMENT - 1);
                List<Outcome<R>> outcomes = run(pendings.stream().map(Pending::item).toList());
                for (int i = 0; i < pendings.size(); i++) {
                    Outcome<R> outcome = outcomes.get(i);
                    if (outcome.failure() == null) {
                        pendings.get(i).result().complete(outcome.value());
                    } else {
                        log.error("{} failed for one call: {}", name, outcome.failure().getClass().getSimpleName());
                        pendings.get(i).result().completeExceptionally(outcome.failure());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                pendings.clear();
            }
        }
    }

    @Override
    public void start() {
        running = true;
        worker = Thread.ofPlatform().name(name).daemon().start(this::drain);
    }

    /** Stops once every item handed over has run. */
    @Override
    public void stop() {
        running = false;
        Thread thread = worker;
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
