package dev.avs.verification;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code details} of a {@link Reason}, built in the order given; values may be null. */
public final class Details {

    private Details() {
    }

    public static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> details = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            details.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return details;
    }
}
