package dev.avs.account;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.apache.commons.codec.digest.DigestUtils;

/** API keys: 36 lowercase hex characters (144 random bits), stored only as their SHA-256. */
final class ApiKeys {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SHAPE = Pattern.compile("[0-9a-f]{36}");

    private ApiKeys() {
    }

    static String generate() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    static boolean isWellFormed(String key) {
        return key != null && SHAPE.matcher(key).matches();
    }

    static String hash(String key) {
        return DigestUtils.sha256Hex(key);
    }
}
