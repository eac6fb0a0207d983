package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Errors;
import dev.avs.support.VerificationFlows;
import dev.avs.persistence.Ids;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.RawHttp;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the container and the filters see before any controller (issue 12): malformed query strings, paths and
 * headers, repeated credentials and forged cursors all get the contract's envelope with a 4xx, never a 5xx or
 * the container's HTML page.
 */
class MalformedRequestIT extends IntegrationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void malformedQueryStringsAre400() {
        Api api = newAccount();
        for (String query : List.of("%", "%zz", "=", "%C3%28", "limit=%", "a=1&=2", "limit=%F0%9F", "x=%E2%82",
                "cursor=%00%zz", "limit=%１１")) {
            RawHttp.Response response = raw("GET", "/forms?" + query, Map.of("Authorization", "Token " + api.key()),
                    null);
            assertEnvelope(response, 400, "bad_request");
        }
        // well-formed oddities stay fine: an empty pair, a plus, an escaped ampersand
        assertThat(api.get("/forms?&limit=5&&x=a+b%26c").status()).isEqualTo(200);
    }

    @Test
    void whatTheContainerRefusesItselfIsTheEnvelopeToo() {
        String key = newAccount().key();
        List<byte[]> requests = List.of(
                RawHttp.request("GET", "/applicants/a%2Fb", Map.of("Authorization", "Token " + key), null),
                RawHttp.request("GET", "/applicants/a%00b", Map.of(), null),
                RawHttp.request("GET", "/app\u0001licants", Map.of(), null),
                RawHttp.request("GET", "/%ZZ", Map.of(), null),
                RawHttp.request("POST", "/applicants", Map.of("Content-Length", "abc"), null),
                RawHttp.request("POST", "/applicants", Map.of("Content-Length", "-5"), null),
                RawHttp.request("GET", "/forms", Map.of("X-Big", "a".repeat(20_000)), null),
                RawHttp.request("GET", "/forms", Map.of("X-\u0001", "a"), null),
                RawHttp.request("POST", "/applicants", Map.of("Expect", "200-ok"), "{}".getBytes()),
                "GET /forms HTTP/1.1\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1),
                "GET /forms HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1),
                RawHttp.request("POST", "/applicants", Map.of("Transfer-Encoding", "gzip, chunked"), null));
        for (byte[] request : requests) {
            RawHttp.Response response = new RawHttp(port).send(request);
            assertThat(response.status()).as(new String(request, StandardCharsets.ISO_8859_1)).isBetween(400, 499);
            assertEnvelope(response, response.status(), null);
        }
    }

    @Test
    void twoAuthorizationHeadersAre400() {
        String key = newAccount().key();
        byte[] request = ("GET /forms HTTP/1.1\r\nHost: x\r\nAuthorization: Token " + key
                + "\r\nAuthorization: Token " + "0".repeat(36) + "\r\nConnection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);

        RawHttp.Response response = new RawHttp(port).send(request);

        assertEnvelope(response, 400, "bad_request");
        assertThat(response.text()).contains("one Authorization header");
        // the same key twice is still two headers
        byte[] same = ("GET /forms HTTP/1.1\r\nHost: x\r\nAuthorization: Token " + key + "\r\nAuthorization: Token "
                + key + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        assertEnvelope(new RawHttp(port).send(same), 400, "bad_request");
    }

    @Test
    void aCursorSignedWithTheFormerBuiltInKeyIsRefused() throws Exception {
        Api api = newAccount();
        // a cursor forged as anyone could before the key came from the installation: HMAC with the source's key
        String payload = "1700000000000000." + Ids.newId();
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec("avs-page-cursor-v1".getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String signature = Base64.getUrlEncoder().withoutPadding()
                .encodeToString(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8))).substring(0, 16);
        String forged = Base64.getUrlEncoder().withoutPadding()
                .encodeToString((payload + "." + signature).getBytes(StandardCharsets.UTF_8));

        assertThat(api.get("/forms?cursor=" + forged).status()).isEqualTo(400);
        assertThat(api.get("/verifications/report?cursor=" + forged).status()).isEqualTo(400);
        // a real one still works
        String next = api.get("/forms?limit=1").json().path("next_cursor").asString();
        assertThat(api.get("/forms?limit=1&cursor=" + next).status()).isEqualTo(200);
    }

    @Test
    void anInfiniteNumberIsAFieldProblemNotAServerError() {
        Api api = newAccount();
        String company = new VerificationFlows(api).company(Map.of());
        for (String share : List.of("1e400", "-1e400", "1e-400", "123456789012345678901234567890")) {
            String body = "{\"applicant_id\": \"" + company + "\", \"type\": \"BENEFICIAL\", \"first_name\": \"Ivan\","
                    + " \"last_name\": \"Petrov\", \"dob\": \"1970-01-01\", \"nationality\": \"BG\", \"share\": " + share + "}";
            var created = api.post("/affiliated-persons", body);
            assertThat(created.status()).as(share).isEqualTo(422);
            assertThat(Errors.parameters(created)).as(share).containsExactly("share");
        }
        String person = new VerificationFlows(api).affiliatedPerson(company, "BENEFICIAL",
                Map.of("share", 10));
        var patched = api.patch("/affiliated-persons/" + person, "{\"share\": 1e400}");
        assertThat(Errors.invalid(patched)).containsExactly("share");
        assertThat(Errors.invalid(api.postForm("/affiliated-persons", "applicant_id=" + company
                + "&type=BENEFICIAL&first_name=A&last_name=B&dob=1970-01-01&nationality=BG&share=1e99999999999")))
                .contains("share");
    }

    private RawHttp.Response raw(String method, String target, Map<String, String> headers, byte[] body) {
        return new RawHttp(port).send(RawHttp.request(method, target, new LinkedHashMap<>(headers), body));
    }

    /** The contract's envelope, with the request id of the X-Request-Id header; {@code type} null: any. */
    static void assertEnvelope(RawHttp.Response response, int status, String type) {
        assertThat(response.status()).as(response.toString()).isEqualTo(status);
        assertThat(response.header("content-type")).as(response.toString()).startsWith("application/json");
        JsonNode body = JSON.readTree(response.body());
        if (type != null) {
            assertThat(body.path("type").asString()).isEqualTo(type);
        }
        assertThat(body.path("type").asString()).isNotEmpty();
        assertThat(body.path("message").asString()).isNotEmpty();
        assertThat(body.path("errors").isArray()).isTrue();
        assertThat(body.path("request_id").asString()).isNotEmpty().isEqualTo(response.header("x-request-id"));
    }
}
