package dev.avs.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The installation's secret key: 32 bytes from {@code AVS_ENCRYPTION_KEY} ({@code avs.web.encryption-key}), else
 * from a key file created on the first start beside the embedded database ({@code avs.web.encryption-key-file}),
 * which suits a laptop; production sets the variable, the same on every node. It encrypts what the service must
 * use again (webhook secrets, API keys for callback signatures), and keys for other purposes are derived from it,
 * so that one secret serves them all and no key is written in the source.
 */
@Component
public class MasterKey {

    private static final Logger log = LoggerFactory.getLogger(MasterKey.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] key;

    MasterKey(WebProperties properties) {
        this.key = load(properties.encryptionKey(), properties.encryptionKeyFile());
    }

    /** The key itself, for AES-256. */
    public SecretKeySpec aes() {
        return new SecretKeySpec(key, "AES");
    }

    /** A key of its own for {@code purpose} (HMAC-SHA256 of the purpose under this key), e.g. to sign cursors. */
    public byte[] derive(String purpose) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(purpose.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    private static byte[] load(String base64, Path file) {
        if (base64 != null && !base64.isBlank()) {
            return decode(base64.trim(), "AVS_ENCRYPTION_KEY");
        }
        try {
            if (Files.exists(file)) {
                return decode(Files.readString(file).trim(), file.toString());
            }
            byte[] fresh = new byte[32];
            RANDOM.nextBytes(fresh);
            if (file.getParent() != null) {
                Files.createDirectories(file.getParent());
            }
            Files.writeString(file, Base64.getEncoder().encodeToString(fresh), StandardOpenOption.CREATE_NEW);
            try {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException e) {
                // not a POSIX file system; the file stays with the platform's default permissions
            }
            log.warn("No AVS_ENCRYPTION_KEY set: created {} as the installation's key. Set the variable in production.",
                    file);
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create the encryption key file " + file, e);
        }
    }

    private static byte[] decode(String base64, String source) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            bytes = new byte[0];
        }
        if (bytes.length != 32) {
            throw new IllegalStateException(source + " must hold 32 bytes in Base64 (openssl rand -base64 32)");
        }
        return bytes;
    }
}
