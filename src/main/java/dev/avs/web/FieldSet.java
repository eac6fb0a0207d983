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
    /** Other names of fields (KYCAID's, say): an alias's value is read and stored as its field's. */
    private final Map<String, String> synonyms = new LinkedHashMap<>();

    private FieldSet(Collection<Field> fields) {
        fields.forEach(f -> this.fields.put(f.name(), f));
    }

    private FieldSet copy() {
        FieldSet copy = new FieldSet(fields.values());
        copy.synonyms.putAll(synonyms);
        return copy;
    }

    /** The same fields, with {@code alias} accepted as another name of the field {@code name}. */
    public FieldSet withSynonym(String alias, String name) {
        FieldSet copy = copy();
        copy.synonyms.put(alias, name);
        return copy;
    }

    public static FieldSet of(Field... fields) {
        return new FieldSet(Arrays.asList(fields));
    }

    public FieldSet with(Field... more) {
        FieldSet copy = copy();
        Arrays.stream(more).forEach(f -> copy.fields.put(f.name(), f));
        return copy;
    }

    public FieldSet without(String... names) {
        FieldSet copy = copy();
        Arrays.stream(names).forEach(copy.fields::remove);
        return copy;
    }

    public Field field(String name) {
        return fields.get(name);
    }

    public Collection<String> names() {
        return fields.keySet();
    }

    /**
     * The values of the body's fields, stored under the fields' names whichever of their names was sent. A field
     * sent under two names must have one value (or null under one of them).
     */
    public Values read(Body body, Problems problems) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (String sent : body.names()) {
            String name = synonyms.getOrDefault(sent, sent);
            Field field = fields.get(name);
            if (field == null) {
                if (!sent.equals(IGNORED)) {
                    problems.add(sent, "Unknown parameter " + sent);
                }
                continue;
            }
            JsonNode raw = body.get(sent);
            Object value;
            if (raw.isNull() || raw.isString() && raw.stringValue().isBlank()) {
                value = null;
            } else {
                try {
                    value = field.parser().parse(raw, body.isForm(), field.label());
                } catch (Field.Invalid invalid) {
                    problems.add(sent, invalid.getMessage());
                    continue;
                }
            }
            Object earlier = values.get(name);
            if (earlier != null && value != null && !earlier.equals(value)) {
                if (!problems.has(name)) {
                    problems.add(name, String.join(" and ", namesSent(name, body))
                            + " are names of the same field and must not differ");
                }
            } else if (earlier == null) {
                values.put(name, value);
            }
        }
        return new Values(values, body.isEmpty());
    }

    /** The values of fields posted by a form built in code (the hosted form's pages), as {@link #read} reads them. */
    public Values read(Map<String, List<String>> formFields, Problems problems) {
        return read(Body.ofForm(formFields), problems);
    }

    /** The names under which the body sent this field, in the body's order. */
    private List<String> namesSent(String name, Body body) {
        return body.names().stream().filter(sent -> synonyms.getOrDefault(sent, sent).equals(name)).toList();
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
