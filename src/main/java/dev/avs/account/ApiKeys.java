package dev.avs.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * API keys: 36 lowercase hex characters (144 random bits), stored only as their SHA-256. Every API request checks
 * and hashes its key: the shape is checked without a regular expression and the digest cloned from a prototype
 * rather than looked up among the security providers (the lookup and the regex were 2.6 % of a read's JVM samples).
 */
final class ApiKeys {

    private static final int LENGTH = 36;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final MessageDigest SHA_256;

    static {
        try {
            SHA_256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private ApiKeys() {
    }

    static String generate() {
        byte[] bytes = new byte[LENGTH / 2];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    static boolean isWellFormed(String key) {
        if (key == null || key.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = key.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) {
                return false;
            }
        }
        return true;
    }

    static String hash(String key) {
        try {
            MessageDigest digest = (MessageDigest) SHA_256.clone();
            return HexFormat.of().formatHex(digest.digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("SHA-256 cannot be cloned", e);
        }
    }
}
