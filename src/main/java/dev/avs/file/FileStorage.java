package dev.avs.file;

import java.io.InputStream;

/**
 * Where file contents live, addressed by their sha256 (lowercase hex): identical content is stored once, and
 * storing it again is a no-op. Implementations must be safe for concurrent writers of the same content and must
 * never expose a partly written object. Failures are {@link java.io.UncheckedIOException}s (a 500: the storage,
 * not the client, failed).
 */
interface FileStorage {

    /**
     * Stores the content of {@code size} bytes, read to its end (the caller closes it), under its hash unless it is
     * already there whole.
     */
    void store(String sha256, long size, InputStream content);

    default void store(String sha256, byte[] content) {
        store(sha256, content.length, new java.io.ByteArrayInputStream(content));
    }

    /**
     * Stores the content under the name whether or not something is there (atomically: a reader sees the old or
     * the new content whole), for contents whose bytes differ at every write (encrypted ones).
     */
    void replace(String name, long size, InputStream content);

    /** Deletes the content if it is there. */
    void delete(String name);

    /** The content; the caller closes the stream. */
    InputStream open(String sha256);

    default byte[] read(String sha256) {
        try (InputStream in = open(sha256)) {
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    boolean exists(String sha256);

    /**
     * Whether the storage can be used now, for the node's readiness: nothing when it can, an
     * {@link java.io.UncheckedIOException} saying what is wrong when it cannot.
     */
    void probe();
}
