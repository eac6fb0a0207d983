package dev.avs.web;

import java.util.List;
import java.util.Map;

/**
 * A failure the client caused, carrying everything the error envelope needs. Thrown anywhere, rendered in
 * one place ({@link ErrorResponses}).
 */
public class ApiException extends RuntimeException {

    private final ErrorType type;
    private final List<FieldError> errors;
    private final Map<String, Object> extra;

    public ApiException(ErrorType type, String message, List<FieldError> errors, Map<String, Object> extra) {
        super(message, null, false, false);
        this.type = type;
        this.errors = List.copyOf(errors);
        this.extra = Map.copyOf(extra);
    }

    public ApiException(ErrorType type, String message) {
        this(type, message, List.of(), Map.of());
    }

    public ApiException(ErrorType type, String message, String parameter) {
        this(type, message, List.of(new FieldError(parameter, message)), Map.of());
    }

    public static ApiException notFound() {
        return new ApiException(ErrorType.NOT_FOUND, "Not found");
    }

    /** A resource named in the request body does not exist in this account. */
    public static ApiException notFound(String parameter, String what) {
        return new ApiException(ErrorType.NOT_FOUND, what + " not found", parameter);
    }

    public static ApiException badRequest(String message) {
        return new ApiException(ErrorType.BAD_REQUEST, message);
    }

    public static ApiException validation(List<FieldError> errors) {
        String message = errors.size() == 1
                ? errors.getFirst().message()
                : errors.size() + " parameters are not valid";
        return new ApiException(ErrorType.VALIDATION, message, errors, Map.of());
    }

    public static ApiException validation(String parameter, String message) {
        return validation(List.of(new FieldError(parameter, message)));
    }

    /** A limit of the resource's own was reached: 429, {@code Retry-After} (and {@code retry_after}) in seconds. */
    public static ApiException limitExceeded(String message, long retryAfterSeconds) {
        return new ApiException(ErrorType.LIMIT_EXCEEDED, message, List.of(),
                Map.of(RETRY_AFTER, Math.max(1, retryAfterSeconds)));
    }

    /** The envelope's field of {@link #limitExceeded}, repeated as the {@code Retry-After} header. */
    static final String RETRY_AFTER = "retry_after";

    public ErrorType type() {
        return type;
    }

    public List<FieldError> errors() {
        return errors;
    }

    public Map<String, Object> extra() {
        return extra;
    }
}
