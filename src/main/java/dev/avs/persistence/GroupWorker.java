package dev.avs.persistence;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The thread that runs grouped calls ({@link GroupedCalls}): it takes every call that arrived while the last round
 * ran, of one kind or of several, and runs them as the next round, the calls of each kind as one group. A round
 * starts only once the one before is done, so a call always runs after it was made. When {@link RoundTrips} runs
 * the worker, the groups of several kinds in a round go to the database together, in one round trip.
 */
final class GroupWorker {

    /** A call waiting for its round. */
    record Pending<T, R>(GroupedCalls<T, R> kind, T item, CompletableFuture<R> result) {
    }

    private final String name;
    private final RoundTrips together;
    private final BlockingQueue<Pending<?, ?>> queue = new LinkedBlockingQueue<>(10_000);
    private volatile Thread thread;
    private volatile boolean running;

    /** {@code together}: what may run a round's groups of several kinds at once; null, each kind on its own. */
    GroupWorker(String name, RoundTrips together) {
        this.name = name;
        this.together = together;
    }

    boolean running() {
        return running;
    }

    boolean offer(Pending<?, ?> pending, long millis) throws InterruptedException {
        return queue.offer(pending, millis, TimeUnit.MILLISECONDS);
    }

    /** Takes back a call that no thread will run any more (handed over just as the worker stopped). */
    boolean withdraw(Pending<?, ?> pending) {
        Thread worker = thread;
        return (worker == null || !worker.isAlive()) && queue.remove(pending);
    }

    void start() {
        running = true;
        thread = Thread.ofPlatform().name(name).daemon().start(this::drain);
    }

    /** Stops once every call handed over has run. */
    void stop(long millis) {
        running = false;
        Thread worker = thread;
        if (worker != null) {
            try {
                worker.join(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Runs and answers one round: each kind's calls as one group, all kinds at once where they can be. */
    void round(List<Pending<?, ?>> pendings) {
        Map<GroupedCalls<?, ?>, List<Pending<?, ?>>> kinds = new LinkedHashMap<>();
        pendings.forEach(pending -> kinds.computeIfAbsent(pending.kind(), kind -> new ArrayList<>()).add(pending));
        if (kinds.size() == 1 || together == null || !together.runTogether(kinds)) {
            kinds.forEach(GroupedCalls::answer);
        }
    }

    private void drain() {
        List<Pending<?, ?>> pendings = new ArrayList<>(Columns.ROWS_PER_STATEMENT);
        while (running || !queue.isEmpty()) {
            try {
                Pending<?, ?> first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                pendings.add(first);
                queue.drainTo(pendings, Columns.ROWS_PER_STATEMENT - 1);
                round(pendings);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                pendings.clear();
            }
        }
    }
}
