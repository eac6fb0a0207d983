package dev.avs.web;

import org.springframework.http.HttpStatus;

/** The error {@code type}s of the contract with their HTTP status. */
public enum ErrorType {
    BAD_REQUEST("bad_request", HttpStatus.BAD_REQUEST),
    UNAUTHORIZED("unauthorized", HttpStatus.UNAUTHORIZED),
    INACTIVE_ACCOUNT("inactive_account", HttpStatus.FORBIDDEN),
    NOT_FOUND("not_found", HttpStatus.NOT_FOUND),
    METHOD_NOT_ALLOWED("method_not_allowed", HttpStatus.METHOD_NOT_ALLOWED),
    NOT_ACCEPTABLE("not_acceptable", HttpStatus.NOT_ACCEPTABLE),
    DUPLICATE_DATA("duplicate_data", HttpStatus.CONFLICT),
    APPLICANT_EXISTS("applicant_exists", HttpStatus.CONFLICT),
    VERIFICATION_EXISTS("verification_exists", HttpStatus.CONFLICT),
    DELETE_DENIED("delete_denied", HttpStatus.CONFLICT),
    EDIT_DENIED("edit_denied", HttpStatus.CONFLICT),
    IDEMPOTENCY_CONFLICT("idempotency_conflict", HttpStatus.CONFLICT),
    PAYLOAD_TOO_LARGE("payload_too_large", HttpStatus.CONTENT_TOO_LARGE),
    UNSUPPORTED_MEDIA_TYPE("unsupported_media_type", HttpStatus.UNSUPPORTED_MEDIA_TYPE),
    VALIDATION("validation", HttpStatus.UNPROCESSABLE_CONTENT),
    INSUFFICIENT_DATA("insufficient_data", HttpStatus.UNPROCESSABLE_CONTENT),
    LIMIT_EXCEEDED("limit_exceeded", HttpStatus.TOO_MANY_REQUESTS),
    INTERNAL_SERVER("internal_server", HttpStatus.INTERNAL_SERVER_ERROR),
    UNAVAILABLE("unavailable", HttpStatus.SERVICE_UNAVAILABLE);

    private final String code;
    private final HttpStatus status;

    ErrorType(String code, HttpStatus status) {
        this.code = code;
        this.status = status;
    }

    public String code() {
        return code;
    }

    public HttpStatus status() {
        return status;
    }
}
