package dev.avs.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.RawHttp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * Every header the service or its framework reads, with control bytes, bytes 0x80-0xFF and overlong values, on
 * every operation of the OpenAPI document, a hosted form page and the console's sign-in page: no 5xx, the envelope
 * on every API error, no stack trace and nothing a client sent in the log (logging at INFO, as in production).
 */
@TestPropertySource(properties = {"logging.level.root=INFO", "logging.level.dev.avs=INFO",
        "avs.web.rate-limit.enabled=false"})
class HeaderFuzzIT extends IntegrationTest {

    /** Every header the service or its framework reads, each with control, 8-bit and overlong values. */
    private static final List<String> HEADERS = List.of("Authorization", "Accept", "Accept-Language", "Content-Type",
            "If-None-Match", "If-Modified-Since", "Idempotency-Key", "Api-Version", "X-Request-Id", "Cookie", "Origin",
            "Range", "User-Agent");

    @Test
    void hostileBytesInEveryHeaderTheServiceReads() {
        Api api = newAccount();
        Map<String, List<String>> ids = FuzzIT.fixtures(api, newAccount());
        String formUrl = api.post("/forms/" + ids.get("{form_id}").getFirst() + "/urls", Map.of()).json()
                .path("form_url").asString();
        String page = java.net.URI.create(formUrl).getPath() + "/profile";
        // every operation of the OpenAPI document with real ids, a hosted form page and the console's sign-in page
        List<String[]> targets = new ArrayList<>();
        for (FuzzIT.Operation operation : FuzzIT.operations()) {
            StringBuilder path = new StringBuilder();
            for (String segment : operation.path().split("/")) {
                if (!segment.isEmpty()) {
                    path.append('/').append(segment.startsWith("{") ? ids.getOrDefault(segment, List.of("x"))
                            .getFirst() : segment);
                }
            }
            targets.add(new String[] {operation.method(), path.toString()});
        }
        targets.add(new String[] {"GET", page});
        targets.add(new String[] {"GET", "/console/sign-in"});
        Mutations m = new Mutations(FuzzIT.SEED + 1);
        List<String> values = new ArrayList<>();
        for (int b : new int[] {0x01, 0x08, 0x0b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f, 0xa0, 0xc3, 0xff}) {
            values.add(Mutations.MARK + (char) b + "x");
        }
        values.add("\u00c3\u00a9" + Mutations.MARK);
        values.add(Mutations.MARK + "x".repeat(100));
        values.add("r".repeat(65));
        values.add("r".repeat(129));
        List<String> failures = new ArrayList<>();
        int sent = 0;
        try (LogCapture log = new LogCapture()) {
            for (String[] target : targets) {
                for (String header : HEADERS) {
                    for (int v = 0; v < 4; v++) {
                        String value = m.pick(values);
                        Map<String, String> headers = new LinkedHashMap<>();
                        if (!header.equals("Authorization")) {
                            headers.put("Authorization", "Token " + api.key());
                        }
                        headers.put(header, header.equals("Authorization") ? "Token " + value : value);
                        byte[] body = null;
                        if (!target[0].equals("GET") && !target[0].equals("DELETE") && target[1].startsWith("/files")) {
                            headers.putIfAbsent("Content-Type", "multipart/form-data; boundary=b");
                            body = ("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\n"
                                    + "x\r\n--b--\r\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
                        } else if (!target[0].equals("GET") && !target[0].equals("DELETE")) {
                            headers.putIfAbsent("Content-Type", "application/json");
                            body = "{\"type\":\"PERSON\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                        }
                        RawHttp.Response response = new RawHttp(port).send(
                                RawHttp.request(target[0], target[1], headers, body), 30_000);
                        sent++;
                        boolean html = target[1].startsWith("/form/") || target[1].startsWith("/console/");
                        String problem = html ? response.status() >= 500 ? "server error " + response : null
                                : FuzzIT.problem(response);
                        if (problem != null && failures.size() < 20) {
                            failures.add(problem + "\n  for: " + target[0] + " " + target[1] + " " + header + ": "
                                    + value.chars().mapToObj(c -> Integer.toHexString(c)).toList());
                        }
                    }
                }
            }
            List<String> traces = log.lines().stream().filter(line -> line.contains("\n\tat ")
                    || line.toLowerCase(Locale.ROOT).contains(Mutations.MARK.toLowerCase(Locale.ROOT))).limit(3)
                    .toList();
            assertThat(traces).as("stack traces, or what a client sent, in the log").isEmpty();
        }
        System.out.printf("FuzzIT headers: %d requests%n", sent);
        assertThat(failures).as("responses that broke the contract").isEmpty();
    }
}
