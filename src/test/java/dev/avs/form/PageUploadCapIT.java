package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.RawHttp;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * Stalled uploads cannot take the service (issue 12): a client address may have only so many page posts read at
 * once; beyond that a page says to wait (503), and a stalled post gives its place back when it ends.
 */
@TestPropertySource(properties = "avs.form.page-limits.concurrent-uploads-per-address=1")
class PageUploadCapIT extends IntegrationTest {

    @Test
    void aStalledUploadHoldsTheOnlyPlaceOfItsAddressUntilItEnds() throws Exception {
        Api api = newAccount();
        String url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json()
                .path("form_url").asString();
        String path = URI.create(url).getPath() + "/profile";
        byte[] stalled = RawHttp.request("POST", path, Map.of("Content-Type", "multipart/form-data; boundary=abc",
                "Content-Length", Integer.toString(5 * 1024 * 1024)), "--abc\r\n".getBytes(StandardCharsets.ISO_8859_1));

        // A poll may race the stalled post to the only place: then the stalled one is the post turned away (it
        // gets its answer at once), and the scenario starts again with a new stalled post.
        RawHttp.Response refused = null;
        for (int attempt = 0; attempt < 5 && refused == null; attempt++) {
            try (Socket slow = new Socket()) {
                slow.connect(new InetSocketAddress("127.0.0.1", port));
                OutputStream out = slow.getOutputStream();
                out.write(stalled);
                out.flush();
                refused = eventually(Duration.ofSeconds(10), () -> answered(slow) ? null : post(path),
                        r -> r == null || r.status() == 503);
            }
        }
        assertThat(refused).as("a post turned away while another held the address's place").isNotNull();
        assertThat(refused.header("retry-after")).isEqualTo("60");
        assertThat(refused.text()).contains("Too many requests at once");
        // the stalled post ended with its connection: the place is free again
        RawHttp.Response next = eventually(Duration.ofSeconds(20), () -> post(path), r -> r.status() != 503);
        assertThat(next.status()).isEqualTo(403);   // read, then refused for want of the page's cookie and value
    }

    /** Whether the server answered the stalled post already (it did not get the place). */
    private static boolean answered(Socket slow) {
        try {
            slow.setSoTimeout(1);
            return slow.getInputStream().read() >= 0;
        } catch (java.net.SocketTimeoutException waiting) {
            return false;
        } catch (java.io.IOException closed) {
            return true;
        }
    }

    private RawHttp.Response post(String path) {
        byte[] body = "--abc\r\nContent-Disposition: form-data; name=\"first_name\"\r\n\r\nAnna\r\n--abc--\r\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        return new RawHttp(port).send(RawHttp.request("POST", path,
                Map.of("Content-Type", "multipart/form-data; boundary=abc"), body));
    }
}
