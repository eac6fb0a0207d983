package dev.avs.web;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;

/** Resource ids: 36 lowercase hex characters, 144 random bits, never reused. */
public final class Ids {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern SHAPE = Pattern.compile("[0-9a-f]{36}");

    private Ids() {
    }

    public static String newId() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public static boolean isWellFormed(String id) {
        return id != null && SHAPE.matcher(id).matches();
    }
}
