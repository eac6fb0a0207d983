package dev.avs.web;

import java.util.ArrayList;
import java.util.List;

/** Collects every problem of a request, so that the client learns all of them at once. */
public final class Problems {

    private final List<FieldError> errors = new ArrayList<>();

    public Problems add(String parameter, String message) {
        errors.add(new FieldError(parameter, message));
        return this;
    }

    public boolean has(String parameter) {
        return errors.stream().anyMatch(e -> e.parameter().equals(parameter));
    }

    List<FieldError> errors() {
        return List.copyOf(errors);
    }

    public boolean isEmpty() {
        return errors.isEmpty();
    }

    /** Throws 422 {@code validation} listing every problem, if there is any. */
    public void throwIfAny() {
        if (!errors.isEmpty()) {
            throw ApiException.validation(errors);
        }
    }
}
