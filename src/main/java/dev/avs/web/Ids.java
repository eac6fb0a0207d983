package dev.avs.web;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;

/** Resource ids: 36 lowercase hex characters, 144 random bits, never reused. */
public final class Ids {

    /** DRBG rather than the default NativePRNG, which reads /dev/urandom under a global lock for every id. */
    private static final SecureRandom RANDOM = drbg();
    private static final Pattern SHAPE = Pattern.compile("[0-9a-f]{36}");

    private Ids() {
    }

    public static String newId() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private static SecureRandom drbg() {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (java.security.NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    }

    public static boolean isWellFormed(String id) {
        return id != null && SHAPE.matcher(id).matches();
    }
}
