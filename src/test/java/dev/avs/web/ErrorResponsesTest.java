package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;
import org.springframework.transaction.CannotCreateTransactionException;
import tools.jackson.databind.json.JsonMapper;

class ErrorResponsesTest {

    private final ErrorResponses errors = new ErrorResponses(JsonMapper.builder().build());

    @Test
    void aDatabaseOutageIsUnavailableNotAnInternalError() {
        assertThat(errors.translate(new CannotGetJdbcConnectionException("pool exhausted")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.translate(new DataAccessResourceFailureException("down")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
        assertThat(errors.translate(new CannotCreateTransactionException("no connection")).type())
                .isEqualTo(ErrorType.UNAVAILABLE);
    }

    @Test
    void unknownFailuresAreInternalWithoutDetails() {
        ApiException error = errors.translate(new IllegalStateException("SELECT * FROM secret_table"));
        assertThat(error.type()).isEqualTo(ErrorType.INTERNAL_SERVER);
        assertThat(error.getMessage()).doesNotContain("SELECT").doesNotContain("IllegalStateException");
    }
}
