package dev.avs.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.FormPage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.OpenApiContract;
import dev.avs.support.RawHttp;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every operation of the OpenAPI document, called a few thousand times with a fixed seed: malformed paths,
 * queries, headers, JSON, form and multipart bodies, other accounts' ids. No answer may be a 5xx; every error is
 * the contract's envelope with its request id; and nothing a client sent may reach the log (logging at INFO, as
 * in production). A new endpoint is fuzzed as soon as the OpenAPI document describes it; see docs/security.md.
 */
@TestPropertySource(properties = {"logging.level.root=INFO", "logging.level.dev.avs=INFO",
        "avs.web.rate-limit.enabled=false"})
class FuzzIT extends IntegrationTest {

    static final long SEED = 20_261_123L;
    private static final int PER_OPERATION = 120;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    record Operation(String method, String path, List<String> query, List<String> fields,
                             List<String> contentTypes) {
    }

    @Test
    void noServerErrorsAndNoClientValuesInTheLog() {
        Api api = newAccount();
        Api stranger = newAccount();
        Map<String, List<String>> ids = fixtures(api, stranger);
        Mutations mutations = new Mutations(SEED);
        List<String> failures = new ArrayList<>();
        Map<Integer, Integer> statuses = new java.util.TreeMap<>();
        int sent = 0;
        long started = System.nanoTime();
        try (LogCapture log = new LogCapture()) {
            for (Operation operation : operations()) {
                for (int i = 0; i < PER_OPERATION; i++) {
                    byte[] request = request(operation, api.key(), ids, mutations);
                    RawHttp.Response response = new RawHttp(port).send(request, 30_000);
                    sent++;
                    statuses.merge(response.status(), 1, Integer::sum);
                    String problem = problem(response);
                    if (problem != null && failures.size() < 20) {
                        failures.add(problem + "\n  for: " + new String(request, 0, Math.min(request.length, 400),
                                java.nio.charset.StandardCharsets.ISO_8859_1));
                    }
                }
            }
            List<String> leaks = log.lines().stream()
                    .filter(line -> line.toLowerCase(Locale.ROOT).contains(Mutations.MARK.toLowerCase(Locale.ROOT)))
                    .limit(5).toList();
            assertThat(leaks).as("log lines holding what a client sent").isEmpty();
        }
        System.out.printf("FuzzIT: %d requests in %d ms, by status %s%n", sent,
                (System.nanoTime() - started) / 1_000_000, statuses);
        assertThat(sent).isGreaterThan(2_000);
        assertThat(failures).as("responses that broke the contract").isEmpty();
    }

    /**
     * The hosted form's uploads, which need no API key: every image bomb and hostile filenames and parts, posted
     * to the document step by a page session. No 5xx, nothing a client sent in the log.
     */
    @Test
    void theHostedFormsUploadsTakeBombsAndHostileParts() {
        FormPage page = FormPage.pastTheProfile(newAccount());
        Mutations m = new Mutations(SEED + 2);
        List<String> failures = new ArrayList<>();
        try (LogCapture log = new LogCapture()) {
            for (int i = 0; i < PER_OPERATION; i++) {
                java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
                body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", "save", "type",
                        m.pick(List.of("PASSPORT", "ID_CARD", Mutations.MARK)))));
                String input = m.pick(List.of("front", "back", "other_1", Mutations.MARK));
                String filename = m.pick(List.of("a.png", "a\u0000" + Mutations.MARK + ".png", "../" + Mutations.MARK,
                        "\u202egnp." + Mutations.MARK + ".exe", ""));
                body.writeBytes(("--" + FormPage.BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + input
                        + "\"; filename=\"" + filename + "\"\r\nContent-Type: image/png\r\n\r\n")
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                body.writeBytes(i < Mutations.BOMBS.size() ? Mutations.BOMBS.get(i)
                        : m.chance(50) ? m.bomb() : TestImages.png(30, 20));
                body.writeBytes(("\r\n--" + FormPage.BOUNDARY + "--\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                var response = FormPage.post(page.url() + "/document", page.cookie(), body.toByteArray());
                if (response.statusCode() >= 500 && failures.size() < 10) {
                    failures.add(response.statusCode() + " for " + input + " " + filename);
                }
            }
            List<String> leaks = log.lines().stream().filter(line -> line.contains("\n\tat ")
                    || line.toLowerCase(Locale.ROOT).contains(Mutations.MARK.toLowerCase(Locale.ROOT))).limit(3)
                    .toList();
            assertThat(leaks).as("stack traces, or what a client sent, in the log").isEmpty();
        }
        assertThat(failures).isEmpty();
    }

    /** Null when the response keeps the contract: no 5xx, and an error carries the envelope and its request id. */
    static String problem(RawHttp.Response response) {
        if (response.status() >= 500) {
            return "server error " + response;
        }
        if (response.status() < 400) {
            return null;
        }
        String type = response.header("content-type");
        if (type == null || !type.startsWith("application/json")) {
            return "error without the envelope " + response;
        }
        try {
            JsonNode body = JSON.readTree(response.body());
            boolean envelope = body.path("type").isString() && body.path("message").isString()
                    && body.path("errors").isArray() && body.path("request_id").isString()
                    && (body.path("request_id").asString().equals(response.header("x-request-id"))
                    // a replay is the first answer as it was, with the first request's id
                    || "true".equals(response.header("idempotent-replayed")));
            return envelope ? null : "incomplete envelope " + response;
        } catch (RuntimeException e) {
            return "error body is not JSON " + response;
        }
    }

