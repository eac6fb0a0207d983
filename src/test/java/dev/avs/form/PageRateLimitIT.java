package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * The public pages are rate-limited per form URL and per client address (issue 12): beyond the limit, a page that
 * says to wait, with 429 and Retry-After. Every request of this test comes from 127.0.0.1.
 */
@TestPropertySource(properties = {"avs.form.page-limits.requests-per-minute-per-url=5",
        "avs.form.page-limits.requests-per-minute-per-address=12"})
class PageRateLimitIT extends IntegrationTest {

    @Test
    void oneUrlAndOneAddressGetOnlySoManyRequestsAMinute() throws Exception {
        Api api = newAccount();
        String form = FormUrlIT.formOf(api, "PERSON");
        String first = api.post("/forms/" + form + "/urls", Map.of()).json().path("form_url").asString();
        String second = api.post("/forms/" + form + "/urls", Map.of()).json().path("form_url").asString();

        for (int i = 0; i < 5; i++) {
            assertThat(FormUrlIT.get(first + "/profile").statusCode()).isEqualTo(200);
        }
        HttpResponse<String> busy = FormUrlIT.get(first + "/profile");
        assertThat(busy.statusCode()).isEqualTo(429);
        assertThat(busy.headers().firstValue("Retry-After")).contains("60");
        assertThat(busy.body()).contains("Too many requests at once");

        // another URL has a bucket of its own, until the address's runs out (6 of 12 used so far)
        for (int i = 0; i < 5; i++) {
            assertThat(FormUrlIT.get(second + "/profile").statusCode()).isEqualTo(200);
        }
        assertThat(FormUrlIT.get(first.replaceAll("/form/.*", "/form/probing/links")).statusCode()).isEqualTo(404);
        assertThat(FormUrlIT.get(first.replaceAll("/form/.*", "/form/probing/links")).statusCode()).isEqualTo(429);
        // the API is not the pages: keys have limits of their own
        assertThat(api.get("/forms").status()).isEqualTo(200);
    }
}
