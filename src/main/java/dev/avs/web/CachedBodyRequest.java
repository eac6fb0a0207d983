package dev.avs.web;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;

/**
 * A request whose body was read once, within the size limit, and can be read again (parsing, idempotency): in
 * memory, or for uploads in a temporary file (so that a 10 MiB upload never sits in the heap).
 */
final class CachedBodyRequest extends HttpServletRequestWrapper {

    private final byte[] body;
    private final Path spooled;
    private final long length;

    CachedBodyRequest(HttpServletRequest request, byte[] body) {
        super(request);
        this.body = body;
        this.spooled = null;
        this.length = body.length;
    }

    CachedBodyRequest(HttpServletRequest request, Path spooled, long length) {
        super(request);
        this.body = null;
        this.spooled = spooled;
        this.length = length;
    }

    /** The body held in memory; empty for none, or for one spooled to a file (uploads, read as a stream). */
    static byte[] bodyOf(HttpServletRequest request) {
        CachedBodyRequest cached = find(request);
        return cached == null || cached.body == null ? new byte[0] : cached.body;
    }

    /** Adds the body's bytes to the digest, wherever they are. */
    static void digest(HttpServletRequest request, MessageDigest digest) {
        CachedBodyRequest cached = find(request);
        if (cached == null) {
            return;
        }
        try (InputStream in = cached.open()) {
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) != -1; ) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static CachedBodyRequest find(HttpServletRequest request) {
        while (request instanceof HttpServletRequestWrapper wrapper) {
            if (wrapper instanceof CachedBodyRequest cached) {
                return cached;
            }
            request = (HttpServletRequest) wrapper.getRequest();
        }
        return null;
    }

    private InputStream open() throws IOException {
        return body != null ? new ByteArrayInputStream(body) : Files.newInputStream(spooled);
    }

    @Override
    public int getContentLength() {
        return length > Integer.MAX_VALUE ? -1 : (int) length;
    }

    @Override
    public long getContentLengthLong() {
        return length;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
        InputStream in = open();
        return new ServletInputStream() {
            private boolean finished;

            @Override
            public int read() throws IOException {
                int b = in.read();
                finished = b < 0;
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = in.read(b, off, len);
                finished = n < 0;
                return n;
            }

            @Override
            public boolean isFinished() {
                return finished;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
                throw new UnsupportedOperationException("The body was already read");
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        };
    }

    @Override
    public BufferedReader getReader() throws IOException {
        return new BufferedReader(new InputStreamReader(getInputStream(), StandardCharsets.UTF_8));
    }
}
