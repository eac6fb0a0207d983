package dev.avs.screening.lists;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.zip.GZIPInputStream;

/**
 * The files of one source, read from a local path (relative to the working directory, the project root) or an
 * http(s) URL. A location is the file itself, or for multi-file formats the folder or URL prefix holding them.
 * Gzip content is unpacked. Everything read is hashed so that a version can be recognised.
 */
public final class SourceFiles {

    private static final long MAX_BYTES = 512L * 1024 * 1024;
    /** A streamed file's limit: far above any list published today, well below a disk filled by mistake. */
    static final long MAX_STREAM_BYTES = 16L * 1024 * 1024 * 1024;

    private final String location;
    private final HttpClient http;
    private final Duration timeout;
    private final MessageDigest digest;

    public SourceFiles(String location, HttpClient http, Duration timeout) {
        this.location = location.strip();
        this.http = http;
        this.timeout = timeout;
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static boolean isUrl(String location) {
        String lower = location.strip().toLowerCase(java.util.Locale.ROOT);
        return lower.startsWith("http://") || lower.startsWith("https://");
    }

    /** The bytes of the named file under the location, or of the location itself when {@code name} is null. */
    byte[] bytes(String name) throws IOException {
        byte[] raw = isUrl(location) ? download(name) : readFile(name);
        digest.update(raw);
        return gunzipIfNeeded(raw);
    }

    /**
     * The named file (or the location itself) as a stream, for formats read record by record (FollowTheMoney
     * files run to gigabytes): hashed as it is read, unpacked when gzip, and cut off after {@link #MAX_STREAM_BYTES}.
     * The caller reads it to its end before asking for {@link #sha256()}.
     */
    InputStream stream(String name) throws IOException {
        InputStream raw = isUrl(location) ? open(name) : Files.newInputStream(localPath(name));
        InputStream hashed = new java.security.DigestInputStream(new Bounded(raw, MAX_STREAM_BYTES), digest);
        java.io.BufferedInputStream buffered = new java.io.BufferedInputStream(hashed, 64 * 1024);
        buffered.mark(2);
        int first = buffered.read();
        int second = buffered.read();
        buffered.reset();
        return first == 0x1f && second == 0x8b ? new GZIPInputStream(buffered, 64 * 1024) : buffered;
    }

    String text(String name) throws IOException {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }

    /** Like {@link #text}, or null when the file does not exist (optional parts of a format). */
    String optionalText(String name) throws IOException {
        try {
            return text(name);
        } catch (FileNotFoundException | NoSuchFileException e) {
            return null;
        }
    }

    public String sha256() {
        try {
            return HexFormat.of().formatHex(((MessageDigest) digest.clone()).digest());
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }

    private Path localPath(String name) {
        Path path = Path.of(location);
        return name == null ? path : path.resolve(name);
    }

    private byte[] readFile(String name) throws IOException {
        Path path = localPath(name);
        if (Files.size(path) > MAX_BYTES) {
            throw new IOException("File larger than " + MAX_BYTES + " bytes: " + path.getFileName());
        }
        return Files.readAllBytes(path);
    }

    private byte[] download(String name) throws IOException {
        try (InputStream body = open(name)) {
            byte[] bytes = body.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES + 1));
            if (bytes.length > MAX_BYTES) {
                throw new IOException("Download larger than " + MAX_BYTES + " bytes from " + host(url(name)));
            }
            return bytes;
        }
    }

    private String url(String name) {
        return name == null ? location : location.endsWith("/") ? location + name : location + "/" + name;
    }

    /** The response body of a GET of the named file, once the server has answered 200. */
    private InputStream open(String name) throws IOException {
        String url = url(name);
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET().build();
        try {
            HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
            if (response.statusCode() != 200) {
                response.body().close();
                if (response.statusCode() == 404 && name != null) {
                    throw new FileNotFoundException(name);
                }
                throw new IOException("HTTP " + response.statusCode() + " from " + host(url));
            }
            return response.body();
        } catch (java.net.ConnectException | java.net.http.HttpTimeoutException
                 | java.nio.channels.UnresolvedAddressException e) {
            throw new IOException("Cannot connect to " + host(url) + " (" + e.getClass().getSimpleName() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted", e);
        }
    }

    private static String host(String url) {
        String host = URI.create(url).getHost();
        return host == null ? "the server" : host;
    }

    private static byte[] gunzipIfNeeded(byte[] raw) throws IOException {
        if (raw.length > 2 && (raw[0] & 0xff) == 0x1f && (raw[1] & 0xff) == 0x8b) {
            try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(raw))) {
                return in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES));
            }
        }
        return raw;
    }

    /** Fails a read past the limit rather than filling memory or disk with a runaway download. */
    private static final class Bounded extends java.io.FilterInputStream {

        private final long limit;
        private long count;

        Bounded(InputStream in, long limit) {
            super(in);
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            count += n;
            if (count > limit) {
                throw new IOException("The file is larger than " + limit + " bytes");
            }
        }
    }
}
