package dev.avs.web;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The parameters a request may carry. Reading a body yields the values present (null for an explicit null or
 * empty string) and records a problem for every invalid value and every unknown parameter.
 */
public final class FieldSet {

    /** Accepted everywhere and ignored, for compatibility with KYCAID clients. */
    private static final String IGNORED = "sandbox";

    private final Map<String, Field> fields = new LinkedHashMap<>();

    private FieldSet(Collection<Field> fields) {
        fields.forEach(f -> this.fields.put(f.name(), f));
    }

    public static FieldSet of(Field... fields) {
        return new FieldSet(Arrays.asList(fields));
    }

    public FieldSet with(Field... more) {
        FieldSet copy = new FieldSet(fields.values());
        Arrays.stream(more).forEach(f -> copy.fields.put(f.name(), f));
        return copy;
    }

    public FieldSet without(String... names) {
        FieldSet copy = new FieldSet(fields.values());
        Arrays.stream(names).forEach(copy.fields::remove);
        return copy;
    }

    public Field field(String name) {
        return fields.get(name);
    }

    public Collection<String> names() {
        return fields.keySet();
    }

    public Values read(Body body, Problems problems) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (String name : body.names()) {
            Field field = fields.get(name);
            if (field == null) {
                if (!name.equals(IGNORED)) {
                    problems.add(name, "Unknown parameter " + name);
                }
                continue;
            }
            JsonNode raw = body.get(name);
            if (raw.isNull() || raw.isString() && raw.stringValue().isBlank()) {
                values.put(name, null);
                continue;
            }
            try {
                values.put(name, field.parser().parse(raw, body.isForm(), field.label()));
            } catch (Field.Invalid invalid) {
                problems.add(name, invalid.getMessage());
            }
        }
        return new Values(values);
    }

    /** Records "is required" for each named field that is absent or null and has no other problem yet. */
    public void require(Values values, Problems problems, List<String> names) {
        for (String name : names) {
            if (values.get(name) == null && !problems.has(name)) {
                problems.add(name, fields.get(name).label() + " is required");
            }
        }
    }
}
