package dev.avs.web;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.core.io.JsonStringEncoder;

/**
 * The contract's answers to writes: {@code {"<resource>_id": "..."}}, with Location on create. A create answers
 * 200, not 201, because KYCAID does and some of its clients accept nothing else (API.md, "Create").
 *
 * <p>Written as bytes with their length, not through a message converter: the answer has one field, and a known
 * length lets the server send it in one write instead of a chunked body and its terminator (the create path is
 * the API's hottest write, see docs/performance.md).
 */
public final class Replies {

    private Replies() {
    }

    public static ResponseEntity<byte[]> created(String idField, String collectionPath, String id) {
        return created(collectionPath + "/" + id).contentType(MediaType.APPLICATION_JSON).body(idObject(idField, id));
    }

    /** 200 with the new resource's Location, for creates whose body says more than the id. */
    public static ResponseEntity.BodyBuilder created(String location) {
        return ResponseEntity.ok().location(URI.create(location));
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
