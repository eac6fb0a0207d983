package dev.avs.database;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * The embedded H2 database as a laptop or a single host runs it, closed to everyone else. In {@code AUTO_SERVER}
 * mode the first process serves the database file to the others (operator commands) over TCP, and H2 starts that
 * server for other hosts too, on every interface, with the user {@code sa} and no password. Here, before H2 loads:
 * its server binds to the loopback address only, and the database gets a generated password, kept beside it in a
 * file only its owner can read ({@code <database>.password}); a database made before without one gets it on the
 * first start. Nothing changes when {@code AVS_DB_PASSWORD} (or another database) is configured.
 */
public class EmbeddedDatabase implements EnvironmentPostProcessor, Ordered {

    private static final String FILE_URL = "jdbc:h2:file:";
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        String url = environment.getProperty("spring.datasource.url", "");
        if (!url.startsWith("jdbc:h2:")) {
            return;
        }
        if (System.getProperty("h2.bindAddress") == null) {
            System.setProperty("h2.bindAddress", "127.0.0.1");
        }
        String password = environment.getProperty("spring.datasource.password", "");
        if (!url.startsWith(FILE_URL) || !password.isEmpty()) {
            return;
        }
        String user = environment.getProperty("spring.datasource.username", "sa");
        Path database = Path.of(url.substring(FILE_URL.length()).split(";", 2)[0]);
        String generated = passwordOf(database, user, url);
        environment.getPropertySources().addFirst(new MapPropertySource("avs-embedded-database",
                Map.of("spring.datasource.password", generated)));
    }

    /** After the configuration files are read (the URL is in application.yml). */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    /**
     * The database's password from its file, made now when there is none (by the first of several processes
     * starting together: the file is created exclusively); a database that exists without one is given it.
     */
    private static String passwordOf(Path database, String user, String url) {
        Path file = Path.of(database + ".password");
        try {
            if (!Files.exists(file)) {
                byte[] bytes = new byte[24];
                RANDOM.nextBytes(bytes);
                String fresh = HexFormat.of().formatHex(bytes);
                if (database.toAbsolutePath().getParent() != null) {
                    Files.createDirectories(database.toAbsolutePath().getParent());
                }
                try {
                    Files.writeString(file, fresh, StandardOpenOption.CREATE_NEW);
                    restrict(file);
                    if (Files.exists(Path.of(database + ".mv.db"))) {
                        setPassword(url, user, fresh);
                    }
                } catch (FileAlreadyExistsException anotherProcessWasFirst) {
                    // its password it is
                }
            }
            return Files.readString(file).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create the embedded database's password file " + file, e);
        }
    }

    /** A database made without a password: it gets the new one (connecting as it was, without). */
    private static void setPassword(String url, String user, String password) {
        try (Connection connection = DriverManager.getConnection(url, user, "");
             Statement statement = connection.createStatement()) {
            // unquoted: the name is folded as it was when the database was made with it
            statement.execute("ALTER USER " + user.replaceAll("[^A-Za-z0-9_]", "") + " SET PASSWORD '" + password
                    + "'");
        } catch (SQLException e) {
            throw new IllegalStateException("The embedded database could not be given its password: "
                    + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }

    private static void restrict(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // the platform's default permissions
        }
    }
}
