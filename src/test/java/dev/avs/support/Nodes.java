package dev.avs.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.AvsApplication;
import dev.avs.account.Accounts;
import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Nodes of the service that a test starts, stops and kills one after the other on a database of their own, as a
 * cluster's nodes share theirs. The first node started creates the account whose key {@link #api} uses.
 */
public final class Nodes {

    private final String database;
    private final Map<String, Object> settings;
    private String key;

    /** {@code settings} apply to every node; a different {@code database} gives an empty database. */
    public Nodes(String database, Map<String, Object> settings) {
        this.database = database;
        this.settings = Map.copyOf(settings);
    }

    /** Starts a node with these configuration classes added to the service's. */
    public ConfigurableApplicationContext start(Class<?>... more) {
        return start(Map.of(), more);
    }

    /** Starts a node with these settings besides the nodes' and these configuration classes. */
    public ConfigurableApplicationContext start(Map<String, Object> extra, Class<?>... more) {
        Map<String, Object> properties = new HashMap<>(TestDatabase.properties(database));
        properties.put("server.port", "0");
        properties.putAll(settings);
        properties.putAll(extra);
        Class<?>[] sources = new Class<?>[more.length + 1];
        sources[0] = AvsApplication.class;
        System.arraycopy(more, 0, sources, 1, more.length);
        // As command-line arguments, the settings outrank application.yml (builder properties would not).
        String[] args = properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
        ConfigurableApplicationContext node = new SpringApplicationBuilder(sources).profiles("test").run(args);
        if (key == null) {
            key = node.getBean(Accounts.class).createAccount("nodes").key().key();
        }
        return node;
    }

    /** A client of the node for the account the first node created. */
    public Api api(ConfigurableApplicationContext node) {
        return new Api(baseUrl(node), key);
    }

    public static String baseUrl(ConfigurableApplicationContext node) {
        return "http://localhost:" + ((WebServerApplicationContext) node).getWebServer().getPort();
    }

    /**
     * Stops the node as a process that is killed or crashes does: its connections go first, so that it writes
     * nothing more (no heartbeat, no failed attempt, nothing it was doing), then the rest of it. Threads stuck in
     * its work stay stuck.
     */
    public static void kill(ConfigurableApplicationContext node) {
        node.getBean(HikariDataSource.class).close();
        node.close();
    }

    /** A database name no earlier run used (a PostgreSQL schema outlives the test run that made it). */
    public static String fresh(String name) {
        return name + "-" + Long.toString(System.currentTimeMillis() % 100_000_000L, 36);
    }
}
