package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Reads request bodies into memory up to the contract's limit (413 beyond it, before the body is parsed) so
 * that parsing and idempotency fingerprints work on the same bytes.
 */
class BodyLimitFilter extends OncePerRequestFilter {

    private static final Set<String> WITH_BODY = Set.of("POST", "PUT", "PATCH", "DELETE");

    private final WebProperties.Limits limits;
    private final ErrorResponses errors;

    BodyLimitFilter(WebProperties.Limits limits, ErrorResponses errors) {
        this.limits = limits;
        this.errors = errors;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !WITH_BODY.contains(request.getMethod());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String contentType = request.getContentType();
        boolean multipart = contentType != null && contentType.toLowerCase().startsWith("multipart/");
        boolean page = BodyLimits.isPage(request);
        long limit = multipart ? (page ? limits.pageMultipartBodyBytes() : limits.multipartBodyBytes())
                : limits.body().toBytes();
        long declared = request.getContentLengthLong();
        byte[] body = declared > limit ? null : readAtMost(request.getInputStream(), limit);
        if (body == null && page) {
            BodyLimits.markExceeded(request);
            chain.doFilter(new CachedBodyRequest(request, new byte[0]), response);
            return;
        }
        if (body == null) {
            errors.write(new ApiException(ErrorType.PAYLOAD_TOO_LARGE, multipart
                    ? "The file is larger than " + limits.file().toMegabytes() + " MiB"
                    : "The request body is larger than " + limits.body().toKilobytes() + " KiB"), request, response);
            return;
        }
        chain.doFilter(new CachedBodyRequest(request, body), response);
    }

    /** The whole stream, or null if it holds more than {@code limit} bytes. */
    private static byte[] readAtMost(InputStream in, long limit) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1024];
        long total = 0;
        for (int n; (n = in.read(buffer)) != -1; ) {
            total += n;
            if (total > limit) {
                return null;
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }
}
