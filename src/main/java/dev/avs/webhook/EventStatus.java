package dev.avs.webhook;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Where an event's delivery stands: {@code pending} (an attempt is due), {@code delivered} (a 2xx), {@code failed}
 * (the retry schedule ran out or the target was refused), {@code no_target} (no callback URL anywhere).
 */
enum EventStatus {
    PENDING, DELIVERED, FAILED, NO_TARGET;

    @JsonValue
    String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    static EventStatus of(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
