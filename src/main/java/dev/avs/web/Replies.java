package dev.avs.web;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.core.io.JsonStringEncoder;

/**
 * The contract's answers to writes: {@code {"<resource>_id": "..."}}, with 201 and Location on create.
 *
 * <p>Written as bytes with their length, not through a message converter: the answer has one field, and a known
 * length lets the server send it in one write instead of a chunked body and its terminator (the create path is
 * the API's hottest write, see docs/performance.md).
 */
public final class Replies {

    private Replies() {
    }

    public static ResponseEntity<byte[]> created(String idField, String collectionPath, String id) {
        return ResponseEntity.created(URI.create(collectionPath + "/" + id)).contentType(MediaType.APPLICATION_JSON)
                .body(idObject(idField, id));
    }

    public static ResponseEntity<byte[]> ok(String idField, String id) {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(idObject(idField, id));
    }

    static byte[] idObject(String idField, String id) {
        JsonStringEncoder encoder = JsonStringEncoder.getInstance();
        StringBuilder json = new StringBuilder(idField.length() + id.length() + 7).append("{\"");
        encoder.quoteAsString(idField, json);
        encoder.quoteAsString(id, json.append("\":\""));
        return json.append("\"}").toString().getBytes(StandardCharsets.UTF_8);
    }
}
