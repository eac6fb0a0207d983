package dev.avs.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A commit the embedded database acknowledged survives its process being killed the moment after (SIGKILL, an
 * out-of-memory killer): a process opens the service's default URL, commits rows one by one, and halts; every row is
 * there when the database is opened again. With H2's default write delay the database was found empty.
 */
class EmbeddedDatabaseDurabilityTest {

    private static final Pattern DEFAULT_URL = Pattern.compile("url: \\$\\{AVS_DB_URL:(jdbc:h2:file:[^}]+)}");

    @TempDir
    Path work;

    @Test
    void everyAcknowledgedCommitSurvivesTheProcessKilledAtOnce() throws Exception {
        Matcher configured = DEFAULT_URL.matcher(Files.readString(Path.of("src/main/resources/application.yml")));
        assertThat(configured.find()).isTrue();
        String url = EmbeddedDatabasePassword.durable(configured.group(1)
                .replace("./data/avs", work.resolve("avs").toString()));

        Process writer = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CommitThenHalt.class.getName(), url, "50"))
                .redirectErrorStream(true).start();
        String output = new String(writer.getInputStream().readAllBytes());
        assertThat(writer.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(output).contains("committed 50");

        try (Connection connection = DriverManager.getConnection(url, "sa", "");
             ResultSet rows = connection.createStatement().executeQuery("SELECT count(*) FROM kept")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getInt(1)).isEqualTo(50);
        }
    }

    @Test
    void aWriteDelayTheOperatorSetIsKept() {
        assertThat(EmbeddedDatabasePassword.durable("jdbc:h2:file:./d;MODE=PostgreSQL"))
                .isEqualTo("jdbc:h2:file:./d;MODE=PostgreSQL;WRITE_DELAY=0");
        assertThat(EmbeddedDatabasePassword.durable("jdbc:h2:file:./d;write_delay=200"))
                .isEqualTo("jdbc:h2:file:./d;write_delay=200");
    }

    /** Commits rows one at a time on the URL given, says so, and halts at once (no shutdown, no close). */
    public static final class CommitThenHalt {
        public static void main(String[] args) throws Exception {
            Connection connection = DriverManager.getConnection(args[0], "sa", "");
            connection.createStatement().execute("CREATE TABLE kept (x INT)");
            connection.setAutoCommit(false);
            int rows = Integer.parseInt(args[1]);
            for (int i = 0; i < rows; i++) {
                connection.createStatement().execute("INSERT INTO kept VALUES (" + i + ")");
                connection.commit();
            }
            System.out.println("committed " + rows);
            System.out.flush();
            Runtime.getRuntime().halt(9);
        }
    }
}
