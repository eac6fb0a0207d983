package dev.avs.web;

import java.net.URI;
import java.util.Map;
import org.springframework.http.ResponseEntity;

/** The contract's answers to writes: {@code {"<resource>_id": "..."}}, with 201 and Location on create. */
public final class Replies {

    private Replies() {
    }

    public static ResponseEntity<Map<String, String>> created(String idField, String collectionPath, String id) {
        return ResponseEntity.created(URI.create(collectionPath + "/" + id)).body(Map.of(idField, id));
    }

    public static ResponseEntity<Map<String, String>> ok(String idField, String id) {
        return ResponseEntity.ok(Map.of(idField, id));
    }
}
