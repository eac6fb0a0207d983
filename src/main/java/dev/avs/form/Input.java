package dev.avs.form;

import dev.avs.web.BodyLimits;
import dev.avs.web.Multipart;
import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a page posted: every page form is {@code multipart/form-data}, so text fields and photos arrive alike.
 * A file input left empty arrives as a part with an empty filename and is no file.
 *
 * @param tooLarge the body was over the pages' limit and was dropped: nothing else was received
 */
record Input(Map<String, String> fields, Map<String, Multipart.Part> files, boolean tooLarge) {

    static Input of(HttpServletRequest request) {
        if (BodyLimits.exceeded(request)) {
            return new Input(Map.of(), Map.of(), true);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, Multipart.Part> files = new LinkedHashMap<>();
        for (Multipart.Part part : Multipart.of(request).parts()) {
            if (part.filename() == null) {
                fields.putIfAbsent(part.name(), new String(part.content(), StandardCharsets.UTF_8));
            } else if (!part.filename().isEmpty() || part.content().length > 0) {
                files.putIfAbsent(part.name(), part);
            }
        }
        return new Input(fields, files, false);
    }

    /** The trimmed value, empty when absent. */
    String get(String name) {
        String value = fields.get(name);
        return value == null ? "" : value.strip();
    }

    String action() {
        return get("action");
    }
}
