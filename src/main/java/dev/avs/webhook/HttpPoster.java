package dev.avs.webhook;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * Sends one callback: an HTTP/1.1 POST over a connection to one of the addresses the guard checked (the JDK's
 * HTTP client would resolve the name again, which a rebinding DNS server could answer differently). For https
 * the certificate is verified against the URL's host name, sent as SNI. One deadline covers connecting, the TLS
 * handshake, sending and reading the status line and headers; the response body is never read. Redirects are
 * not followed (a 3xx is a failed attempt) and no proxy is used.
 */
final class HttpPoster {

    /** The deadline passed before the response's status line and headers arrived. */
    static final class Timeout extends IOException {
        Timeout() {
            super("timed out", null);
        }
    }

    /** The response was not HTTP. */
    static final class ProtocolError extends IOException {
        ProtocolError(String message) {
            super(message);
        }
    }

    private static final int MAX_LINE = 8192;
    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("avs-webhook-watchdog").factory());
    private static final int MAX_HEADERS = 100;

    private final SSLContext tls;

    HttpPoster(SSLContext tls) {
        this.tls = tls;
    }

    /** Posts the body with the headers (Content-Type, Content-Length, Host and Connection are added); the status. */
    int post(TargetGuard.Target target, Map<String, String> headers, byte[] body, long timeoutMillis)
            throws IOException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        try (Socket socket = connect(target, deadline)) {
            // Socket writes have no timeout: a receiver that stops reading is cut off by closing the socket.
            AtomicBoolean cutOff = new AtomicBoolean();
            ScheduledFuture<?> watchdog = WATCHDOG.schedule(() -> {
                cutOff.set(true);
                closeQuietly(socket);
            }, remaining(deadline), TimeUnit.MILLISECONDS);
            try {
                Socket channel = target.tls() ? handshake(socket, target, deadline) : socket;
                OutputStream out = new BufferedOutputStream(channel.getOutputStream(), 8192);
                out.write(head(target, headers, body.length).getBytes(StandardCharsets.ISO_8859_1));
                out.write(body);
                out.flush();
                return status(new BufferedInputStream(new DeadlineStream(channel, deadline)));
            } catch (IOException e) {
                throw cutOff.get() ? new Timeout() : e;
            } finally {
                watchdog.cancel(false);
            }
        } catch (SocketTimeoutException e) {
            throw new Timeout();
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing is all that is wanted
        }
    }

    private static Socket connect(TargetGuard.Target target, long deadline) throws IOException {
        IOException last = null;
        for (InetAddress address : target.addresses()) {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(address, target.port()), remaining(deadline));
                socket.setTcpNoDelay(true);
                return socket;
            } catch (SocketTimeoutException e) {
                socket.close();
                throw e;
            } catch (IOException e) {
                socket.close();
                last = e;
            }
        }
        throw last != null ? last : new IOException("no address");
    }

    private Socket handshake(Socket socket, TargetGuard.Target target, long deadline) throws IOException {
        SSLSocket ssl = (SSLSocket) tls.getSocketFactory().createSocket(socket, target.host(), target.port(), true);
        SSLParameters parameters = ssl.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        try {
            parameters.setServerNames(List.of(new SNIHostName(target.host())));
        } catch (IllegalArgumentException addressLiteral) {
            // an IP address has no SNI; the certificate is still checked against it
        }
        ssl.setSSLParameters(parameters);
        ssl.setSoTimeout(remaining(deadline));
        ssl.startHandshake();
        return ssl;
    }

    private static String head(TargetGuard.Target target, Map<String, String> headers, int length) {
        String path = target.uri().getRawPath() == null || target.uri().getRawPath().isEmpty() ? "/"
                : target.uri().getRawPath();
        String query = target.uri().getRawQuery() == null ? "" : "?" + target.uri().getRawQuery();
        boolean defaultPort = target.uri().getPort() == -1;
        StringBuilder head = new StringBuilder("POST ").append(path).append(query).append(" HTTP/1.1\r\n")
                .append("Host: ").append(target.uri().getHost()).append(defaultPort ? "" : ":" + target.port())
                .append("\r\nContent-Type: application/json\r\nContent-Length: ").append(length)
                .append("\r\nConnection: close\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        return head.append("\r\n").toString();
    }

    /** Reads the final status line (skipping interim 1xx responses) and the headers after it. */
    private static int status(InputStream in) throws IOException {
        while (true) {
            String line = line(in);
            if (line == null || !line.startsWith("HTTP/1.") || line.length() < 12 || line.charAt(8) != ' ') {
                throw new ProtocolError("not an HTTP/1.x status line");
            }
            int status;
            try {
                status = Integer.parseInt(line.substring(9, 12));
            } catch (NumberFormatException e) {
                throw new ProtocolError("no status code");
            }
            int headers = 0;
            for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
                if (++headers > MAX_HEADERS) {
                    throw new ProtocolError("too many headers");
                }
            }
            if (status >= 200 || status < 100 || status == 101) {
                return status;
            }
        }
    }

    /** One CRLF-terminated line (at most 8 KiB), without the terminator; null at the end of the stream. */
    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != -1; c = in.read()) {
            if (c == '\n') {
                int end = line.length();
                return line.substring(0, end > 0 && line.charAt(end - 1) == '\r' ? end - 1 : end);
            }
            if (line.length() >= MAX_LINE) {
                throw new ProtocolError("line too long");
            }
            line.append((char) c);
        }
        return line.isEmpty() ? null : line.toString();
    }

    private static int remaining(long deadline) throws SocketTimeoutException {
        long millis = (deadline - System.nanoTime()) / 1_000_000L;
        if (millis <= 0) {
            throw new SocketTimeoutException();
        }
        return (int) Math.min(millis, Integer.MAX_VALUE);
    }

    /** Gives every read only the time left until the deadline. */
    private static final class DeadlineStream extends InputStream {
        private final Socket socket;
        private final InputStream in;
        private final long deadline;

        DeadlineStream(Socket socket, long deadline) throws IOException {
            this.socket = socket;
            this.in = socket.getInputStream();
            this.deadline = deadline;
        }

        @Override
        public int read() throws IOException {
            socket.setSoTimeout(remaining(deadline));
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            socket.setSoTimeout(remaining(deadline));
            return in.read(b, off, len);
        }
    }
}
