package dev.avs.form.page;

import dev.avs.web.ApiException;
import dev.avs.web.ErrorResponses;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

/**
 * Failures of the pages become an HTML page that says what to do, never the API's JSON and never a stack trace.
 * Unknown failures are classified (and logged) the API's way.
 */
@ControllerAdvice(assignableTypes = FormPageController.class)
@Order(Ordered.HIGHEST_PRECEDENCE)
class FormPageAdvice {

    private final ErrorResponses errors;
    private final StatusPages status;

    FormPageAdvice(ErrorResponses errors, StatusPages status) {
        this.errors = errors;
        this.status = status;
    }

    @ExceptionHandler(Throwable.class)
    ModelAndView handle(Throwable failure, HttpServletResponse response) {
        ApiException error = errors.translate(failure);
        errors.headers(error, response);
        return status.error(HttpStatus.valueOf(error.type().status().value()));
    }
}
