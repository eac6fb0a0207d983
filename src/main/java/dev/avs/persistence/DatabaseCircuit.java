package dev.avs.persistence;

import java.net.ConnectException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the database can be reached, as the connection pools of one database find out ({@link CircuitPool}).
 * While it cannot, a connection waited for in vain would hold every request for the pool's whole
 * {@code connection-timeout}; so once a pool fails to connect, the circuit opens: every request for a connection fails
 * at once (and is answered 503, see {@link #isUnreachable}), and once each {@code probe-interval} one of them tries
 * the database again, waiting at most the pool's timeout. The first that gets a connection closes the circuit. A pool
 * whose connections are all busy is not a database that is down: its timeout opens nothing. Each change is logged
 * once and published ({@link DatabaseAvailability}).
 */
public final class DatabaseCircuit {

    /** The failure of a connection asked for while the circuit is open: the database is known to be unreachable. */
    static final class Open extends SQLTransientConnectionException {

        private Open() {
            super("The database cannot be reached; it is tried again shortly", "08001");
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;   // thrown for every request of an outage, and only ever classified, never logged
        }
    }

    /** Where a connection comes from: the pool behind the circuit. */
    interface Connector {
        Connection connect() throws SQLException;
    }

    private static final Logger log = LoggerFactory.getLogger(DatabaseCircuit.class);

    private final long probeNanos;
    private final Consumer<DatabaseAvailability> changes;
    private final LongSupplier nanoTime;
    private final AtomicBoolean open = new AtomicBoolean();
    private final AtomicBoolean probing = new AtomicBoolean();
    private volatile long nextProbe;

    /** {@code changes} hears when the database becomes unreachable and when it can be reached again. */
    DatabaseCircuit(Duration probeInterval, Consumer<DatabaseAvailability> changes) {
        this(probeInterval, changes, System::nanoTime);
    }

    DatabaseCircuit(Duration probeInterval, Consumer<DatabaseAvailability> changes, LongSupplier nanoTime) {
        this.probeNanos = probeInterval.toNanos();
        this.changes = changes;
        this.nanoTime = nanoTime;
    }

    /** A connection of the pool; at once the failure {@link Open} while the database is known to be unreachable. */
    Connection connect(Connector pool) throws SQLException {
        boolean probe = false;
        if (open.get()) {
            if (nanoTime.getAsLong() - nextProbe < 0 || !probing.compareAndSet(false, true)) {
                throw new Open();
            }
            probe = true;
        }
        try {
            Connection connection = pool.connect();
            if (open.get() && open.compareAndSet(true, false)) {
                log.info("The database can be reached again");
                announce(true);
            }
            return connection;
        } catch (SQLException e) {
            if (isUnreachable(e)) {
                nextProbe = nanoTime.getAsLong() + probeNanos;
                if (open.compareAndSet(false, true)) {
                    log.warn("The database cannot be reached ({}): requests that need it are answered 503 at once,"
                            + " and it is tried again every {} ms", summary(e), probeNanos / 1_000_000);
                    announce(false);
                }
            }
            throw e;
        } finally {
            if (probe) {
                probing.set(false);
            }
        }
    }

    private void announce(boolean available) {
        try {
            changes.accept(new DatabaseAvailability(available));
        } catch (RuntimeException e) {
            log.warn("Could not announce that the database {} be reached: {}", available ? "can" : "cannot",
                    summary(e));   // the context is closing: nothing listens any more
        }
    }

    /**
     * Whether a failure, or one of its causes, says that the database cannot be reached: a connection refused or
     * lost (SQL state class 08), the server shutting down, restarting or not accepting connections yet (57P), or the
     * circuit open.
     */
    public static boolean isUnreachable(Throwable failure) {
        for (Throwable cause : causes(failure)) {
            if (cause instanceof ConnectException || cause instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().startsWith("57P"))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the failure is that of the open circuit: the outage is known and was logged when it began. */
    public static boolean isKnownOutage(Throwable failure) {
        return causes(failure).stream().anyMatch(Open.class::isInstance);
    }

    /**
     * The failure's classes from the outermost to the cause, with their SQL states: what may be logged of it (its
     * messages can hold values of a request).
     */
    public static String summary(Throwable failure) {
        List<String> names = new ArrayList<>();
        for (Throwable cause : causes(failure)) {
            names.add(cause.getClass().getSimpleName()
                    + (cause instanceof SQLException sql && sql.getSQLState() != null ? " " + sql.getSQLState() : ""));
        }
        return String.join(" < ", names);
    }

    private static List<Throwable> causes(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = failure; t != null && !chain.contains(t) && chain.size() < 16; t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }
}
