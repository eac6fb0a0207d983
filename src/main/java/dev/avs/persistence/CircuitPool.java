package dev.avs.persistence;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A Hikari pool behind its database's {@link DatabaseCircuit}: the service's pool and the small pools of its own
 * ({@link SidePools}) share one circuit, as they share the database.
 */
public class CircuitPool extends HikariDataSource {

    private final DatabaseCircuit circuit;

    /** A pool configured by its setters (Spring Boot binds {@code spring.datasource.hikari.*} to them). */
    CircuitPool(DatabaseCircuit circuit) {
        this.circuit = circuit;
    }

    /** A pool started at once with this configuration. */
    CircuitPool(HikariConfig config, DatabaseCircuit circuit) {
        super(config);
        this.circuit = circuit;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return circuit.connect(super::getConnection);
    }

    DatabaseCircuit circuit() {
        return circuit;
    }
}
