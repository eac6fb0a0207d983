package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.FormPage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.RawHttp;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Which language the pages speak, over HTTP: the form URL request's {@code locale}, else the browser's
 * {@code Accept-Language}, else English; the switcher's choice holds for its URL only; what the applicant enters
 * means the same in every language, and the page's problems are in its language while the API stays English.
 */
class FormLanguageIT extends IntegrationTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private static final Pattern HTML = Pattern.compile("<html lang=\"([^\"]+)\" dir=\"([^\"]+)\"");

    @Test
    void theUrlsLocaleChoosesAndIsMatchedByCldr() throws Exception {
        Api api = newAccount();
        String form = FormUrlIT.formOf(api, "PERSON");
        Map<String, String> expected = Map.of("de-AT", "de", "zh-TW", "zh-Hant", "pt_BR", "pt-BR", "iw", "he",
                "no", "nb", "ar", "ar");
        for (var entry : expected.entrySet()) {
            JsonNode url = api.post("/forms/" + form + "/urls", Map.of("locale", entry.getKey())).json();
            assertThat(url.path("locale").asString()).as(entry.getKey()).isEqualTo(entry.getValue());
            // the URL's language wins over the browser's
            HttpResponse<String> page = get(url.path("form_url").asString() + "/profile", "fr-FR,fr;q=0.9");
            assertThat(html(page)).as(entry.getKey()).isEqualTo(Languages.byTag(entry.getValue()).orElseThrow()
                    .htmlLang() + (entry.getValue().equals("he") || entry.getValue().equals("ar") ? " rtl" : " ltr"));
        }
        HttpResponse<String> german = get(api.post("/forms/" + form + "/urls", Map.of("locale", "de")).json()
                .path("form_url").asString() + "/profile", null);
        assertThat(german.body()).contains("Identitätsprüfung (KYC)", "Ihre persönlichen Angaben",
                "<option value=\"DE\">Deutschland</option>", "lang=\"de\" selected=\"selected\">Deutsch</option>", "lang=\"ja\">日本語</option>");
    }

    @Test
    void aLocaleThatIsNoTagIsRefusedInEnglishAndOneWeLackLeavesTheBrowserToChoose() throws Exception {
        Api api = newAccount().withHeader("Accept-Language", "de");
        String form = FormUrlIT.formOf(api, "PERSON");
        var refused = api.post("/forms/" + form + "/urls", Map.of("locale", "german!"));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.json().path("errors").get(0).path("parameter").asString()).isEqualTo("locale");
        assertThat(refused.json().path("errors").get(0).path("message").asString()).startsWith("Locale must be");

        JsonNode url = api.post("/forms/" + form + "/urls", Map.of("locale", "xx")).json();
        assertThat(url.path("locale").isNull()).isTrue();
        String profile = url.path("form_url").asString() + "/profile";
        assertThat(html(get(profile, "ja,en;q=0.5"))).isEqualTo("ja ltr");
        assertThat(html(get(profile, "sw-KE"))).as("Swahili falls back to English by CLDR").isEqualTo("en ltr");
        assertThat(html(get(profile, "kl, fa;q=0.4"))).isEqualTo("fa rtl");
        assertThat(html(get(profile, null))).isEqualTo("en ltr");
        assertThat(html(get(profile, "a;;q=garbage"))).isEqualTo("en ltr");
    }

    @Test
    void anAcceptLanguageTheFirewallRefusesLeavesThePageInEnglishWithoutATraceInTheLog() {
        Api api = newAccount();
        String profile = URI.create(api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json()
                .path("form_url").asString()).getPath() + "/profile";
        try (dev.avs.fuzz.LogCapture log = new dev.avs.fuzz.LogCapture()) {
            // 8-bit bytes, which the server takes and Spring Security's firewall refuses (control bytes: the server)
            for (String value : List.of("ja\u0085", "\u00c3\u00a9", "de\u00a0")) {
                RawHttp.Response page = new RawHttp(port).send(RawHttp.request("GET", profile,
                        Map.of("Accept-Language", value), null), 20_000);
                assertThat(page.status()).as(page.toString()).isEqualTo(200);
                assertThat(page.text()).contains("<html lang=\"en\" dir=\"ltr\"");
                RawHttp.Response missing = new RawHttp(port).send(RawHttp.request("GET", "/form/" + "x".repeat(43),
                        Map.of("Accept-Language", value), null), 20_000);
                assertThat(missing.status()).as("the error page of another refusal").isBetween(400, 499);
                RawHttp.Response apiCall = new RawHttp(port).send(RawHttp.request("GET", "/applicants",
                        Map.of("Accept-Language", value, "Authorization", "Token " + api.key()), null), 20_000);
                assertThat(apiCall.status()).isLessThan(500);
            }
            assertThat(log.lines()).noneMatch(line -> line.contains("\n\tat "));
        }
    }

    @Test
    void theSwitchersChoiceHoldsForItsUrlAndNoOther() throws Exception {
        Api api = newAccount();
        String form = FormUrlIT.formOf(api, "PERSON");
        String one = api.post("/forms/" + form + "/urls", Map.of()).json().path("form_url").asString();
        String other = api.post("/forms/" + form + "/urls", Map.of()).json().path("form_url").asString();

        HttpResponse<String> switched = get(one + "/profile?lang=uk", "de");
        assertThat(switched.statusCode()).isEqualTo(303);
        assertThat(switched.headers().firstValue("Location")).hasValue(URI.create(one).getPath() + "/profile");
        assertThat(html(get(one + "/profile", "de"))).isEqualTo("uk ltr");
        assertThat(get(one + "/profile", "de").body()).contains("Ваші особисті дані");
        assertThat(html(get(other + "/profile", "de"))).as("another URL: the browser's").isEqualTo("de ltr");
        assertThat(get(one + "?lang=not-ours-xx", null).statusCode()).as("ignored").isEqualTo(303);
        assertThat(html(get(one + "/profile", null))).isEqualTo("uk ltr");

        // a link that is not valid: shown in the language asked for, nothing kept
        HttpResponse<String> unknown = get(baseUrl() + "/form/" + "A".repeat(43) + "?lang=ja", null);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(html(unknown)).isEqualTo("ja ltr");
    }

    @Test
    void theProblemsOfAPageAreInItsLanguageAndNativeDigitsCount() throws Exception {
        Api api = newAccount();
        String applicant = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Layla",
                "last_name", "Haddad")).id("applicant_id");
        FormPage page = FormPage.pastTheProfile(api, Map.of("locale", "ar", "applicant_id", applicant));
        HttpResponse<String> profile = page.show("/profile");
        assertThat(html(profile)).isEqualTo("ar rtl");

        // a date that does not exist: the Arabic message; a date in Arabic-Indic digits: the same as ASCII
        var invalid = FormPage.post(page.url() + "/profile", page.cookie(), profileBody(page.csrf(), "٣١", "٢"));
        assertThat(invalid.statusCode()).isEqualTo(422);
        assertThat(invalid.body()).contains("dir=\"rtl\"", "يجب أن يكون تاريخ الميلاد تاريخًا صحيحًا")
                .doesNotContain("Date of birth must be");
        var fine = FormPage.post(page.url() + "/profile", page.cookie(), profileBody(page.csrf(), "١٢", "٤"));
        assertThat(fine.statusCode()).isEqualTo(303);
        assertThat(api.get("/applicants/" + applicant).json().path("dob").asString()).isEqualTo("1990-04-12");
    }

    private static byte[] profileBody(String csrf, String day, String month) {
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        body.writeBytes(FormPage.fields(Map.of("csrf", csrf, "action", "save", "first_name", "Layla",
                "last_name", "Haddad", "dob_day", day, "dob_month", month, "dob_year", "١٩٩٠",
                "residence_country", "AE")));
        body.writeBytes(("--" + FormPage.BOUNDARY + "--\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return body.toByteArray();
    }

    /** The page's {@code lang} and {@code dir}: {@code "ar rtl"}. */
    private static String html(HttpResponse<String> page) {
        Matcher html = HTML.matcher(page.body());
        assertThat(html.find()).as(page.body()).isTrue();
        return html.group(1) + " " + html.group(2);
    }

    private static HttpResponse<String> get(String url, String acceptLanguage) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20));
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
