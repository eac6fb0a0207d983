package dev.avs.vault;

import dev.avs.persistence.OwnerOnlyFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where the installation's key comes from: {@code AVS_ENCRYPTION_KEY} (Base64 of 32 bytes, the same on every
 * node), else a key file created on the first start beside the embedded database, readable by its owner only,
 * which suits a laptop.
 */
final class RootKeyFile {

    private static final Logger log = LoggerFactory.getLogger(RootKeyFile.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private RootKeyFile() {
    }

    static byte[] load(String base64, Path file) {
        if (base64 != null && !base64.isBlank()) {
            return decode(base64.trim(), "AVS_ENCRYPTION_KEY");
        }
        try {
            if (Files.exists(file)) {
                return decode(Files.readString(file).trim(), file.toString());
            }
            byte[] fresh = new byte[32];
            RANDOM.nextBytes(fresh);
            if (file.toAbsolutePath().getParent() != null) {
                OwnerOnlyFiles.createDirectories(file.toAbsolutePath().getParent());
            }
            // written whole and owner-only: the key is never in a file others can read, and of two processes
            // starting at once on this folder, the second takes the first's key instead of failing or replacing it
            if (!OwnerOnlyFiles.createWhole(file, Base64.getEncoder().encode(fresh))) {
                return decode(Files.readString(file).trim(), file.toString());
            }
            log.warn("No AVS_ENCRYPTION_KEY set: created {} as the installation's key. Set the variable in production.",
                    file);
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create the encryption key file " + file, e);
        }
    }

    static byte[] decode(String base64, String source) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64.trim());
        } catch (IllegalArgumentException e) {
            bytes = new byte[0];
        }
        if (bytes.length != 32) {
            throw new IllegalStateException(source + " must hold 32 bytes in Base64 (openssl rand -base64 32)");
        }
        return bytes;
    }
}
