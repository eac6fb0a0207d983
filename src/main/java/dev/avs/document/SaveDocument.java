package dev.avs.document;

import java.util.List;
import java.util.Map;

/**
 * Creates ({@code documentId} null) or updates a document: the values the hosted form collected, by their API names
 * and as text, checked by the same rules and answered with the same errors as POST and PATCH /documents.
 */
public record SaveDocument(String documentId, Map<String, List<String>> fields) {

    public SaveDocument {
        fields = Map.copyOf(fields);
    }
}
