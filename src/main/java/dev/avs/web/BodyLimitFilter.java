package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Reads API request bodies once, up to the contract's limit (413 beyond it, before the body is parsed), so that
 * parsing and idempotency fingerprints work on the same bytes: JSON and form bodies into memory, uploads into a
 * temporary file. It runs after authentication: nothing is read for a caller without a valid key. The hosted
 * form's pages are left alone: their controller checks the page's secret and the declared length before it reads
 * a byte ({@link BodyLimits}). At the end of every request, the temporary files of its parts are deleted.
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
        try {
            if (BodyLimits.isPage(request)) {
                chain.doFilter(request, response);
                return;
            }
            String contentType = request.getContentType();
            boolean multipart = contentType != null && contentType.toLowerCase().startsWith("multipart/");
            long limit = multipart ? limits.multipartBodyBytes() : limits.body().toBytes();
            if (request.getContentLengthLong() > limit) {
                tooLarge(multipart, request, response);
                return;
            }
            if (multipart) {
                spooled(request, response, chain, limit);
                return;
            }
            byte[] body = readAtMost(request.getInputStream(), limit);
            if (body == null) {
                tooLarge(false, request, response);
                return;
            }
            chain.doFilter(new CachedBodyRequest(request, body), response);
        } finally {
            Multipart.release(request);
        }
    }

    private void spooled(HttpServletRequest request, HttpServletResponse response, FilterChain chain, long limit)
            throws ServletException, IOException {
        Path file = Files.createTempFile("avs-upload-", ".tmp");
        try {
            long length;
            try (OutputStream out = Files.newOutputStream(file)) {
                length = copyAtMost(request.getInputStream(), out, limit);
            }
            if (length < 0) {
                tooLarge(true, request, response);
                return;
            }
            chain.doFilter(new CachedBodyRequest(request, file, length), response);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private void tooLarge(boolean multipart, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        errors.write(new ApiException(ErrorType.PAYLOAD_TOO_LARGE, multipart
                ? "The file is larger than " + limits.file().toMegabytes() + " MiB"
                : "The request body is larger than " + limits.body().toKilobytes() + " KiB"), request, response);
    }

    /** The whole stream, or null if it holds more than {@code limit} bytes. */
    private static byte[] readAtMost(InputStream in, long limit) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        return copyAtMost(in, out, limit) < 0 ? null : out.toByteArray();
    }

    /** Copies the stream; the number of bytes, or -1 as soon as it holds more than {@code limit}. */
    private static long copyAtMost(InputStream in, OutputStream out, long limit) throws IOException {
        byte[] buffer = new byte[16 * 1024];
        long total = 0;
        for (int n; (n = in.read(buffer)) != -1; ) {
            total += n;
            if (total > limit) {
                return -1;
            }
            out.write(buffer, 0, n);
        }
        return total;
    }
}
