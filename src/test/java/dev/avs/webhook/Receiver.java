package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A callback receiver for tests: a real HTTP server on 127.0.0.1 that records every request (raw body bytes and
 * headers) and answers per path: {@code /fail/N/...} fails the first N requests of each webhook-id with 500,
 * {@code /always-fail} always, {@code /block} holds the very first request until {@link #release()},
 * {@code /hold} holds every request until then, {@code /kycaid/<api key>} answers as a KYCAID client's receiver
 * does (200 only when {@code x-data-integrity} verifies with that API key, else 401), anything else is 200. Signatures are checked with an implementation of its own (javax.crypto), not the service's.
 */
public final class Receiver implements AutoCloseable {

    public record Request(String path, Map<String, String> headers, byte[] body, Instant at) {

        public String header(String name) {
            return headers.get(name.toLowerCase());
        }

        public JsonNode json() {
            return JSON.readTree(body);
        }

        String requestId() {
            return json().path("request_id").asString();
        }
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final Map<String, AtomicInteger> perId = new ConcurrentHashMap<>();
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch blocked = new CountDownLatch(1);
    private final AtomicInteger blocking = new AtomicInteger();

    public Receiver() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            Map<String, String> headers = new ConcurrentHashMap<>();
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(), values.getFirst()));
            byte[] body = exchange.getRequestBody().readAllBytes();
            String path = exchange.getRequestURI().getPath();
            requests.add(new Request(path, headers, body, Instant.now()));
            int nth = perId.computeIfAbsent(String.valueOf(headers.get("webhook-id")), id -> new AtomicInteger())
                    .incrementAndGet();
            if (path.startsWith("/block") && blocking.getAndIncrement() == 0) {
                blocked.countDown();
                await(release);
            }
            if (path.startsWith("/hold")) {
                await(release);
            }
            int status = 200;
            if (path.startsWith("/always-fail")) {
                status = 500;
            } else if (path.startsWith("/fail/")) {
                status = nth <= Integer.parseInt(path.split("/")[2]) ? 500 : 200;
            } else if (path.startsWith("/kycaid/")) {
                String token = path.substring("/kycaid/".length());
                status = dataIntegrity(token, body).equals(headers.get("x-data-integrity")) ? 200 : 401;
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    int port() {
        return server.getAddress().getPort();
    }

    public List<Request> requests() {
        return new ArrayList<>(requests);
    }

    /** The requests that carried this event. */
    List<Request> of(String requestId) {
        return requests.stream().filter(r -> requestId.equals(r.header("webhook-id"))).toList();
    }

    /** The requests about a verification, in arrival order. */
    public List<Request> about(String verificationId) {
        return requests.stream().filter(r -> verificationId.equals(r.json().path("verification_id").asString()))
                .toList();
    }

    void awaitBlocked() {
        await(blocked);
    }

    void release() {
        release.countDown();
    }

    @Override
    public void close() {
        release();
        server.stop(0);
    }

    /**
     * Checks both signature schemes byte for byte: {@code x-data-integrity} keyed with the API key (KYCAID's
     * scheme, the default), {@code webhook-signature} with the webhook {@code secrets} (current first).
     */
    static void assertSigned(Request request, String apiKey, String... secrets) {
        assertSigned(request, List.of(apiKey), secrets);
    }

    /** As an account that keys {@code x-data-integrity} with its webhook secrets (current first) signs. */
    static void assertSignedWithSecrets(Request request, String... secrets) {
        assertSigned(request, List.of(secrets), secrets);
    }

    private static void assertSigned(Request request, List<String> integrityKeys, String... secrets) {
        String id = request.header("webhook-id");
        String timestamp = request.header("webhook-timestamp");
        assertThat(request.header("content-type")).isEqualTo("application/json");
        assertThat(id).isEqualTo(request.requestId());
        assertThat(Long.parseLong(timestamp)).isCloseTo(Instant.now().getEpochSecond(),
                org.assertj.core.data.Offset.offset(300L));
        assertThat(request.header("x-data-integrity")).isEqualTo(dataIntegrity(integrityKeys.getFirst(), request.body()));
        List<String> expected = new ArrayList<>();
        for (String secret : secrets) {
            expected.add("v1," + standardWebhooks(secret, id, timestamp, request.body()));
        }
        assertThat(request.header("webhook-signature")).isEqualTo(String.join(" ", expected));
        if (integrityKeys.size() > 1) {
            assertThat(request.header("x-data-integrity-previous"))
                    .isEqualTo(dataIntegrity(integrityKeys.get(1), request.body()));
        } else {
            assertThat(request.header("x-data-integrity-previous")).isNull();
        }
    }

    /** KYCAID: hex(HMAC-SHA512(secret text, Base64(body))). */
    static String dataIntegrity(String secret, byte[] body) {
        String base64 = Base64.getEncoder().encodeToString(body);
        return HexFormat.of().formatHex(mac("HmacSHA512", secret.getBytes(StandardCharsets.UTF_8),
                base64.getBytes(StandardCharsets.US_ASCII)));
    }

    /** Standard Webhooks: Base64(HMAC-SHA256(key, id.timestamp.body)), key = Base64 after whsec_. */
    static String standardWebhooks(String secret, String id, String timestamp, byte[] body) {
        byte[] key = secret.startsWith("whsec_") ? Base64.getDecoder().decode(secret.substring(6))
                : secret.getBytes(StandardCharsets.UTF_8);
        String content = id + "." + timestamp + "." + new String(body, StandardCharsets.UTF_8);
        return Base64.getEncoder().encodeToString(mac("HmacSHA256", key, content.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] mac(String algorithm, byte[] key, byte[] message) {
        try {
            Mac mac = Mac.getInstance(algorithm);
            mac.init(new SecretKeySpec(key, algorithm));
            return mac.doFinal(message);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
