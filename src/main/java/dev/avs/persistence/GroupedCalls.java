package dev.avs.persistence;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.dao.DataAccessResourceFailureException;

/**
 * Calls to the database made by many requests at once, answered together: a caller hands its item over and waits
 * while one thread runs the items that arrived together as one group (one statement), so that a thousand calls a
 * second cost a few hundred statements, and each statement's fixed cost (a round trip, a commit, PostgreSQL's
 * per-statement work) is shared. The group after the one in flight starts only once it is done, so a call always
 * runs after it was made: whatever was committed before it, it sees.
 * <p>
 * A group the database refuses is run again one item at a time, so that an item it refuses fails only its own
 * call. Not started (or stopped), a call runs alone on the caller's thread. A component that extends it is started
 * and stopped with the service, after the web server stops (a lower phase stops later). Calls answered by one SQL
 * statement ({@link GroupedStatement}) can share a thread and a connection with other kinds ({@link RoundTrips}):
 * the groups waiting at the same moment then travel in one round trip.
 *
 * @param <T> what a caller hands over
 * @param <R> what it gets back
 */
public class GroupedCalls<T, R> implements SmartLifecycle {

    /** An item's result, or what refused it. */
    public record Outcome<R>(R value, RuntimeException failure) {
    }

    private static final Logger log = LoggerFactory.getLogger(GroupedCalls.class);
    /**
     * How long a call waits to be handed over and for its group: a group takes milliseconds, and a database that
     * refuses connections fails it within the pool's connection timeout; one that does not answer at all holds the
     * call no longer than this before it is answered as unavailable (503).
     */
    private static final Duration WAIT = Duration.ofSeconds(5);
    /** How long stopping waits for the calls handed over to run. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(30);

    private final Duration wait;
    private final String name;
    private final Function<List<T>, List<R>> group;
    private final GroupedStatement<T, R> statement;
    private final GroupWorker worker;
    private final boolean ownWorker;

    /**
     * {@code name} says what the calls are in errors and logs (and names the thread); {@code group} runs a group of
     * at most {@link Columns#ROWS_PER_STATEMENT} items and answers each, in order.
     */
    public GroupedCalls(String name, Function<List<T>, List<R>> group) {
        this(name, group, WAIT);
    }

    /** {@code wait}: how long a call waits for its group before it fails as the database being unavailable. */
    GroupedCalls(String name, Function<List<T>, List<R>> group, Duration wait) {
        this.wait = wait;
        this.name = name;
        this.group = group;
        this.statement = null;
        this.worker = new GroupWorker(name, null);
        this.ownWorker = true;
    }

    /** Calls answered by one statement a group, run by the shared {@code roundTrips} beside other kinds. */
    public GroupedCalls(String name, GroupedStatement<T, R> statement, RoundTrips roundTrips) {
        this.wait = WAIT;
        this.name = name;
        this.group = items -> roundTrips.execute(statement, items);
        this.statement = statement;
        this.worker = roundTrips.worker();
        this.ownWorker = false;
    }

    /** The item's result, once the group holding it has run. */
    public R call(T item) {
        return worker.running() ? await(enqueue(item)) : alone(item);
    }

    /**
     * Hands the item over without waiting; what is returned waits for the item's result. A caller that has other
     * work to do meanwhile (a request that renders while its access-log event is stored) waits once, not twice.
     */
    public Supplier<R> submit(T item) {
        if (!worker.running()) {
            try {
                R result = alone(item);
                return () -> result;
            } catch (RuntimeException e) {
                return () -> {
                    throw e;
                };
            }
        }
        GroupWorker.Pending<T, R> pending = enqueue(item);
        return () -> await(pending);
    }

    private GroupWorker.Pending<T, R> enqueue(T item) {
        GroupWorker.Pending<T, R> pending = new GroupWorker.Pending<>(this, item, new CompletableFuture<>());
        try {
            if (!worker.offer(pending, wait.toMillis())) {
                throw new DataAccessResourceFailureException(name + " is not keeping up: its queue is full");
            }
            return pending;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for " + name, e);
        }
    }

    private R await(GroupWorker.Pending<T, R> pending) {
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            while (true) {
                try {
                    return pending.result().get(200, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    if (worker.withdraw(pending)) {
                        return alone(pending.item());
                    }
                    if (System.nanoTime() > deadline) {
                        // a database that does not answer is unavailable: 503, not an internal error
                        throw new DataAccessResourceFailureException(name + " did not answer within " + wait, e);
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

    /** The statement of a group, or null when the group is not one statement. */
    GroupedStatement<T, R> statement() {
        return statement;
    }

    @SuppressWarnings("unchecked")
    List<T> items(List<GroupWorker.Pending<?, ?>> calls) {
        return calls.stream().map(call -> (T) call.item()).toList();
    }

    /** Runs the calls of a round as one group (each alone if refused) and answers them. */
    void answer(List<GroupWorker.Pending<?, ?>> calls) {
        complete(calls, run(items(calls)));
    }

    @SuppressWarnings("unchecked")
    void complete(List<GroupWorker.Pending<?, ?>> calls, List<Outcome<R>> outcomes) {
        for (int i = 0; i < calls.size(); i++) {
            CompletableFuture<R> result = (CompletableFuture<R>) calls.get(i).result();
            Outcome<R> outcome = outcomes.get(i);
            if (outcome.failure() == null) {
                result.complete(outcome.value());
            } else {
                if (!DatabaseCircuit.isUnreachable(outcome.failure())) {
                    // a database that cannot be reached is reported once, by its circuit, and to each caller as 503
                    log.error("{} failed for one call: {}", name, outcome.failure().getClass().getSimpleName());
                }
                result.completeExceptionally(outcome.failure());
            }
        }
    }

    @Override
    public void start() {
        if (ownWorker) {
            worker.start();
        }
    }

    /** Stops once every item handed over has run. */
    @Override
    public void stop() {
        if (ownWorker) {
            worker.stop(STOP_WAIT.toMillis());
        }
    }

    @Override
    public boolean isRunning() {
        return worker.running();
    }

    @Override
    public int getPhase() {
        return 0;
    }
}
