package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** Routes every exception out of a controller to {@link ErrorResponses}. */
@RestControllerAdvice
class ApiExceptionHandler {

    private final ErrorResponses errors;

    ApiExceptionHandler(ErrorResponses errors) {
        this.errors = errors;
    }

    @ExceptionHandler(Throwable.class)
    ResponseEntity<Map<String, Object>> handle(Throwable failure, HttpServletRequest request) {
        return errors.entity(failure, request);
    }
}
