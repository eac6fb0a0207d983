package dev.avs.cli;


import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.BeanCreationException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;

/** A failed operator command is described in one line: the innermost cause, named as a database problem. */
class CommandLineTest {

    @Test
    void aFailedStartIsDescribedByItsInnermostCause() {
        Exception wrapped = new BeanCreationException("flywayInitializer", "Error creating bean",
                new CannotGetJdbcConnectionException("Failed to obtain JDBC Connection",
                        new SQLException("Database may be already in use: \"/data/avs.mv.db\" [90020-240]\nmore")));

        assertThat(CommandLine.describe(wrapped))
                .isEqualTo("the database cannot be used: Database may be already in use: \"/data/avs.mv.db\"");
    }

    @Test
    void otherFailuresKeepTheirFirstLine() {
        assertThat(CommandLine.describe(new IllegalStateException("The key file is not readable\nat somewhere")))
                .isEqualTo("The key file is not readable");
        assertThat(CommandLine.describe(new NullPointerException())).isEqualTo("NullPointerException");
    }
}
