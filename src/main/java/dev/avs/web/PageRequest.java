package dev.avs.web;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * {@code limit} and {@code cursor} of a list request. A cursor is the position (timestamp, id) of the last item
 * of the previous page, integrity-checked so that a changed cursor is refused rather than misread; it grants
 * nothing, since every list query is scoped to the caller's account anyway.
 */
public record PageRequest(int limit, Position after) {

    public record Position(Instant at, String id) {
    }

    private static final byte[] KEY = "avs-page-cursor-v1".getBytes(StandardCharsets.UTF_8);

    public static PageRequest of(String limit, String cursor) {
        int size = 20;
        if (limit != null) {
            try {
                size = Integer.parseInt(limit.trim());
            } catch (NumberFormatException e) {
                size = -1;
            }
            if (size < 1 || size > 100) {
                throw ApiException.badRequest("limit must be a whole number from 1 to 100");
            }
        }
        return new PageRequest(size, cursor == null || cursor.isBlank() ? null : decode(cursor.trim()));
    }

    /** Builds the page from up to {@code limit + 1} rows fetched in order. */
    public <T> Page<T> page(List<T> rows, Function<T, Position> position) {
        if (rows.size() <= limit) {
            return new Page<>(rows, null);
        }
        List<T> items = rows.subList(0, limit);
        return new Page<>(List.copyOf(items), encode(position.apply(items.getLast())));
    }

    static String encode(Position position) {
        long micros = Math.multiplyExact(position.at().getEpochSecond(), 1_000_000L) + position.at().getNano() / 1000;
        String payload = micros + "." + position.id();
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((payload + "." + sign(payload)).getBytes(StandardCharsets.UTF_8));
    }

    static Position decode(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            String[] parts = text.split("\\.");
            if (parts.length == 3 && sign(parts[0] + "." + parts[1]).equals(parts[2]) && Ids.isWellFormed(parts[1])) {
                long micros = Long.parseLong(parts[0]);
                return new Position(Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
                        Math.floorMod(micros, 1_000_000L) * 1000L), parts[1]);
            }
        } catch (IllegalArgumentException e) {
            // falls through to the same answer as a bad signature
        }
        throw ApiException.badRequest("cursor is not valid; use next_cursor of the previous page");
    }

    private static String sign(String payload) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(KEY, "HmacSHA256"));
            byte[] digest = mac.doFinal(payload.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException(e);
        }
    }
}
