package dev.avs.database;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code database migrate}, the command a deployment runs before its nodes start (deploy/kube). */
class DatabaseCommandsIT extends IntegrationTest {

    @Autowired
    ConfigurableApplicationContext context;

    @Autowired
    Flyway flyway;

    @Test
    void printsTheSchemasVersionWithNothingPending() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = CommandLine.run(context, new String[] {"database", "migrate"},
                new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertThat(code).isZero();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("schema_version: "
                + flyway.info().current().getVersion() + "\npending: 0\n");
        assertThat(CommandLine.run(context, new String[] {"database", "drop"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))).isEqualTo(2);
    }
}
