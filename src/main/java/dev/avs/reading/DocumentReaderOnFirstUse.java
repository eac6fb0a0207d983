package dev.avs.reading;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The process's document reader, started when a photo is first read (Tesseract's models take seconds and memory a
 * node that never reads a document should not spend); none when the operator switched reading off. A start that
 * fails is tried again by the next photo.
 */
final class DocumentReaderOnFirstUse {

    private final boolean enabled;
    private final Supplier<DocumentReader> start;
    private volatile DocumentReader reader;

    DocumentReaderOnFirstUse(boolean enabled, Supplier<DocumentReader> start) {
        this.enabled = enabled;
        this.start = start;
    }

    Optional<DocumentReader> get() {
        if (!enabled) {
            return Optional.empty();
        }
        DocumentReader started = reader;
        if (started == null) {
            synchronized (this) {
                if (reader == null) {
                    reader = start.get();
                }
                started = reader;
            }
        }
        return Optional.of(started);
    }
}
