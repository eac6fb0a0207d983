package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.RawHttp;
import dev.avs.support.TestImages;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Uploads as an attacker sends them (issue 12): a boundary of thousands of characters over content that nearly
 * matches it, encoded filenames that do not decode, and posts to a form page whose secret is wrong, which must be
 * answered before any of the body is read.
 */
class UploadAbuseIT extends IntegrationTest {

    private static final String LONG_BOUNDARY = "x".repeat(7000);

    @Test
    void aLongBoundaryOverMatchingContentIsRefusedAboutAsFastAsANormalUploadTakes() {
        Api api = newAccount();
        byte[] photo = TestImages.photo(1200, 900, 11);
        long started = System.nanoTime();
        assertThat(api.upload("POST", "/files", "photo.jpg", photo).status()).isEqualTo(200);
        long normal = System.nanoTime() - started;

        started = System.nanoTime();
        ApiResponse attack = api.send("POST", "/files", "multipart/form-data; boundary=" + LONG_BOUNDARY,
                nearlyMatching(LONG_BOUNDARY, 1_000_000));
        long elapsed = System.nanoTime() - started;

        assertThat(attack.status()).as(attack.toString()).isEqualTo(400);
        assertThat(attack.json().path("message").asString()).contains("70");
        // the quadratic parser this replaced took 7-9 s here; a generous bound against CPU noise of a shared VM
        assertThat(elapsed).as("nanoseconds, against %d for a normal upload", normal)
                .isLessThan(Math.max(3_000_000_000L, 10 * normal));

        // the longest allowed boundary over 1 MB of content that keeps nearly matching it is linear work too
        String allowed = "y".repeat(70);
        started = System.nanoTime();
        ApiResponse longest = api.send("POST", "/files", "multipart/form-data; boundary=" + allowed,
                nearlyMatching(allowed, 1_000_000));
        assertThat(longest.status()).as(longest.toString()).isLessThan(500);
        assertThat(System.nanoTime() - started).isLessThan(Math.max(3_000_000_000L, 10 * normal));
    }

    @Test
    void encodedFilenamesThatDoNotDecodeAreNeverAServerError() {
        Api api = newAccount();
        String id = api.upload("POST", "/files", "a.png", TestImages.png(10, 10)).id("file_id");
        for (String filename : new String[] {"UTF-8''%zz.jpg", "UTF-8''%FF%FE.jpg", "UTF-8''%", "x''a.jpg",
                "UTF-8'en'%C3%A9.jpg"}) {
            byte[] body = part("filename*=" + filename, TestImages.png(12, 12), "b");
            ApiResponse created = api.send("POST", "/files", "multipart/form-data; boundary=b", body);
            assertThat(created.status()).as(filename + " " + created).isLessThan(500);
            ApiResponse replaced = api.send("PUT", "/files/" + id, "multipart/form-data; boundary=b", body);
            assertThat(replaced.status()).as(filename + " " + replaced).isLessThan(500);
        }
    }

    @Test
    void aNulByteInAFilenameIsTheClientsMistake() {
        Api api = newAccount();
        String id = api.upload("POST", "/files", "a.png", TestImages.png(10, 10)).id("file_id");
        byte[] body = part("filename=\"a\u0000.png\"", TestImages.png(12, 12), "b");
        for (String[] call : new String[][] {{"POST", "/files"}, {"PUT", "/files/" + id}}) {
            ApiResponse refused = api.send(call[0], call[1], "multipart/form-data; boundary=b", body);
            assertThat(refused.status()).as(refused.toString()).isEqualTo(422);
            assertThat(refused.json().path("message").asString()).contains("NUL");
        }
    }

    @Test
    void aPostToAFormPageWithAWrongSecretIsAnsweredBeforeItsBodyIsRead() {
        // declares 10 MB and sends a few bytes: a server that read the body first would wait for the rest
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "multipart/form-data; boundary=abc");
        headers.put("Content-Length", Integer.toString(10 * 1024 * 1024));
        byte[] start = RawHttp.request("POST", "/form/" + "A".repeat(43) + "/profile", headers,
                "--abc\r\n".getBytes(StandardCharsets.ISO_8859_1));

        RawHttp.Response response = new RawHttp(port).head(start, 5_000);

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.header("content-type")).startsWith("text/html");
        assertThat(response.header("connection")).isEqualToIgnoringCase("close");
    }

    @Test
    void aFormPageRefusesALongBoundaryAtOnceToo() {
        Api api = newAccount();
        String url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json()
                .path("form_url").asString();
        String path = URI.create(url).getPath() + "/profile";
        Map<String, String> headers = Map.of("Content-Type", "multipart/form-data; boundary=" + LONG_BOUNDARY);

        long started = System.nanoTime();
        RawHttp.Response response = new RawHttp(port).send(RawHttp.request("POST", path, headers,
                nearlyMatching(LONG_BOUNDARY, 1_000_000)));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.header("content-type")).startsWith("text/html");
        assertThat(System.nanoTime() - started).isLessThan(3_000_000_000L);
    }

    /** One file part whose content repeats the delimiter less its last character: worst case for a naive search. */
    static byte[] nearlyMatching(String boundary, int size) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        byte[] almost = ("\r\n--" + boundary.substring(0, boundary.length() - 1)).getBytes(StandardCharsets.ISO_8859_1);
        while (out.size() < size) {
            out.writeBytes(almost);
        }
        out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.ISO_8859_1));
        return out.toByteArray();
    }

    private static byte[] part(String filenameParameter, byte[] content, String boundary) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; " + filenameParameter
                + "\r\nContent-Type: image/png\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(content);
        out.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.ISO_8859_1));
        return out.toByteArray();
    }
}
