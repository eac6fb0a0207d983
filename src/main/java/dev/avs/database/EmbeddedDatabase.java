package dev.avs.database;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * The embedded H2 database as a laptop or a single host runs it, closed to everyone else. In {@code AUTO_SERVER}
 * mode the first process serves the database file to the others (operator commands) over TCP, and H2 starts that
 * server for other hosts too, on every interface, with the user {@code sa} and no password. Here, before H2 loads,
 * its server is bound to the loopback address only; {@link EmbeddedDatabasePassword} gives the database a password.
 */
public class EmbeddedDatabase implements EnvironmentPostProcessor, Ordered {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (environment.getProperty("spring.datasource.url", "").startsWith("jdbc:h2:")
                && System.getProperty("h2.bindAddress") == null) {
            System.setProperty("h2.bindAddress", "127.0.0.1");
        }
    }

    /** After the configuration files are read (the URL is in application.yml). */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
