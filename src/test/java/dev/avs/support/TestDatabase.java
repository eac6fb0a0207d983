package dev.avs.support;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The database of a test run: H2 in memory by default; PostgreSQL when the build's PostgreSQL execution sets
 * {@code avs.test.database=postgresql} and {@code AVS_TEST_DB_URL} names the server (.ci/run starts one).
 */
public final class TestDatabase {

    private TestDatabase() {
    }

    public static boolean isPostgres() {
        return "postgresql".equals(System.getProperty("avs.test.database"));
    }

    public static void register(DynamicPropertyRegistry registry) {
        register(registry, "avs-it");
    }

    /**
     * Registers a database; a different {@code name} gives an empty H2 database (PostgreSQL: a schema), and a file
     * store of its own: stored contents are shared by content, so a store shared by two databases would lose one's
     * files when the other's erasure or retention deletes the content it no longer refers to.
     */
    public static void register(DynamicPropertyRegistry registry, String name) {
        // each JVM of a run (two share each run) on databases, schemas and file stores of its own (avs.test.fork:
        // Maven's fork number)
        String fork = System.getProperty("avs.test.fork", "").replaceAll("\\W", "");
        registry.add("avs.file.storage-dir", () -> "./target/it-data/files-" + name + fork);
        if (isPostgres()) {
            String url = System.getenv("AVS_TEST_DB_URL");
            if (url == null) {
                throw new IllegalStateException("avs.test.database=postgresql needs AVS_TEST_DB_URL");
            }
            String schema = name.replace('-', '_') + fork;
            registry.add("spring.datasource.url", () -> url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema);
            registry.add("spring.flyway.schemas", () -> schema);
            registry.add("spring.flyway.create-schemas", () -> "true");
            registry.add("spring.datasource.username", () -> env("AVS_TEST_DB_USER", "avs"));
            registry.add("spring.datasource.password", () -> env("AVS_TEST_DB_PASSWORD", "avs"));
        } else {
            registry.add("spring.datasource.url", () -> "jdbc:h2:mem:" + name
                    + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
        }
    }

    /** The same settings as properties, for contexts a test starts itself. */
    public static java.util.Map<String, Object> properties(String name) {
        java.util.Map<String, Object> properties = new java.util.LinkedHashMap<>();
        register(new DynamicPropertyRegistry() {
            @Override
            public void add(String key, java.util.function.Supplier<Object> value) {
                properties.put(key, value.get());
            }
        }, name);
        return properties;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null ? fallback : value;
    }
}
