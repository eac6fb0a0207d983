package dev.avs.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Errors raised by the servlet container itself (before Spring MVC) land here instead of Boot's default page,
 * so that they too carry the contract's envelope.
 */
@RestController
class ContainerErrorController implements ErrorController {

    private final ErrorResponses errors;

    ContainerErrorController(ErrorResponses errors) {
        this.errors = errors;
    }

    @RequestMapping("/error")
    ResponseEntity<Map<String, Object>> error(HttpServletRequest request) {
        Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int code = status instanceof Integer i ? i : 500;
        ApiException error = switch (code) {
            case 400 -> ApiException.badRequest("The request is malformed");
            case 404 -> ApiException.notFound();
            case 405 -> new ApiException(ErrorType.METHOD_NOT_ALLOWED, "Method not allowed");
            case 413 -> new ApiException(ErrorType.PAYLOAD_TOO_LARGE, "The request body is too large");
            case 415 -> ErrorResponses.unsupportedMediaType();
            default -> new ApiException(ErrorType.INTERNAL_SERVER, "Something went wrong on our side");
        };
        return errors.entity(error, request);
    }
}
