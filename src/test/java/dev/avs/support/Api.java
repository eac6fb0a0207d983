package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import tools.jackson.databind.json.JsonMapper;

/**
 * A real HTTP client for integration tests, authenticated with one API key. Every response is checked against
 * the service's OpenAPI document, so a test that exercises an endpoint also proves the document describes it.
 */
public final class Api {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final String baseUrl;
    private final String key;
    private final String authorization;
    private final Map<String, String> headers;

    public Api(String baseUrl, String key) {
        this(baseUrl, key, key == null ? null : "Token " + key, Map.of());
    }

    private Api(String baseUrl, String key, String authorization, Map<String, String> headers) {
        this.baseUrl = baseUrl;
        this.key = key;
        this.authorization = authorization;
        this.headers = headers;
    }

    /** The same client with the Authorization header exactly as given (null: none). */
    public Api withAuthorization(String authorization) {
        return new Api(baseUrl, key, authorization, headers);
    }

    public Api withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new Api(baseUrl, key, authorization, more);
    }

    /** The API key this client was made with (null for an anonymous one). */
    public String key() {
        return key;
    }

    public String baseUrl() {
        return baseUrl;
    }

    public ApiResponse get(String path) {
        return send("GET", path, null, null);
    }

    public ApiResponse post(String path, Object json) {
        return send("POST", path, "application/json", toJson(json));
    }

    public ApiResponse patch(String path, Object json) {
        return send("PATCH", path, "application/json", toJson(json));
    }

    public ApiResponse delete(String path) {
        return send("DELETE", path, null, null);
    }

    public ApiResponse postForm(String path, String formBody) {
        return send("POST", path, "application/x-www-form-urlencoded", formBody.getBytes(StandardCharsets.UTF_8));
    }

    /** Uploads {@code content} as the part {@code file} with the given filename. */
    public ApiResponse upload(String method, String path, String filename, byte[] content) {
        return upload(method, path, "file", filename, content);
    }

    public ApiResponse upload(String method, String path, String part, String filename, byte[] content) {
        String boundary = "avs-test-boundary-" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        String head = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + part + "\""
                + (filename == null ? "" : "; filename=\"" + filename + "\"")
                + "\r\nContent-Type: application/octet-stream\r\n\r\n";
        body.writeBytes(head.getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return send(method, path, "multipart/form-data; boundary=" + boundary, body.toByteArray());
    }

    public ApiResponse send(String method, String path, String contentType, byte[] body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<byte[]> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            ApiResponse result = new ApiResponse(method, path, response.statusCode(), response.headers(), response.body());
            OpenApiContract.instance().check(result);
            return result;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static byte[] toJson(Object value) {
        return value instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : JSON.writeValueAsBytes(value);
    }

    public static String form(Map<String, ?> values) {
        return values.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(String.valueOf(e.getValue()), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }
}
