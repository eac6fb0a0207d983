package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code multipart/form-data} body (RFC 7578), parsed from the bytes the body filter already holds; parsing
 * here rather than in the servlet container keeps one body-size limit and one idempotency fingerprint for
 * every request.
 */
public record Multipart(List<Part> parts) {

    /** One part: its form name, the filename if it is a file, and its bytes. */
    public record Part(String name, String filename, String contentType, byte[] content) {
    }

    private static final Pattern BOUNDARY = Pattern.compile("(?i)boundary=(?:\"([^\"]+)\"|([^;\\s]+))");
    private static final Pattern NAME = Pattern.compile("(?i)(?:^|;)\\s*name=\"([^\"]*)\"");
    private static final Pattern FILENAME = Pattern.compile("(?i)(?:^|;)\\s*filename=\"([^\"]*)\"");
    private static final Pattern FILENAME_STAR = Pattern.compile("(?i)(?:^|;)\\s*filename\\*=UTF-8''([^;\\s]+)");

    public static Multipart of(HttpServletRequest request) {
        String contentType = request.getContentType();
        if (contentType == null || !contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
            throw new ApiException(ErrorType.UNSUPPORTED_MEDIA_TYPE,
                    "Send the file as multipart/form-data in a part named file");
        }
        Matcher m = BOUNDARY.matcher(contentType);
        if (!m.find()) {
            throw ApiException.badRequest("The multipart body has no boundary");
        }
        String boundary = m.group(1) != null ? m.group(1) : m.group(2);
        return parse(CachedBodyRequest.bodyOf(request), boundary);
    }

    static Multipart parse(byte[] body, String boundary) {
        byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
        List<Part> parts = new ArrayList<>();
        int pos = indexOf(body, delimiter, 0);
        if (pos < 0) {
            throw malformed();
        }
        while (true) {
            pos += delimiter.length;
            if (startsWith(body, pos, "--")) {
                return new Multipart(List.copyOf(parts));
            }
            pos = skipLineBreak(body, pos);
            int headersEnd = indexOf(body, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), pos);
            if (headersEnd < 0) {
                throw malformed();
            }
            String headers = new String(body, pos, headersEnd - pos, StandardCharsets.UTF_8);
            int contentStart = headersEnd + 4;
            byte[] next = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
            int contentEnd = indexOf(body, next, contentStart);
            if (contentEnd < 0) {
                throw malformed();
            }
            parts.add(part(headers, Arrays.copyOfRange(body, contentStart, contentEnd)));
            pos = contentEnd + 2;
        }
    }

    public Optional<Part> part(String name) {
        return parts.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    private static Part part(String headers, byte[] content) {
        String disposition = null;
        String type = null;
        for (String line : headers.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String header = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).trim();
            if (header.equals("content-disposition")) {
                disposition = value;
            } else if (header.equals("content-type")) {
                type = value;
            }
        }
        if (disposition == null || !disposition.toLowerCase(Locale.ROOT).startsWith("form-data")) {
            throw malformed();
        }
        Matcher name = NAME.matcher(disposition);
        if (!name.find()) {
            throw malformed();
        }
        String filename = null;
        Matcher star = FILENAME_STAR.matcher(disposition);
        Matcher plain = FILENAME.matcher(disposition);
        if (star.find()) {
            filename = java.net.URLDecoder.decode(star.group(1).replace("+", "%2B"), StandardCharsets.UTF_8);
        } else if (plain.find()) {
            filename = plain.group(1);
        }
        return new Part(name.group(1), filename, type, content);
    }

    private static ApiException malformed() {
        return ApiException.badRequest("The multipart body is malformed");
    }

    private static int skipLineBreak(byte[] body, int pos) {
        if (startsWith(body, pos, "\r\n")) {
            return pos + 2;
        }
        throw malformed();
    }

    private static boolean startsWith(byte[] body, int pos, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        if (pos + bytes.length > body.length) {
            return false;
        }
        for (int i = 0; i < bytes.length; i++) {
            if (body[pos + i] != bytes[i]) {
                return false;
            }
        }
        return true;
    }

    /** Boyer-Moore-Horspool: files are up to 10 MiB, so the search must not be quadratic. */
    static int indexOf(byte[] haystack, byte[] needle, int from) {
        int n = needle.length;
        if (n == 0) {
            return from;
        }
        int[] shift = new int[256];
        Arrays.fill(shift, n);
        for (int i = 0; i < n - 1; i++) {
            shift[needle[i] & 0xff] = n - 1 - i;
        }
        int i = from;
        while (i + n <= haystack.length) {
            int j = n - 1;
            while (j >= 0 && haystack[i + j] == needle[j]) {
                j--;
            }
            if (j < 0) {
                return i;
            }
            i += shift[haystack[i + n - 1] & 0xff];
        }
        return -1;
    }
}
