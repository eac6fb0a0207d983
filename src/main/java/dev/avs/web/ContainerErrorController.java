package dev.avs.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Errors the servlet container sends itself after a request reached it (before Spring MVC, or when a response
 * failed) land here instead of Boot's default page, so that they too carry the contract's envelope. The envelope
 * is written directly: the failed response may have announced another content type already.
 */
@RestController
class ContainerErrorController implements ErrorController {

    private final ErrorResponses errors;

    ContainerErrorController(ErrorResponses errors) {
        this.errors = errors;
    }

    @RequestMapping("/error")
    void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (response.isCommitted()) {
            return;   // the client has part of an answer already, or is gone
        }
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
        errors.write(error, request, response);
    }
}
