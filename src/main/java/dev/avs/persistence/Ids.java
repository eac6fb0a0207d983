package dev.avs.persistence;

import java.security.SecureRandom;
import java.util.HexFormat;

/** Resource ids: 36 lowercase hex characters, 144 random bits, never reused. */
public final class Ids {

    /** DRBG rather than the default NativePRNG, which reads /dev/urandom under a global lock for every id. */
    private static final SecureRandom RANDOM = drbg();

    private Ids() {
    }

    public static String newId() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /**
     * An id that sorts by time: the instant's milliseconds in the first 12 hex characters, then 96 random bits.
     * For rows appended all the time and rarely looked up by id (the access log): each insert lands at the right
     * edge of the primary key's index instead of on a random page of it, which keeps the index dense and its pages
     * in memory however long the table grows. Such ids name, they guard nothing, so the random part comes from
     * {@link java.util.concurrent.ThreadLocalRandom} rather than the shared generator every reader would queue for.
     */
    public static String timeOrdered(java.time.Instant at) {
        byte[] bytes = new byte[18];
        java.util.concurrent.ThreadLocalRandom.current().nextBytes(bytes);
        long millis = at.toEpochMilli();
        for (int i = 5; i >= 0; i--) {
            bytes[i] = (byte) millis;
            millis >>>= 8;
        }
        return HexFormat.of().formatHex(bytes);
    }

    private static SecureRandom drbg() {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (java.security.NoSuchAlgorithmException e) {
            return new SecureRandom();
        }
    }

    /** Whether the text has an id's shape: 36 lower-case hex digits (checked on every request: no regex). */
    public static boolean isWellFormed(String id) {
        if (id == null || id.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = id.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }
}
