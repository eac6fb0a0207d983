package dev.avs.database;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.OwnerOnlyFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * A password for an embedded H2 database file that has none configured: generated on the first start and kept beside
 * the database in a file only its owner can read ({@code <database>.password}); a database made before without one
 * gets it on its next start. Applied to the connection pool as it is made, when the database's address is final.
 * Nothing changes when {@code AVS_DB_PASSWORD} (or another database) is configured. The database's folder and file
 * are made its owner's only ({@link #ownerOnly}), with a password configured or not, and every commit is written
 * before it returns ({@link #durable}).
 */
@Component
class EmbeddedDatabasePassword implements BeanPostProcessor {

    private static final String FILE_URL = "jdbc:h2:file:";
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource pool && pool.getJdbcUrl() != null
                && pool.getJdbcUrl().startsWith(FILE_URL)) {
            Path database = Path.of(pool.getJdbcUrl().substring(FILE_URL.length()).split(";", 2)[0]);
            pool.setJdbcUrl(durable(pool.getJdbcUrl()));
            if (pool.getPassword() == null || pool.getPassword().isEmpty()) {
                String user = pool.getUsername() == null ? "sa" : pool.getUsername();
                pool.setPassword(passwordOf(database, user, pool.getJdbcUrl()));
            }
            ownerOnly(database);
        }
        return bean;
    }

    /**
     * The URL with H2's {@code WRITE_DELAY=0} unless it sets its own: a commit is written to the file before it
     * returns. H2's default keeps commits in memory for up to a second; a process killed in that second (SIGKILL, an
     * out-of-memory killer, a container stopped hard) lost every commit since the last write, a new database's
     * tables included, though the client had its answer (measured: 100 rows committed, the process halted at once:
     * the database empty after; with the setting, all 100 there).
     */
    static String durable(String url) {
        return url.toUpperCase(java.util.Locale.ROOT).contains(";WRITE_DELAY=") ? url : url + ";WRITE_DELAY=0";
    }

    /**
     * The database's folder and file are its owner's only, made so before H2 opens them (nothing has connected
     * yet: the pool connects when first used). H2 creates its file with the process's umask (644 with the usual
     * 022), and Java cannot change the umask; but H2 takes a file of length zero as a new database and writes into
     * it, keeping its permissions. So a missing folder is created 700 and a missing database file is created
     * empty with 600; a database file made by an earlier version is narrowed to 600. The files H2 adds beside it
     * later ({@code .lock.db}, {@code .trace.db}, temporary files) get the umask's permissions, in a folder no one
     * else can enter when AVS created it.
     */
    static void ownerOnly(Path database) {
        Path file = Path.of(database + ".mv.db");
        try {
            if (database.toAbsolutePath().getParent() != null) {
                OwnerOnlyFiles.createDirectories(database.toAbsolutePath().getParent());
            }
            try {
                OwnerOnlyFiles.createFile(file);
            } catch (FileAlreadyExistsException existing) {
                OwnerOnlyFiles.restrict(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the embedded database's file " + file, e);
        }
    }

    /**
     * The database's password from its file, made now when there is none (by the first of several processes
     * starting together: the file is created exclusively); a database that exists without one is given it.
     */
    static String passwordOf(Path database, String user, String url) {
        Path file = Path.of(database + ".password");
        try {
            if (!Files.exists(file)) {
                byte[] bytes = new byte[24];
                RANDOM.nextBytes(bytes);
                String fresh = HexFormat.of().formatHex(bytes);
                if (database.toAbsolutePath().getParent() != null) {
                    OwnerOnlyFiles.createDirectories(database.toAbsolutePath().getParent());
                }
                try {
                    OwnerOnlyFiles.createFile(file);
                    Files.writeString(file, fresh, StandardOpenOption.WRITE);
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
}
