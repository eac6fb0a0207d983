package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for requests no well-behaved client library sends: control bytes in the target,
 * malformed or repeated headers, a declared length the body never reaches. One request per connection.
 */
public final class RawHttp {

    /** What came back: the status, headers (lower-case names, the last value of each) and the body. */
    public record Response(int status, Map<String, String> headers, byte[] body) {

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + text();
        }
    }

    private final int port;

    public RawHttp(int port) {
        this.port = port;
    }

    /** Sends the bytes as they are and reads the response (the server closes the connection after it). */
    public Response send(byte[] request) {
        return send(request, 30_000);
    }

    public Response send(byte[] request, int timeoutMillis) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(timeoutMillis);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (IOException refusedMidway) {
                // the server may answer and close before it took the whole request: read what it said
            }
            return read(socket.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Sends the bytes and returns the status and headers as soon as they arrived, without waiting for the body:
     * for a server that answers a request whose body the client never finishes sending.
     */
    public Response head(byte[] request, int timeoutMillis) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
            socket.setSoTimeout(timeoutMillis);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            byte[] buffer = new byte[16 * 1024];
            int end;
            while ((end = indexOf(all.toByteArray(), "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1))) < 0) {
                int n = in.read(buffer);
                if (n < 0) {
                    throw new IOException("The connection closed before the headers");
                }
                all.write(buffer, 0, n);
            }
            byte[] raw = all.toByteArray();
            int status = Integer.parseInt(new String(raw, 0, end, StandardCharsets.ISO_8859_1).split(" ")[1]);
            return new Response(status, headers(raw, end), new byte[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A request with a Host header and {@code Connection: close} added after the given header lines. */
    public static byte[] request(String method, String target, Map<String, String> headers, byte[] body) {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        head.append("Host: localhost\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        if (body != null && headers.keySet().stream().noneMatch(h -> h.equalsIgnoreCase("Content-Length"))) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        if (body != null) {
            bytes.writeBytes(body);
        }
        return bytes.toByteArray();
    }

    /**
     * Reads one response, and returns as soon as it is complete (by its length, its last chunk, or the end of the
     * connection): a server may keep the connection open to discard a body it never read.
     */
    private static Response read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1024];
        try {
            for (int n; !complete(all.toByteArray()) && (n = in.read(buffer)) != -1; ) {
                all.write(buffer, 0, n);
            }
        } catch (java.net.SocketException reset) {
            // a server that closes without reading the rest of the request may reset: keep what arrived
        }
        byte[] raw = all.toByteArray();
        int end = indexOf(raw, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        if (end < 0) {
            throw new IOException("No complete response: " + new String(raw, StandardCharsets.ISO_8859_1));
        }
        Map<String, String> headers = headers(raw, end);
        int status = Integer.parseInt(new String(raw, 0, end, StandardCharsets.ISO_8859_1).split(" ")[1]);
        byte[] body = java.util.Arrays.copyOfRange(raw, end + 4, raw.length);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunk(body);
        }
        return new Response(status, headers, body);
    }

    private static boolean complete(byte[] raw) {
        int end = indexOf(raw, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        if (end < 0) {
            return false;
        }
        Map<String, String> headers = headers(raw, end);
        int bodyLength = raw.length - end - 4;
        if (headers.containsKey("content-length")) {
            return bodyLength >= Long.parseLong(headers.get("content-length"));
        }
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            return indexOf(raw, "\r\n0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), end) >= 0
                    || bodyLength >= 5 && indexOf(raw, "0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), end + 4) == end + 4;
        }
        return false;
    }

    private static Map<String, String> headers(byte[] raw, int end) {
        String[] lines = new String(raw, 0, end, StandardCharsets.ISO_8859_1).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
            }
        }
        return headers;
    }

    private static byte[] dechunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pos = 0;
        while (pos < chunked.length) {
            int lineEnd = indexOf(chunked, "\r\n".getBytes(StandardCharsets.ISO_8859_1), pos);
            if (lineEnd < 0) {
                break;
            }
            String sizeText = new String(chunked, pos, lineEnd - pos, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int size = Integer.parseInt(sizeText, 16);
            if (size == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, Math.min(size, chunked.length - lineEnd - 2));
            pos = lineEnd + 2 + size + 2;
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        return indexOf(haystack, needle, 0);
    }

    private static int indexOf(byte[] haystack, byte[] needle, int from) {
        outer:
        for (int i = from; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
