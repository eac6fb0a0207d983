package dev.avs.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded database's folder and file are made its owner's only before H2 opens them, and H2 keeps them so. */
class EmbeddedDatabaseFilesTest {

    @TempDir
    Path work;

    @Test
    void aNewDatabaseIsMadeInAnOwnerOnlyFolderAndFile() throws Exception {
        Path database = work.resolve("data").resolve("avs");

        EmbeddedDatabasePassword.ownerOnly(database);

        assertThat(mode(work.resolve("data"))).isEqualTo("rwx------");
        Path file = work.resolve("data/avs.mv.db");
        assertThat(mode(file)).isEqualTo("rw-------");
        assertThat(Files.size(file)).as("empty until H2 writes a new database into it").isZero();
        String url = "jdbc:h2:file:" + database + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE";
        try (Connection connection = DriverManager.getConnection(url, "sa", "secret");
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE kept (x INT)");
            statement.execute("INSERT INTO kept VALUES (7)");
        }
        try (Connection connection = DriverManager.getConnection(url, "sa", "secret");
             ResultSet rows = connection.createStatement().executeQuery("SELECT x FROM kept")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getInt(1)).isEqualTo(7);
        }
        assertThat(Files.size(file)).isPositive();
        assertThat(mode(file)).as("H2 wrote into the file it found").isEqualTo("rw-------");
    }

    @Test
    void aDatabaseFileMadeBeforeIsNarrowedAndKeepsItsData() throws Exception {
        Files.createDirectories(work.resolve("old"));
        Path database = work.resolve("old").resolve("avs");
        String url = "jdbc:h2:file:" + database;
        try (Connection connection = DriverManager.getConnection(url, "sa", "secret")) {
            connection.createStatement().execute("CREATE TABLE kept (x INT)");
        }
        Path file = work.resolve("old/avs.mv.db");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));

        EmbeddedDatabasePassword.ownerOnly(database);

        assertThat(mode(file)).isEqualTo("rw-------");
        try (Connection connection = DriverManager.getConnection(url, "sa", "secret")) {
            assertThat(connection.createStatement().executeQuery("SELECT COUNT(*) FROM kept").next()).isTrue();
        }
    }

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
