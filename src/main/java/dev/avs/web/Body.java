package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request body as named parameters, from JSON or from a form-urlencoded body alike. Form values arrive as
 * text (repeated keys and {@code key[]} become arrays), so {@link Field}s parse scalars from text when
 * {@link #isForm()}.
 */
public final class Body {

    private final ObjectNode values;
    private final boolean form;

    private Body(ObjectNode values, boolean form) {
        this.values = values;
        this.form = form;
    }

    public static Body empty() {
        return new Body(JsonNodeFactory.instance.objectNode(), false);
    }

    /** A body of named values built in code, such as the hosted form's fields. */
    public static Body ofForm(java.util.Map<String, java.util.List<String>> params) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        params.forEach((name, list) -> list.forEach(value -> addFormValue(node, name, value)));
        return new Body(node, true);
    }

    static Body ofJson(ObjectNode values) {
        return new Body(values, false);
    }

    static Body parse(HttpServletRequest request, JsonMapper json) {
        byte[] bytes = CachedBodyRequest.bodyOf(request);
        if (isBlank(bytes)) {
            return empty();
        }
        String contentType = request.getContentType() == null ? "" : request.getContentType().toLowerCase();
        if (contentType.startsWith("application/json") || contentType.matches("application/[a-z.+-]*\\+json.*")) {
            return new Body(parseJson(bytes, json), false);
        }
        if (contentType.startsWith("application/x-www-form-urlencoded")) {
            return new Body(parseForm(new String(bytes, StandardCharsets.UTF_8)), true);
        }
        throw ErrorResponses.unsupportedMediaType();
    }

    private static ObjectNode parseJson(byte[] bytes, JsonMapper json) {
        JsonNode node;
        try {
            node = json.readTree(bytes);
        } catch (JacksonException e) {
            throw ApiException.badRequest("The request body is not valid JSON");
        }
        if (!(node instanceof ObjectNode object)) {
            throw ApiException.badRequest("The request body must be a JSON object");
        }
        return object;
    }

    private static ObjectNode parseForm(String text) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (String pair : text.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            if (eq < 0) {
                // a bare key (what Ruby's Faraday writes for nil) means "not given"; "key=" is an empty value
                continue;
            }
            try {
                String name = URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                addFormValue(node, name, value);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("The form body is not valid application/x-www-form-urlencoded");
            }
        }
        return node;
    }

    private static void addFormValue(ObjectNode node, String name, String value) {
        boolean array = name.endsWith("[]");
        String key = array ? name.substring(0, name.length() - 2) : name;
        JsonNode existing = node.get(key);
        if (existing == null) {
            if (array) {
                node.putArray(key).add(value);
            } else {
                node.put(key, value);
            }
        } else if (existing instanceof ArrayNode list) {
            list.add(value);
        } else {
            ArrayNode list = node.putArray(key);
            list.add(existing);
            list.add(value);
        }
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (!Character.isWhitespace(b)) {
                return false;
            }
        }
        return true;
    }

    public boolean isForm() {
        return form;
    }

    public boolean has(String name) {
        return values.has(name);
    }

    /** The raw value, or null when absent. */
    public JsonNode get(String name) {
        return values.get(name);
    }

    public Set<String> names() {
        Set<String> names = new LinkedHashSet<>();
        for (Iterator<String> it = values.propertyNames().iterator(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }
}
