package dev.avs.web;

import dev.avs.persistence.DatabaseCircuit;
import dev.avs.persistence.PersistenceProperties;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.apache.catalina.connector.ClientAbortException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.web.firewall.RequestRejectedException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one place where a failure becomes the contract's error envelope, for controllers, filters and the
 * servlet container's error page alike. A failure that is the service's fault is logged once, with the request id
 * and without messages ({@link Redacted}): they can hold what the client sent. A database that cannot be reached is
 * no fault of the service: 503 {@code unavailable} with a {@code Retry-After}, logged in one line without a stack
 * trace, and not at all while its outage is known ({@link DatabaseCircuit}).
 */
@Component
public class ErrorResponses {

    private static final Logger log = LoggerFactory.getLogger(ErrorResponses.class);

    private final JsonMapper json;
    private final String retryAfter;

    ErrorResponses(JsonMapper json, PersistenceProperties persistence) {
        this.json = json;
        this.retryAfter = Long.toString(persistence.retryAfterSeconds());
    }

    /** Translates any failure into the client-facing exception; unknown failures become 500 and are logged. */
    public ApiException translate(Throwable failure) {
        return switch (failure) {
            case ApiException api -> api;
            case HttpMessageNotReadableException e -> ApiException.badRequest("The request body is not valid JSON");
            case HttpMediaTypeNotSupportedException e -> unsupportedMediaType();
            case HttpMediaTypeNotAcceptableException e ->
                    new ApiException(ErrorType.NOT_ACCEPTABLE, "The requested response type is not available");
            case HttpRequestMethodNotSupportedException e -> new ApiException(ErrorType.METHOD_NOT_ALLOWED,
                    "Method " + e.getMethod() + " is not allowed here");
            case NoResourceFoundException e -> ApiException.notFound();
            case NoHandlerFoundException e -> ApiException.notFound();
            case MissingServletRequestParameterException e ->
                    ApiException.badRequest("Query parameter " + e.getParameterName() + " is required");
            case MethodArgumentTypeMismatchException e ->
                    ApiException.badRequest("Query parameter " + e.getName() + " is not valid");
            case InvalidParameterException e -> ApiException.badRequest("The query string is malformed");
            // read lazily: a header with control or 8-bit bytes fails when a handler first reads it
            case RequestRejectedException e -> rejected();
            // the client went away mid-request: no one to answer, nothing of ours to log
            case ClientAbortException e -> ApiException.badRequest("The request was not received whole");
            case Throwable e when isUnavailable(e) -> unavailable(e);
            default -> {
                log.error("Unhandled failure", Redacted.of(failure));
                yield new ApiException(ErrorType.INTERNAL_SERVER, "Something went wrong on our side");
            }
        };
    }

    /**
     * The database cannot be reached (a connection refused or lost, wherever it surfaces: a commit, a group of
     * calls), gave no connection within the pool's timeout, or a group of calls was not answered in time.
     */
    private static boolean isUnavailable(Throwable failure) {
        return failure instanceof DataAccessResourceFailureException
                || failure instanceof CannotCreateTransactionException
                || failure instanceof TransientDataAccessResourceException
                || DatabaseCircuit.isUnreachable(failure);
    }

    private static ApiException unavailable(Throwable failure) {
        if (!DatabaseCircuit.isKnownOutage(failure)) {
            log.warn("The database is unavailable: {}", DatabaseCircuit.summary(failure));
        }
        return new ApiException(ErrorType.UNAVAILABLE, "The service is temporarily unavailable; retry shortly");
    }

    /** What Spring Security's firewall refuses: control and 8-bit bytes in a header, encoded slashes in a path. */
    public static ApiException rejected() {
        return ApiException.badRequest("The request holds characters that are not allowed in a header or the path");
    }

    public static ApiException unsupportedMediaType() {
        return new ApiException(ErrorType.UNSUPPORTED_MEDIA_TYPE,
                "Send application/json, application/x-www-form-urlencoded or, for files, multipart/form-data");
    }

    public ResponseEntity<Map<String, Object>> entity(Throwable failure, HttpServletRequest request) {
        ApiException error = translate(failure);
        HttpHeaders headers = new HttpHeaders();
        headers.setContentType(MediaType.APPLICATION_JSON);
        String wait = retryAfter(error);
        if (wait != null) {
            headers.set(HttpHeaders.RETRY_AFTER, wait);
        }
        if (error.type() == ErrorType.METHOD_NOT_ALLOWED
                && failure instanceof HttpRequestMethodNotSupportedException e && e.getSupportedHttpMethods() != null) {
            headers.setAllow(e.getSupportedHttpMethods());
        }
        return new ResponseEntity<>(body(error, request), headers, error.type().status());
    }

    /** Writes the envelope directly, for filters that run before Spring MVC. */
    public void write(ApiException error, HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.resetBuffer();
        response.setStatus(error.type().status().value());
        headers(error, response);
        String requestId = RequestIdFilter.requestId(request);
        if (requestId != null) {
            response.setHeader(RequestIdFilter.HEADER, requestId);   // a response reset after a failure lost it
        }
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setCharacterEncoding("UTF-8");
        response.getOutputStream().write(json.writeValueAsBytes(body(error, request)));
        response.flushBuffer();
    }

    /**
     * The headers an error carries whatever shows it (the envelope, a page): {@code Retry-After} on a 503 and on a
     * resource's own limit.
     */
    public void headers(ApiException error, HttpServletResponse response) {
        String wait = retryAfter(error);
        if (wait != null) {
            response.setHeader(HttpHeaders.RETRY_AFTER, wait);
        }
    }

    /** The error's {@code Retry-After} in seconds, null when it has none. */
    private String retryAfter(ApiException error) {
        if (error.type() == ErrorType.UNAVAILABLE) {
            return retryAfter;
        }
        return error.extra().get(ApiException.RETRY_AFTER) instanceof Long seconds ? seconds.toString() : null;
    }

    private static Map<String, Object> body(ApiException error, HttpServletRequest request) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", error.type().code());
        body.put("message", error.getMessage());
        body.put("errors", error.errors().isEmpty() ? List.of() : error.errors());
        body.put("request_id", RequestIdFilter.requestId(request));
        body.putAll(error.extra());
        return body;
    }
}
