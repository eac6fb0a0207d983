package dev.avs.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ConnectException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.transaction.TransactionSystemException;

class DatabaseCircuitTest {

    private final AtomicLong now = new AtomicLong();
    private final List<DatabaseAvailability> changes = new ArrayList<>();
    private final DatabaseCircuit circuit = new DatabaseCircuit(Duration.ofSeconds(1), changes::add, now::get);
    private final AtomicInteger attempts = new AtomicInteger();

    @Test
    void aRefusedConnectionOpensTheCircuitAndTheNextRequestsFailAtOnce() {
        assertThatThrownBy(() -> circuit.connect(refused())).hasMessageContaining("refused");
        assertThat(changes).containsExactly(new DatabaseAvailability(false));

        now.addAndGet(Duration.ofMillis(999).toNanos());
        assertThatThrownBy(() -> circuit.connect(working()))
                .satisfies(failure -> assertThat(DatabaseCircuit.isKnownOutage(failure)).isTrue())
                .satisfies(failure -> assertThat(DatabaseCircuit.isUnreachable(failure)).isTrue());
        assertThat(attempts).as("the pool was not asked again").hasValue(1);
    }

    @Test
    void onceAProbeIntervalHasPassedOneRequestTriesTheDatabaseAndItsSuccessClosesTheCircuit() throws SQLException {
        assertThatThrownBy(() -> circuit.connect(refused())).isInstanceOf(SQLException.class);
        now.addAndGet(Duration.ofSeconds(1).toNanos());

        assertThatThrownBy(() -> circuit.connect(refused())).as("a probe that fails").hasMessageContaining("refused");
        assertThatThrownBy(() -> circuit.connect(working())).as("the next probe only after another interval")
                .satisfies(failure -> assertThat(DatabaseCircuit.isKnownOutage(failure)).isTrue());
        now.addAndGet(Duration.ofSeconds(1).toNanos());
        assertThat(circuit.connect(() -> {
            // while it probes, every other request still fails at once
            assertThatThrownBy(() -> circuit.connect(working()))
                    .satisfies(failure -> assertThat(DatabaseCircuit.isKnownOutage(failure)).isTrue());
            return working().connect();
        })).isNull();

        assertThat(circuit.connect(working())).isNull();
        assertThat(attempts).hasValue(4);
        assertThat(changes).containsExactly(new DatabaseAvailability(false), new DatabaseAvailability(true));
    }

    @Test
    void aPoolWhoseConnectionsAreAllBusyIsNotADatabaseThatIsDown() throws SQLException {
        assertThatThrownBy(() -> circuit.connect(() -> {
            attempts.incrementAndGet();
            throw new SQLTransientConnectionException("Connection is not available, request timed out after 2000ms");
        })).isInstanceOf(SQLTransientConnectionException.class);

        assertThat(circuit.connect(working())).isNull();
        assertThat(attempts).hasValue(2);
        assertThat(changes).isEmpty();
    }

    @Test
    void failuresThatSayTheDatabaseCannotBeReachedWhereverTheySurface() {
        assertThat(DatabaseCircuit.isUnreachable(new TransactionSystemException("JDBC commit",
                new SQLException("An I/O error occurred while sending to the backend", "08006")))).isTrue();
        assertThat(DatabaseCircuit.isUnreachable(new SQLException("terminating connection due to administrator"
                + " command", "57P01"))).isTrue();
        assertThat(DatabaseCircuit.isUnreachable(new SQLException("The connection attempt failed",
                new ConnectException("Connection refused")))).isTrue();
        assertThat(DatabaseCircuit.isUnreachable(new DataIntegrityViolationException("duplicate",
                new SQLException("duplicate key value", "23505")))).isFalse();
        assertThat(DatabaseCircuit.summary(new TransactionSystemException("JDBC commit: secret value",
                new SQLException("An I/O error: secret value", "08006"))))
                .isEqualTo("TransactionSystemException < SQLException 08006").doesNotContain("secret");
    }

    private DatabaseCircuit.Connector refused() {
        return () -> {
            attempts.incrementAndGet();
            throw new SQLException("Connection to localhost:5432 refused", "08001", new ConnectException("refused"));
        };
    }

    /** A pool that connects (to nothing a test needs: the circuit only passes the connection on). */
    private DatabaseCircuit.Connector working() {
        return () -> {
            attempts.incrementAndGet();
            return (Connection) null;
        };
    }
}
