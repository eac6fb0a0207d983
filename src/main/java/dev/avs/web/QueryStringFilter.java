package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses a query string the container cannot decode (a bare {@code %}, {@code %zz}, percent-encoded bytes that
 * are not UTF-8, a parameter without a name) with 400, before anything reads a parameter: the container would
 * throw on the first read, wherever that happens. One pass over the query, linear in its length.
 */
class QueryStringFilter extends OncePerRequestFilter {

    private final ErrorResponses errors;

    QueryStringFilter(ErrorResponses errors) {
        this.errors = errors;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String query = request.getQueryString();
        if (query != null && !isWellFormed(query)) {
            errors.write(ApiException.badRequest("The query string is malformed: use name=value pairs separated by"
                    + " &, with % followed by two hex digits of UTF-8"), request, response);
            return;
        }
        chain.doFilter(request, response);
    }

    /** Every pair has a name; every escape is {@code %} and two hex digits; the decoded bytes are UTF-8. */
    static boolean isWellFormed(String query) {
        int start = 0;
        while (start <= query.length()) {
            int end = query.indexOf('&', start);
            if (end < 0) {
                end = query.length();
            }
            if (end > start && (query.charAt(start) == '=' || !decodes(query, start, end))) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    private static boolean decodes(String query, int from, int to) {
        ByteBuffer bytes = ByteBuffer.allocate(to - from);
        for (int i = from; i < to; i++) {
            char c = query.charAt(i);
            if (c == '%') {
                if (i + 2 >= to || hex(query.charAt(i + 1)) < 0 || hex(query.charAt(i + 2)) < 0) {
                    return false;
                }
                bytes.put((byte) (hex(query.charAt(i + 1)) * 16 + hex(query.charAt(i + 2))));
                i += 2;
            } else if (c > 0x7f) {
                return false;
            } else {
                bytes.put((byte) c);
            }
        }
        bytes.flip();
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(bytes);
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** An ASCII hex digit's value, else -1 (not {@link Character#digit}, which takes other scripts' digits). */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        char lower = (char) (c | 0x20);
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }
}
