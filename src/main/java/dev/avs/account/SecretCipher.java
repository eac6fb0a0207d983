package dev.avs.account;

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
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Encrypts secrets the service must be able to use again (webhook signing secrets) with AES-256-GCM. Secrets
 * that only need checking, such as API keys, are hashed instead and never come here.
 */
@Component
class SecretCipher {

    private static final Logger log = LoggerFactory.getLogger(SecretCipher.class);
    private static final String PREFIX = "v1:";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;

    SecretCipher(AccountProperties properties) {
        this.key = new SecretKeySpec(loadKey(properties), "AES");
    }

    String encrypt(String plain) {
        try {
            byte[] iv = new byte[12];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            byte[] out = new byte[iv.length + sealed.length];
            System.arraycopy(iv, 0, out, 0, iv.length);
            System.arraycopy(sealed, 0, out, iv.length, sealed.length);
            return PREFIX + Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot encrypt", e);
        }
    }

    String decrypt(String stored) {
        if (!stored.startsWith(PREFIX)) {
            throw new IllegalStateException("Unknown secret format");
        }
        try {
            byte[] in = Base64.getDecoder().decode(stored.substring(PREFIX.length()));
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, in, 0, 12));
            return new String(cipher.doFinal(in, 12, in.length - 12), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("A stored secret cannot be decrypted: was AVS_ENCRYPTION_KEY changed?", e);
        }
    }

    private static byte[] loadKey(AccountProperties properties) {
        if (properties.encryptionKey() != null && !properties.encryptionKey().isBlank()) {
            return decodeKey(properties.encryptionKey().trim(), "AVS_ENCRYPTION_KEY");
        }
        Path file = properties.encryptionKeyFile();
        try {
            if (Files.exists(file)) {
                return decodeKey(Files.readString(file).trim(), file.toString());
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
            log.warn("No AVS_ENCRYPTION_KEY set: created {} to encrypt webhook secrets. Set the variable in production.",
                    file);
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create the encryption key file " + file, e);
        }
    }

    private static byte[] decodeKey(String base64, String source) {
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
