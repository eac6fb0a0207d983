package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.PersistenceProperties;
import java.time.Duration;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;
import org.springframework.transaction.CannotCreateTransactionException;
import tools.jackson.databind.json.JsonMapper;

class ErrorResponsesTest {

    private final ErrorResponses errors = new ErrorResponses(JsonMapper.builder().build(),
            new PersistenceProperties(Duration.ofSeconds(1)));

    @Test
    void aDatabaseOutageIsUnavailableNotAnInternalError() {
        assertThat(errors.translate(new CannotGetJdbcConnectionException("pool exhausted")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.translate(new DataAccessResourceFailureException("down")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.translate(new CannotCreateTransactionException("no connection")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
    }

    /** A connection lost under a commit, a statement or a rollback is as much an outage as one refused. */
    @Test
    void aDatabaseGoneWhereverItSurfacesIsUnavailableAndSaysWhenToRetry() {
        RuntimeException commit = new TransactionSystemException("JDBC commit",
                new SQLException("An I/O error occurred while sending to the backend", "08006"));
        RuntimeException shutdown = new UncategorizedSQLException("insert", "INSERT ...",
                new SQLException("terminating connection due to administrator command", "57P01"));

        assertThat(errors.translate(commit).type()).isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.translate(shutdown).type()).isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.entity(commit, new MockHttpServletRequest()).getHeaders().getFirst("Retry-After"))
                .isEqualTo("1");
    }

    @Test
    void unknownFailuresAreInternalWithoutDetails() {
        ApiException error = errors.translate(new IllegalStateException("SELECT * FROM secret_table"));
        assertThat(error.type()).isEqualTo(ErrorType.INTERNAL_SERVER);
        assertThat(error.getMessage()).doesNotContain("SELECT").doesNotContain("IllegalStateException");
    }
}
