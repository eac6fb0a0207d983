package dev.avs.persistence;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.persistence.*}: how a node behaves while its database cannot be reached ({@link DatabaseCircuit}). How
 * long a request waits for a connection is the pools' {@code spring.datasource.hikari.connection-timeout}.
 */
@ConfigurationProperties("avs.persistence")
public record PersistenceProperties(Duration probeInterval) {

    /** A 503's {@code Retry-After}: when the node tries the database again, in whole seconds, at least one. */
    public long retryAfterSeconds() {
        return Math.max(1, (probeInterval.toMillis() + 999) / 1000);
    }
}
