package dev.avs.fuzz;

import dev.avs.support.HostileFiles;
import dev.avs.support.ImageBombs;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Malformed and hostile parts of requests, drawn from a seeded random: path segments, query strings, header
 * values and bodies (JSON, form, multipart). Every text a client chooses carries {@link #MARK}, so that a test can
 * tell whether any of it reached a log.
 */
final class Mutations {

    /** In every value a mutation sends: it must never appear in a log. */
    static final String MARK = "Qz7fuzzmark";

    private static final List<String> SEGMENTS = List.of("x", "%00", "..%2F..", "%zz", "%", "%E2%98%83", "%C3%28",
            "1%27%20OR%20%271%27%3D%271", "a".repeat(300), "0".repeat(36), "f".repeat(37), "%20", "null", "-1",
            MARK, "%25zz", "..", ".", "%2e%2e");
    private static final List<String> VALUES = List.of("", "-1", "0", "1e400", "99999999999999999999", "%zz", "%",
            "%E2%82", "true", "null", "[]", "{}", "2026-02-30", "9999-99-99", "1900-01-01", "<script>", "'; DROP",
            "a".repeat(5000), "%00", "%0D%0ASet-Cookie:%20x", MARK, "%F0%9F%98%80", "+", "%2B", "\\u0000");
    private static final List<String> CONTENT_TYPES = List.of("application/json", "application/json; charset=latin1",
            "application/x-www-form-urlencoded", "text/plain", "application/xml", "multipart/form-data",
            "multipart/form-data; boundary=", "multipart/form-data; boundary=" + "b".repeat(71),
            "multipart/form-data; boundary=\"q\"", "application/vnd.x+json", "*/*", "application/json;;;=");

    private final Random random;

    Mutations(long seed) {
        this.random = new Random(seed);
    }

    <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    String segment() {
        return pick(SEGMENTS);
    }

    /** A value as it would sit in a query string: sometimes raw (malformed), usually encoded. */
    String queryValue() {
        String value = pick(VALUES);
        return chance(15) ? value : java.net.URLEncoder.encode(value + (chance(50) ? MARK : ""),
                StandardCharsets.UTF_8);
    }

    /** A query string over the given parameter names and a few unknown ones. */
    String query(List<String> names) {
        List<String> pairs = new ArrayList<>();
        int count = random.nextInt(4);
        for (int i = 0; i < count; i++) {
            String name = !names.isEmpty() && chance(75) ? pick(names) : pick(List.of("x", "%", "=", "", MARK, "a[]"));
            pairs.add(chance(10) ? name : name + "=" + queryValue());
        }
        if (chance(10)) {
            pairs.add(pick(List.of("%", "=", "%zz", "&&&", "=" + MARK, "%C3%28=1")));
        }
        return String.join("&", pairs);
    }

    String contentType() {
        return pick(CONTENT_TYPES);
    }

    /** A JSON body over the given field names: wrong types, extremes, unknown fields, or no JSON at all. */
    byte[] json(List<String> fields) {
        if (chance(12)) {
            return pick(List.of("{", "[1,2", "\"text\"", "42", "null", "{\"a\":}", "{\"a\":1,\"a\":2}", "\u0000",
                    "[" + "[".repeat(3000) + "]".repeat(3000) + "]", "{\"" + MARK + "\": " + "[".repeat(600) + "]"
                            .repeat(600) + "}")).getBytes(StandardCharsets.UTF_8);
        }
        if (chance(5)) {
            return new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        }
        StringBuilder json = new StringBuilder("{");
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                json.append(',');
            }
            String name = !fields.isEmpty() && chance(85) ? pick(fields) : MARK + i;
            json.append('"').append(name).append("\":").append(jsonValue(0));
        }
        return json.append('}').toString().getBytes(StandardCharsets.UTF_8);
    }

    private String jsonValue(int depth) {
        return switch (random.nextInt(depth > 2 ? 9 : 11)) {
            case 0 -> "null";
            case 1 -> pick(List.of("1e400", "-1e400", "1e-400", "123456789012345678901234567890", "-0", "0.5", "3"));
            case 2 -> pick(List.of("true", "false"));
            case 3 -> "\"" + MARK + "\\u0000\\n\"";
            case 4 -> "\"" + pick(List.of("2026-02-30", "1800-01-01", "GB", "gb", "XX", "PASSPORT", "PERSON",
                    "COMPANY", "+447700900123", "a@b", "http://127.0.0.1/", "javascript:alert(1)")) + MARK + "\"";
            case 5 -> "\"" + MARK.repeat(400) + "\"";
            case 6 -> "\"\"";
            case 7 -> "\"0123456789abcdef0123456789abcdef0123\"";
            case 8 -> "\"" + pick(List.of("REGISTERED", "BENEFICIAL", "approved", "declined", "PROFILE", "AML")) + "\"";
            case 9 -> "[" + jsonValue(depth + 1) + "," + jsonValue(depth + 1) + "]";
            default -> "{\"" + MARK + "\":" + jsonValue(depth + 1) + "}";
        };
    }

    /** A form body: known and unknown keys, bare keys, broken escapes, repeated keys. */
    byte[] form(List<String> fields) {
        List<String> pairs = new ArrayList<>();
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            String name = !fields.isEmpty() && chance(80) ? pick(fields) : MARK;
            if (chance(15)) {
                pairs.add(name + "[]");
            } else {
                pairs.add(name + (chance(50) ? "[]" : "") + "=" + queryValue());
            }
        }
        return String.join("&", pairs).getBytes(StandardCharsets.UTF_8);
    }

    /** A multipart body: valid, or with broken part headers, encodings and boundaries. */
    byte[] multipart(String boundary) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String name = pick(List.of("file", "file", "sandbox", MARK, ""));
        String filename = pick(List.of("filename=\"" + MARK + ".png\"", "filename*=UTF-8''%zz" + MARK + ".jpg",
                "filename=\"a\u0000" + MARK + ".png\"", "filename*=UTF-8''a%00" + MARK + ".png",
                "filename*=UTF-8''%E2%82", "filename=\"\"", "", "filename=\"../../etc/" + MARK + "\"",
                "filename*=x''" + MARK));
        String head = "--" + boundary + "\r\nContent-Disposition: " + pick(List.of("form-data", "attachment", "",
                "form-data; name")) + "; name=\"" + name + "\"; " + filename + "\r\nContent-Type: "
                + pick(List.of("image/png", "", "text/html", MARK)) + "\r\n\r\n";
        out.writeBytes(head.getBytes(StandardCharsets.UTF_8));
        if (chance(15)) {
            out.writeBytes(bomb());
        } else if (chance(50)) {
            out.writeBytes(pick(List.of(PNG, "GIF89a".getBytes(StandardCharsets.US_ASCII), new byte[0],
                    (MARK + "<html>").getBytes(StandardCharsets.UTF_8))));
        } else {
            byte[] junk = new byte[random.nextInt(2000)];
            random.nextBytes(junk);
            out.writeBytes(junk);
        }
        if (chance(80)) {
            out.writeBytes(("\r\n--" + boundary + (chance(80) ? "--" : "") + "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        return out.toByteArray();
    }

    /**
     * One of the crafted files: the image bombs (decompression, dimensions, segments: {@link ImageBombs}) and the
     * crafted videos and PDFs ({@link HostileFiles}: sample tables, claims, forms, operations).
     */
    byte[] bomb() {
        return pick(BOMBS);
    }

    /** Every crafted file, images first. */
    static final List<byte[]> BOMBS = java.util.stream.Stream.concat(
            ImageBombs.all().values().stream().map(ImageBombs.Bomb::content),
            HostileFiles.all().values().stream().map(HostileFiles.Hostile::content)).toList();

    /** The smallest PNG: a 1x1 image. */
    private static final byte[] PNG = java.util.Base64.getDecoder().decode(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
}
