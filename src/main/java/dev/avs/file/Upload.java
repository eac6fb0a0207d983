package dev.avs.file;

import java.io.IOException;
import java.io.InputStream;

/**
 * A file to store, as the hosted form received it: its name, its length, and where its bytes can be read (memory
 * or a temporary file), as many times as sniffing, hashing and storing need.
 */
public record Upload(String filename, long size, Content content) {

    /** Opens the bytes from their start. */
    @FunctionalInterface
    public interface Content {
        InputStream open() throws IOException;
    }
}
