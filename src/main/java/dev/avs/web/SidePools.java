package dev.avs.web;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * Small connection pools of their own on the main pool's database, for work that must not wait for (or hold) a
 * connection of the main pool: key rings, rate-limit buckets, the access log.
 */
public final class SidePools {

    private SidePools() {
    }

    /** The settings of a pool named {@code name} on {@code main}'s database; the caller adds its own and starts it. */
    public static HikariConfig beside(HikariDataSource main, String name, int maximumSize, int minimumIdle) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setJdbcUrl(main.getJdbcUrl());
        config.setUsername(main.getUsername());
        config.setPassword(main.getPassword());
        config.setMaximumPoolSize(maximumSize);
        config.setMinimumIdle(minimumIdle);
        return config;
    }
}
