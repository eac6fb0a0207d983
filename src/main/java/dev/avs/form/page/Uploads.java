package dev.avs.form.page;

import dev.avs.file.Files;
import dev.avs.file.Upload;
import dev.avs.form.FormProperties;
import dev.avs.web.ApiException;
import dev.avs.web.Multipart;
import dev.avs.web.WebProperties;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Stores the photos a page posted, through the file module, so that the form applies the API's sniffing, limits
 * and storage exactly. Runs before the step's transaction (storing is disk or network work).
 */
@Component
public class Uploads {

    /** The progress key counting what a URL stored. */
    static final String COUNT = "uploads.count";

    private final Files files;
    private final Texts texts;
    private final WebProperties.Limits limits;
    private final long maxBytes;
    private final int maxPerUrl;

    Uploads(Files files, Texts texts, WebProperties web, FormProperties properties) {
        this.files = files;
        this.texts = texts;
        this.limits = web.limits();
        this.maxBytes = web.limits().file().toBytes();
        this.maxPerUrl = properties.maxUploadsPerUrl();
    }

    WebProperties.Limits limits() {
        return limits;
    }

    long maxBytes() {
        return maxBytes;
    }

    long maxMegabytes() {
        return maxBytes / (1024 * 1024);
    }

    /**
     * Stores each posted file of the named inputs; returns, per stored file, its id under the input's progress key
     * ({@code keyPrefix + input}) and its name under that key plus {@code .name}. A refused file is a problem of
     * its input; so is any file beyond the URL's allowance ({@code avs.form.max-uploads-per-url}).
     */
    Map<String, String> store(FormContext context, Input input, String keyPrefix, Iterable<String> inputs,
                              PageErrors errors) {
        Map<String, String> stored = new LinkedHashMap<>();
        int count = Integer.parseInt(context.progress().ids().getOrDefault(COUNT, "0"));
        for (String name : inputs) {
            Multipart.Part part = input.files().get(name);
            if (part == null) {
                continue;
            }
            if (count >= maxPerUrl) {
                errors.field(name, texts.get("error.file.too_many"));
                continue;
            }
            count++;
            stored.put(COUNT, Integer.toString(count));
            try {
                String id = files.store(context.account(),
                        new Upload(part.filename(), part.size(), part.content()::open));
                stored.put(keyPrefix + name, id);
                stored.put(keyPrefix + name + ".name", displayName(part.filename()));
            } catch (ApiException refused) {
                errors.field(name, switch (refused.type()) {
                    case UNSUPPORTED_MEDIA_TYPE -> texts.get("error.file.type");
                    // within the byte limit: it was the image inside (its metadata, its size in pixels)
                    case PAYLOAD_TOO_LARGE -> part.size() > maxBytes ? texts.get("error.file.size", maxMegabytes())
                            : texts.get("error.file.image");
                    default -> texts.get("error.file.empty");
                });
            }
        }
        return stored;
    }

    /** The last path segment, without control characters, at most 80 characters: only ever shown as text. */
    static String displayName(String filename) {
        String name = filename == null ? "" : filename.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).replaceAll("\\p{Cntrl}", "").strip();
        if (name.isEmpty()) {
            return "photo";
        }
        return name.length() > 80 ? name.substring(0, 77) + "..." : name;
    }
}
