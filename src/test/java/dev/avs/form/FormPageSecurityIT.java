package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.vault.Vault;
import dev.avs.support.Api;
import dev.avs.support.FormPage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** Posts that do not come from the page itself are refused; oversized posts get a page that says why. */
class FormPageSecurityIT extends IntegrationTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    static final Pattern CSRF = FormPage.CSRF;
    static final String BOUNDARY = FormPage.BOUNDARY;

    @Autowired
    JdbcClient jdbc;

    @Test
    void aPostNeedsTheSessionCookieAndThePagesValue() throws Exception {
        Api api = newAccount();
        String url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json()
                .path("form_url").asString() + "/profile";
        HttpResponse<String> page = FormUrlIT.get(url);
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        Matcher csrf = CSRF.matcher(page.body());
        assertThat(csrf.find()).isTrue();

        assertThat(post(url, null, form(csrf.group(1))).statusCode()).as("no cookie").isEqualTo(403);
        assertThat(post(url, cookie, form("forged")).statusCode()).as("forged value").isEqualTo(403);
        HttpResponse<String> foreign = post(url, "avs_form_session=" + "A".repeat(43), form(csrf.group(1)));
        assertThat(foreign.statusCode()).as("another browser's value").isEqualTo(403);
        assertThat(foreign.body()).contains("Your session has ended");

        HttpResponse<String> accepted = post(url, cookie, form(csrf.group(1)));
        assertThat(accepted.statusCode()).isEqualTo(303);
        assertThat(accepted.headers().firstValue("Location").orElseThrow()).endsWith("/document");
    }

    @Test
    void anOversizedPostShowsThePageWithTheLimit() throws Exception {
        Api api = newAccount();
        String url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json()
                .path("form_url").asString() + "/profile";
        byte[] huge = new byte[21 * 1024 * 1024];
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(huge))).build();

        HttpResponse<String> page = HTTP.send(request, HttpResponse.BodyHandlers.ofString());

        assertThat(page.statusCode()).isEqualTo(413);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.body()).contains("larger than the limit", "10 MB");
    }

    @org.springframework.beans.factory.annotation.Autowired
    Vault vault;

    @Test
    void aUrlStoresOnlySoManyPhotos() throws Exception {
        FormPage session = FormPage.pastTheProfile(newAccount());
        String url = session.url();
        String token = jdbc.sql("SELECT id FROM form_url WHERE secret_hash = :hash")
                .param("hash", Secrets.hash(url.substring(url.lastIndexOf('/') + 1))).query(String.class).single();
        String account = jdbc.sql("SELECT account_id FROM form_url WHERE id = :id").param("id", token)
                .query(String.class).single();
        String progress = vault.open(account, jdbc.sql("SELECT progress FROM form_url WHERE id = :id")
                .param("id", token).query(String.class).single());
        jdbc.sql("UPDATE form_url SET progress = :progress WHERE id = :id").param("id", token)
                .param("progress", vault.seal(account,
                        progress.replace("\"ids\":{", "\"ids\":{\"uploads.count\":\"40\","))).update();

        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(fields(Map.of("csrf", session.csrf(), "action", "save", "type", "PASSPORT")));
        body.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"front\"; filename=\"a.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(TestImages.photo(600, 500, 7));
        body.writeBytes(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> refused = post(url + "/document", session.cookie(), body.toByteArray());

        assertThat(refused.statusCode()).isEqualTo(422);
        assertThat(refused.body()).contains("Too many photos were sent with this link");
    }

    static byte[] form(String csrf) {
        return FormPage.profile(csrf);
    }

    static byte[] fields(Map<String, String> fields) {
        return FormPage.fields(fields);
    }

    static HttpResponse<String> post(String url, String cookie, byte[] body) {
        return FormPage.post(url, cookie, body);
    }
}
