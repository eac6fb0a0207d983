package dev.avs.persistence;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.function.Consumer;
import javax.sql.DataSource;

/**
 * Small connection pools of their own on the main pool's database, for work that must not wait for (or hold) a
 * connection of the main pool: key rings, rate-limit buckets, the access log. They wait for a connection as long as
 * the main pool does, and stand behind its {@link DatabaseCircuit}.
 */
public final class SidePools {

    private SidePools() {
    }

    /**
     * A started pool of its own on {@code main}'s database, or null when {@code main} is not a Hikari pool (a
     * data source the caller then uses as it is); {@code settings} adds the caller's own settings.
     */
    public static HikariDataSource open(DataSource main, String name, int maximumSize, int minimumIdle,
                                        Consumer<HikariConfig> settings) {
        if (!(main instanceof HikariDataSource hikari)) {
            return null;
        }
        HikariConfig config = beside(hikari, name, maximumSize, minimumIdle);
        settings.accept(config);
        return hikari instanceof CircuitPool guarded ? new CircuitPool(config, guarded.circuit())
                : new HikariDataSource(config);
    }

    /** The settings of a pool named {@code name} on {@code main}'s database. */
    private static HikariConfig beside(HikariDataSource main, String name, int maximumSize, int minimumIdle) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setJdbcUrl(main.getJdbcUrl());
        config.setUsername(main.getUsername());
        config.setPassword(main.getPassword());
        config.setMaximumPoolSize(maximumSize);
        config.setMinimumIdle(minimumIdle);
        config.setConnectionTimeout(main.getConnectionTimeout());
        config.setValidationTimeout(main.getValidationTimeout());
        return config;
    }
}
