package dev.avs.account;

import dev.avs.persistence.OwnerOnlyFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The credentials a first start creates (the first API key, the console's first admin), written to a file only
 * its owner can read ({@code avs.account.first-start-file}); the output says where the file is, never what it holds,
 * since container platforms keep a service's output in their logs.
 */
@Component
public class FirstStartFile {

    private static final Logger log = LoggerFactory.getLogger(FirstStartFile.class);

    private final Path file;

    FirstStartFile(AccountProperties properties) {
        this.file = properties.firstStartFile().toAbsolutePath().normalize();
    }

    /** Appends these lines, creating the file readable by its owner only; says on the output where they are. */
    public synchronized void write(String what, List<String> lines) {
        try {
            if (file.getParent() != null) {
                OwnerOnlyFiles.createDirectories(file.getParent());
            }
            if (!Files.exists(file)) {
                OwnerOnlyFiles.createFile(file);
            }
            Files.write(file, lines, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
        log.warn("AVS created {}: its credentials are in {} (readable by this user only). Store them, then delete"
                + " the file.", what, file);
    }
}
