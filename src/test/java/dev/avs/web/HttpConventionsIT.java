package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HttpConventionsIT extends IntegrationTest {

    private Api api;

    @BeforeEach
    void account() {
        api = newAccount();
    }

    @Test
    void echoesASaneRequestIdAndGeneratesOtherwise() {
        ApiResponse echoed = api.withHeader("X-Request-Id", "req-123.abc").get("/applicants/" + "0".repeat(36));
        assertThat(echoed.header("X-Request-Id")).isEqualTo("req-123.abc");
        assertThat(echoed.json().path("request_id").asString()).isEqualTo("req-123.abc");

        ApiResponse generated = api.withHeader("X-Request-Id", "bad id with spaces").get("/forms");
        assertThat(generated.header("X-Request-Id")).matches("[0-9a-f]{36}");
        ApiResponse unauthorized = anonymous().get("/forms");
        assertThat(unauthorized.json().path("request_id").asString()).isEqualTo(unauthorized.header("X-Request-Id"));
    }

    @Test
    void servesTheRequestedApiVersionAndRefusesUnknownOnes() {
        assertThat(api.get("/forms").header("Api-Version")).isEqualTo("2026-11-01");
        assertThat(api.withHeader("Api-Version", "2026-11-01").get("/forms").status()).isEqualTo(200);

        ApiResponse unknown = api.withHeader("Api-Version", "2019-01-01").get("/forms");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.errorType()).isEqualTo("bad_request");
        assertThat(unknown.header("Api-Version")).isEqualTo("2026-11-01");
    }

    @Test
    void malformedJsonIsABadRequest() {
        ApiResponse broken = api.send("POST", "/applicants", "application/json", "{\"type\": ".getBytes(StandardCharsets.UTF_8));
        assertThat(broken.status()).isEqualTo(400);
        assertThat(broken.errorType()).isEqualTo("bad_request");

        assertThat(api.send("POST", "/applicants", "application/json", "[1,2]".getBytes(StandardCharsets.UTF_8)).status())
                .isEqualTo(400);
        assertThat(api.send("POST", "/applicants", "application/json",
                "{\"type\":\"PERSON\",\"type\":\"COMPANY\"}".getBytes(StandardCharsets.UTF_8)).status()).isEqualTo(400);
    }

    @Test
    void otherContentTypesAreUnsupported() {
        ApiResponse text = api.send("POST", "/applicants", "text/plain", "type=PERSON".getBytes(StandardCharsets.UTF_8));
        assertThat(text.status()).isEqualTo(415);
        assertThat(text.errorType()).isEqualTo("unsupported_media_type");
        assertThat(api.send("POST", "/applicants", null, "{}".getBytes(StandardCharsets.UTF_8)).status()).isEqualTo(415);
    }

    @Test
    void bodiesOverTheLimitAreTooLarge() {
        String big = "{\"type\":\"PERSON\",\"custom_field_1\":\"" + "x".repeat(300 * 1024) + "\"}";
        ApiResponse response = api.send("POST", "/applicants", "application/json", big.getBytes(StandardCharsets.UTF_8));

        assertThat(response.status()).isEqualTo(413);
        assertThat(response.errorType()).isEqualTo("payload_too_large");
    }

    @Test
    void unknownPathsAndMethodsGetTheEnvelope() {
        ApiResponse missing = api.get("/no-such-thing");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.errorType()).isEqualTo("not_found");

        ApiResponse method = api.send("DELETE", "/applicants", null, null);
        assertThat(method.status()).isEqualTo(405);
        assertThat(method.errorType()).isEqualTo("method_not_allowed");
    }

    @Test
    void sandboxIsIgnoredEverywhere() {
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "sandbox", "yes")).status()).isEqualTo(200);
    }
}
