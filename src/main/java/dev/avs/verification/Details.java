package dev.avs.verification;

import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * The {@code details} of a {@link Reason}: open-ended per reason code, so a JSON object. A module whose details
 * another module reads back describes them with a record ({@link #from}, {@link Reason#detailsAs}), so that the
 * reader names no key.
 */
public final class Details {

    /** Records to and from details: snake_case names, as the API shows them; names a record lacks are ignored. */
    private static final JsonMapper RECORDS = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();
    private static final TypeReference<LinkedHashMap<String, Object>> MAP = new TypeReference<>() {
    };

    private Details() {
    }

    /** Details built in the order given; values may be null. */
    public static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> details = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            details.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return details;
    }

    /** A record's components as details (nested records as JSON objects), in declaration order. */
    public static Map<String, Object> from(Record details) {
        return RECORDS.convertValue(details, MAP);
    }

    static <T extends Record> T read(Map<String, Object> details, Class<T> as) {
        return RECORDS.convertValue(details, as);
    }
}
