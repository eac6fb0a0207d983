package dev.avs.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/** Reading the error envelope in tests. */
public final class Errors {

    private Errors() {
    }

    /** The parameters named in a 422 answer, in order. */
    public static List<String> invalid(ApiResponse response) {
        assertThat(response.status()).as(response.toString()).isEqualTo(422);
        assertThat(response.errorType()).isEqualTo("validation");
        return parameters(response);
    }

    /** The parameters of any error answer. */
    public static List<String> parameters(ApiResponse response) {
        return response.json().path("errors").valueStream().map(e -> e.path("parameter").asString()).toList();
    }

    /** Asserts the status and error type, and returns the first error's parameter (null when there is none). */
    public static String error(ApiResponse response, int status, String type) {
        assertThat(response.status()).as(response.toString()).isEqualTo(status);
        assertThat(response.errorType()).as(response.toString()).isEqualTo(type);
        List<String> parameters = parameters(response);
        return parameters.isEmpty() ? null : parameters.getFirst();
    }

    public static String message(ApiResponse response, String parameter) {
        return response.json().path("errors").valueStream()
                .filter(e -> e.path("parameter").asString().equals(parameter))
                .map(e -> e.path("message").asString())
                .findFirst().orElseThrow();
    }
}
