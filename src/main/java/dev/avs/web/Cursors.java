package dev.avs.web;

import dev.avs.persistence.Ids;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import org.springframework.stereotype.Component;

/**
 * Pagination cursors: the position (timestamp, id) of the last item of a page, with an HMAC under a key derived
 * from the installation's key ({@link CursorKeys}), so that a changed or forged cursor is refused rather than
 * misread. A cursor grants
 * nothing (every list is scoped to the caller's account); the signature keeps cursors opaque and their parsing
 * simple.
 */
@Component
public class Cursors {

    private final List<SecretKey> keys;

    Cursors(CursorKeys keys) {
        this.keys = keys.cursorKeys();
    }

    /** A page request from the {@code limit} and {@code cursor} query values (400 for bad ones). */
    public PageRequest request(String limit, String cursor) {
        return PageRequest.of(limit, cursor, this);
    }

    String encode(PageRequest.Position position) {
        long micros = Math.multiplyExact(position.at().getEpochSecond(), 1_000_000L) + position.at().getNano() / 1000;
        String payload = micros + "." + position.id();
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((payload + "." + sign(payload)).getBytes(StandardCharsets.UTF_8));
    }

    PageRequest.Position decode(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            String[] parts = text.split("\\.");
            if (parts.length == 3 && Ids.isWellFormed(parts[1]) && signedByAny(parts[0] + "." + parts[1], parts[2])) {
                long micros = Long.parseLong(parts[0]);
                return new PageRequest.Position(java.time.Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
                        Math.floorMod(micros, 1_000_000L) * 1000L), parts[1]);
            }
        } catch (IllegalArgumentException | java.time.DateTimeException e) {
            // falls through to the same answer as a bad signature
        }
        throw ApiException.badRequest("cursor is not valid; use next_cursor of the previous page");
    }

    /** Signed with any of the keys: cursors handed out before a rotation of the installation key still work. */
    private boolean signedByAny(String payload, String signature) {
        byte[] given = signature.getBytes(StandardCharsets.UTF_8);
        boolean valid = false;
        for (SecretKey key : keys) {
            valid |= MessageDigest.isEqual(sign(key, payload).getBytes(StandardCharsets.UTF_8), given);
        }
        return valid;
    }

    private String sign(String payload) {
        return sign(keys.getFirst(), payload);
    }

    private static String sign(SecretKey key, String payload) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            byte[] digest = mac.doFinal(payload.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 22);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
