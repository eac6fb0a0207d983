package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The callback client against local servers: plain HTTP, misbehaving servers and TLS with a test certificate. */
class HttpPosterTest {

    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @Test
    void postsTheBodyAndHeadersAndReadsTheStatus() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(LOOPBACK, 0), 0);
        server.createContext("/", exchange -> {
            seen.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + exchange.getRequestHeaders().getFirst("Host") + " "
                    + exchange.getRequestHeaders().getFirst("Content-Type") + " "
                    + exchange.getRequestHeaders().getFirst("x-test") + " "
                    + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        server.start();
        try {
            int port = server.getAddress().getPort();
            int status = new HttpPoster(SSLContext.getDefault()).post(target("http://receiver.test:" + port
                    + "/hooks/avs?k=v", port, false), Map.of("x-test", "yes"), "{\"a\":\"é\"}".getBytes(StandardCharsets.UTF_8), 5000);

            assertThat(status).isEqualTo(204);
            assertThat(seen).containsExactly("POST /hooks/avs?k=v receiver.test:" + port
                    + " application/json yes {\"a\":\"é\"}");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void skipsInterimResponsesAndRefusesWhatIsNotHttp() throws Exception {
        assertThat(rawServer("HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 500 Oops\r\n\r\n",
                port -> post(port, 5000))).isEqualTo(500);
        assertThatThrownBy(() -> rawServer("SSH-2.0-OpenSSH\r\n", port -> post(port, 5000)))
                .isInstanceOf(HttpPoster.ProtocolError.class);
    }

    @Test
    void aReceiverThatNeverAnswersIsATimeout() {
        assertThatThrownBy(() -> rawServer(null, port -> post(port, 300))).isInstanceOf(HttpPoster.Timeout.class);
    }

    @Test
    void verifiesTheCertificateAgainstTheUrlsHostNotTheAddress(@TempDir Path dir) throws Exception {
        char[] password = "changeit".toCharArray();
        Path store = dir.resolve("test.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "test", "-keyalg", "EC", "-dname", "CN=receiver.test", "-ext",
                "SAN=dns:receiver.test", "-validity", "2", "-storetype", "PKCS12", "-keystore", store.toString(),
                "-storepass", "changeit").redirectErrorStream(true).start();
        assertThat(keytool.waitFor()).as(new String(keytool.getInputStream().readAllBytes())).isZero();
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keys.load(in, password);
        }
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, password);
        SSLContext serverTls = SSLContext.getInstance("TLS");
        serverTls.init(keyManagers.getKeyManagers(), null, null);
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(keys);
        SSLContext clientTls = SSLContext.getInstance("TLS");
        clientTls.init(null, trust.getTrustManagers(), null);

        HttpsServer server = HttpsServer.create(new InetSocketAddress(LOOPBACK, 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(serverTls));
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            int port = server.getAddress().getPort();
            HttpPoster poster = new HttpPoster(clientTls);
            assertThat(poster.post(target("https://receiver.test:" + port + "/", port, true), Map.of(),
                    "{}".getBytes(StandardCharsets.UTF_8), 5000)).isEqualTo(200);
            assertThatThrownBy(() -> poster.post(target("https://other.test:" + port + "/", port, true), Map.of(),
                    "{}".getBytes(StandardCharsets.UTF_8), 5000)).isInstanceOf(SSLException.class);
        } finally {
            server.stop(0);
        }
    }

    private interface Call {
        int at(int port) throws IOException;
    }

    /** A one-connection server that reads the request head and answers {@code answer} as is (null: never). */
    private static int rawServer(String answer, Call call) throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, LOOPBACK)) {
            Thread.ofVirtual().start(() -> {
                try (Socket socket = server.accept()) {
                    socket.getInputStream().read(new byte[8192]);
                    if (answer != null) {
                        socket.getOutputStream().write(answer.getBytes(StandardCharsets.ISO_8859_1));
                        socket.getOutputStream().flush();
                    }
                    socket.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());   // until the client closes
                } catch (IOException ignored) {
                    // the client went away
                }
            });
            return call.at(server.getLocalPort());
        }
    }

    private static int post(int port, long timeoutMillis) throws IOException {
        try {
            return new HttpPoster(SSLContext.getDefault()).post(target("http://receiver.test:" + port + "/", port, false),
                    Map.of(), "{}".getBytes(StandardCharsets.UTF_8), timeoutMillis);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static TargetGuard.Target target(String url, int port, boolean tls) {
        URI uri = URI.create(url);
        return new TargetGuard.Target(uri, uri.getHost(), port, tls, List.of(LOOPBACK));
    }
}
