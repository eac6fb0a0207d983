package dev.avs.form;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.digest.DigestUtils;

/**
 * The random values behind form URLs: the secret in the URL (256 bits, stored only as its SHA-256), the key of
 * a URL's anti-forgery values, and the HMAC that derives those values.
 */
public final class Secrets {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SECRET = Pattern.compile("[A-Za-z0-9_-]{43}");

    private Secrets() {
    }

    /** 32 random bytes, base64url without padding: 43 characters that need no escaping in a URL. */
    public static String newSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static boolean isWellFormed(String secret) {
        return secret != null && SECRET.matcher(secret).matches();
    }

    static String newKey() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public static String hash(String secret) {
        return DigestUtils.sha256Hex(secret);
    }

    /** HMAC-SHA256 of the text under a hex key, base64url. */
    public static String mac(String hexKey, String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(HexFormat.of().parseHex(hexKey), "HmacSHA256"));
            return Base64.getUrlEncoder().withoutPadding()
                    .encodeToString(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every Java runtime has HmacSHA256", e);
        }
    }

    /** Compares in time independent of where the values differ. */
    public static boolean same(String a, String b) {
        return a != null && b != null
                && MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