    private byte[] request(Operation operation, String key, Map<String, List<String>> ids, Mutations m) {
        StringBuilder target = new StringBuilder();
        for (String segment : operation.path().split("/")) {
            if (segment.isEmpty()) {
                continue;
            }
            target.append('/');
            if (segment.startsWith("{")) {
                List<String> known = ids.getOrDefault(segment, List.of());
                target.append(!known.isEmpty() && m.chance(60) ? m.pick(known) : m.segment());
            } else {
                target.append(segment);
            }
        }
        if (m.chance(40)) {
            target.append('?').append(m.query(operation.query()));
        }
        Map<String, String> headers = new LinkedHashMap<>();
        if (m.chance(90)) {
            headers.put("Authorization", m.chance(85) ? m.pick(List.of("Token " + key, "Bearer " + key, key))
                    : m.pick(List.of("Token " + "0".repeat(36), "Basic " + Mutations.MARK, "Token", "Token  " + key)));
        }
        if (m.chance(20)) {
            headers.put(m.pick(List.of("Api-Version", "Idempotency-Key", "X-Request-Id", "Accept")),
                    m.pick(List.of("2019-01-01", Mutations.MARK, "x".repeat(300), "text/csv", "*/*", "application/xml",
                            "\t" + Mutations.MARK)));
        }
        byte[] body = null;
        if (!operation.method().equals("GET")) {
            String contentType = !operation.contentTypes().isEmpty() && m.chance(70)
                    ? m.pick(operation.contentTypes()) : m.contentType();
            if (contentType.startsWith("multipart/form-data")) {
                String boundary = m.pick(List.of("b0und4ry", "x", "-".repeat(70)));
                contentType = "multipart/form-data; boundary=" + boundary;
                body = m.multipart(boundary);
            } else if (contentType.contains("form-urlencoded")) {
                body = m.form(operation.fields());
            } else {
                body = m.json(operation.fields());
            }
            headers.put("Content-Type", contentType);
        }
        return RawHttp.request(operation.method(), target.toString(), headers, body);
    }

    /** The operations of the OpenAPI document, with their query parameters and request fields. */
    static List<Operation> operations() {
        JsonNode document = OpenApiContract.instance().document();
        List<Operation> operations = new ArrayList<>();
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(entry -> {
            String method = entry.getKey().toUpperCase(Locale.ROOT);
            if (!List.of("GET", "POST", "PUT", "PATCH", "DELETE").contains(method)) {
                return;
            }
            JsonNode operation = entry.getValue();
            List<String> query = new ArrayList<>();
            for (JsonNode parameters : List.of(path.getValue().path("parameters"), operation.path("parameters"))) {
                parameters.forEach(p -> {
                    JsonNode resolved = resolve(document, p);
                    if ("query".equals(resolved.path("in").asString())) {
                        query.add(resolved.path("name").asString());
                    }
                });
            }
            List<String> fields = new ArrayList<>();
            List<String> types = new ArrayList<>();
            operation.path("requestBody").path("content").properties().forEach(content -> {
                types.add(content.getKey());
                resolve(document, content.getValue().path("schema")).path("properties").propertyNames()
                        .forEach(fields::add);
            });
            operations.add(new Operation(method, path.getKey(), query, fields.stream().distinct().toList(), types));
        }));
        return operations;
    }

    private static JsonNode resolve(JsonNode document, JsonNode node) {
        String ref = node.path("$ref").asString("");
        if (ref.isEmpty()) {
            return node;
        }
        JsonNode target = document;
        for (String part : ref.substring(2).split("/")) {
            target = target.path(part);
        }
        return target;
    }

    /** Real ids of the caller's account and of another, per path parameter name. */
    static Map<String, List<String>> fixtures(Api api, Api stranger) {
        Map<String, List<String>> ids = new LinkedHashMap<>();
        for (Api owner : List.of(api, stranger)) {
            VerificationFlows fixtures = new VerificationFlows(owner);
            String company = fixtures.company(Map.of());
            String person = fixtures.person();
            String file = owner.upload("POST", "/files", "a.png", TestImages.png(20, 20)).id("file_id");
            String verification = fixtures.verify(person, "PROFILE");
            add(ids, "{applicant_id}", person, company);
            add(ids, "{affiliated_person_id}", fixtures.affiliatedPerson(company, "DIRECTOR", Map.of()));
            add(ids, "{address_id}", fixtures.address(person, "REGISTERED", Map.of()));
            add(ids, "{document_id}", fixtures.document(person, "PASSPORT", Map.of("front_side_id", file)));
            add(ids, "{file_id}", file);
            add(ids, "{verification_id}", verification);
            add(ids, "{form_id}", owner.get("/forms").json().path("items").get(0).path("form_id").asString());
            add(ids, "{request_id}", fixtures.decided(verification).path("verification_id").asString());
        }
        return ids;
    }

    private static void add(Map<String, List<String>> ids, String name, String... values) {
        ids.computeIfAbsent(name, n -> new ArrayList<>()).addAll(List.of(values));
    }
}
