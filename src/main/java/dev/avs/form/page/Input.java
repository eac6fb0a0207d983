package dev.avs.form.page;

import dev.avs.web.BodyLimits;
import dev.avs.web.Multipart;
import dev.avs.web.WebProperties;
import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a page posted: every page form is {@code multipart/form-data}, so text fields and photos arrive alike.
 * A file input left empty arrives as a part with an empty filename and is no file.
 *
 * @param tooLarge the body was over the pages' limit: nothing of it was kept
 */
record Input(Map<String, String> fields, Map<String, Multipart.Part> files, boolean tooLarge) {

    /** No field of a page is longer; a larger field part is not read (it can only be an attack). */
    private static final long MAX_FIELD_BYTES = 16 * 1024;

    /** Reads the page's body: call only once the page's secret was found valid. */
    static Input of(HttpServletRequest request, WebProperties.Limits limits) {
        Optional<Multipart> multipart = BodyLimits.pageParts(request, limits);
        if (multipart.isEmpty()) {
            return new Input(Map.of(), Map.of(), true);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, Multipart.Part> files = new LinkedHashMap<>();
        for (Multipart.Part part : multipart.get().parts()) {
            if (part.filename() == null) {
                fields.putIfAbsent(part.name(), part.size() > MAX_FIELD_BYTES ? "" : part.text());
            } else if (!part.filename().isEmpty() || part.size() > 0) {
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
