package dev.avs.verification;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a check concluded: passed, a person should look, or decline. Ordered from best to worst. */
public enum Result {
    CLEAR, CONSIDER, FAIL;

    @JsonValue
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public Result worse(Result other) {
        return other.ordinal() > ordinal() ? other : this;
    }

    @JsonCreator
    public static Result of(String code) {
        return valueOf(code.toUpperCase(java.util.Locale.ROOT));
    }
}
