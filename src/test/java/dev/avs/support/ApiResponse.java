package dev.avs.support;

import java.net.http.HttpHeaders;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A response as the client saw it. */
public record ApiResponse(String method, String path, int status, HttpHeaders headers, byte[] bytes) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    public String body() {
        return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }

    public JsonNode json() {
        return JSON.readTree(bytes);
    }

    public String header(String name) {
        return headers.firstValue(name).orElse(null);
    }

    /** The id in a create/update/delete answer, e.g. {@code id("applicant_id")}. */
    public String id(String field) {
        return json().path(field).asString();
    }

    public String errorType() {
        return json().path("type").asString();
    }

    @Override
    public String toString() {
        return method + " " + path + " -> " + status + " " + body();
    }
}
