package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Errors;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** {@code POST /forms/{form_id}/urls} as the contract says, and what its URL answers before anything is entered. */
class FormUrlIT extends IntegrationTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @Autowired
    FormLinks links;

    static String formOf(Api api, String applicantType) {
        return api.get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals(applicantType)).findFirst().orElseThrow()
                .path("form_id").asString();
    }

    @Test
    void issuesAUrlWithAnUnusedVerification() {
        Tenant tenant = newTenant();
        String form = formOf(tenant.api(), "PERSON");
        Instant before = Instant.now().minusSeconds(1);

        ApiResponse created = tenant.api().post("/forms/" + form + "/urls",
                Map.of("external_applicant_id", "crm-42", "redirect_url", "https://shop.example/back?x=1"));

        assertThat(created.status()).isEqualTo(200);
        JsonNode body = created.json();
        assertThat(body.path("form_id").asString()).isEqualTo(form);
        assertThat(body.path("form_url").asString()).startsWith(baseUrl() + "/form/").hasSize(baseUrl().length() + 49);
        assertThat(body.path("form_url").asString()).doesNotContain(body.path("form_token").asString());
        assertThat(body.path("applicant_id").isNull()).isTrue();
        assertThat(body.path("verification_attempts_left").asInt()).isEqualTo(2);
        assertThat(Instant.parse(body.path("expires_at").asString()))
                .isBetween(before.plusSeconds(86_400), Instant.now().plusSeconds(86_401));
        String verification = body.path("verification_id").asString();
        assertThat(created.header("Location")).isEqualTo("/verifications/" + verification);
        JsonNode unused = tenant.api().get("/verifications/" + verification).json();
        assertThat(unused.path("status").asString()).isEqualTo("unused");
        assertThat(unused.path("form_id").asString()).isEqualTo(form);
        assertThat(links.forVerification(tenant.account(), verification)).hasValueSatisfying(link -> {
            assertThat(link.formToken()).isEqualTo(body.path("form_token").asString());
            assertThat(link.attemptsLeft()).isEqualTo(2);
        });
    }

    @Test
    void aNewAttemptOfAnExistingApplicantCountsItsAttempts() {
        Tenant tenant = newTenant();
        String form = formOf(tenant.api(), "PERSON");
        String applicant = new VerificationFlows(tenant.api()).person();

        for (int left = 2; left >= 0; left--) {
            JsonNode body = tenant.api().post("/forms/" + form + "/urls", Map.of("applicant_id", applicant)).json();
            assertThat(body.path("applicant_id").asString()).isEqualTo(applicant);
            assertThat(body.path("verification_attempts_left").asInt()).isEqualTo(left);
        }
        ApiResponse none = tenant.api().post("/forms/" + form + "/urls", Map.of("applicant_id", applicant));
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.json().path("errors").get(0).path("parameter").asString()).isEqualTo("applicant_id");
    }

    @Test
    void refusesWhatTheContractRefuses() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        String person = formOf(api, "PERSON");
        VerificationFlows fixtures = new VerificationFlows(api);
        String company = fixtures.company(Map.of());
        fixtures.person(Map.of("external_applicant_id", "taken"));

        ApiResponse wrongType = api.post("/forms/" + person + "/urls", Map.of("applicant_id", company));
        assertThat(wrongType.status()).isEqualTo(422);
        ApiResponse unknown = api.post("/forms/" + person + "/urls", Map.of("applicant_id", "0".repeat(36)));
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.json().path("errors").get(0).path("parameter").asString()).isEqualTo("applicant_id");
        ApiResponse taken = api.post("/forms/" + person + "/urls", Map.of("external_applicant_id", "taken"));
        assertThat(taken.errorType()).isEqualTo("applicant_exists");
        assertThat(api.post("/forms/" + person + "/urls", Map.of("redirect_url", "ftp://x")).status()).isEqualTo(422);
        assertThat(api.post("/forms/" + person + "/urls", Map.of("colour", "red")).status()).isEqualTo(422);
        assertThat(api.post("/forms/" + person + "/urls", Map.of("applicant_id", company,
                "external_applicant_id", "x")).status()).isEqualTo(422);
        assertThat(newAccount().post("/forms/" + person + "/urls", Map.of()).status()).isEqualTo(404);
        assertThat(api.post("/forms/not-an-id/urls", Map.of()).status()).isEqualTo(404);
        assertThat(api.postForm("/forms/" + person + "/urls", "callback_url=https%3A%2F%2Fhooks.example%2Fa")
                .status()).isEqualTo(200);
    }

    /** Three KYCAID clients send both ids, often the same value (issue 11). */
    @Test
    void bothIdsAreAcceptedAndTheApplicantIdDecides() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        String form = formOf(api, "PERSON");
        VerificationFlows fixtures = new VerificationFlows(api);
        String without = fixtures.person();
        String with = fixtures.person(Map.of("external_applicant_id", "crm-7"));
        fixtures.person(Map.of("external_applicant_id", "crm-taken"));

        ApiResponse adopted = api.postForm("/forms/" + form + "/urls", "applicant_id=" + without
                + "&external_applicant_id=crm-6");
        assertThat(adopted.status()).as(adopted.toString()).isEqualTo(200);
        assertThat(adopted.json().path("applicant_id").asString()).isEqualTo(without);
        assertThat(api.get("/applicants/" + without).json().path("external_applicant_id").asString()).isEqualTo("crm-6");
        JsonNode reserved = api.get("/verifications/" + adopted.id("verification_id")).json();
        assertThat(reserved.path("applicant_id").asString()).isEqualTo(without);

        ApiResponse same = api.post("/forms/" + form + "/urls", Map.of("applicant_id", with,
                "external_applicant_id", "crm-7"));
        assertThat(same.status()).as(same.toString()).isEqualTo(200);
        assertThat(same.json().path("applicant_id").asString()).isEqualTo(with);

        ApiResponse different = api.post("/forms/" + form + "/urls", Map.of("applicant_id", with,
                "external_applicant_id", "crm-8"));
        assertThat(Errors.invalid(different)).containsExactly("external_applicant_id");
        assertThat(api.get("/applicants/" + with).json().path("external_applicant_id").asString()).isEqualTo("crm-7");

        String another = fixtures.person();
        ApiResponse taken = api.post("/forms/" + form + "/urls", Map.of("applicant_id", another,
                "external_applicant_id", "crm-taken"));
        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.errorType()).isEqualTo("applicant_exists");
        assertThat(api.get("/applicants/" + another).json().path("external_applicant_id").isNull()).isTrue();
    }

    @Test
    void theUrlLeadsToTheFirstStepWithSecurityHeaders() throws Exception {
        Api api = newAccount();
        String url = api.post("/forms/" + formOf(api, "COMPANY") + "/urls", Map.of()).json().path("form_url").asString();

        HttpResponse<String> start = get(url);
        assertThat(start.statusCode()).isEqualTo(303);
        assertThat(start.headers().firstValue("Location")).hasValue(URI.create(url).getPath() + "/company");
        HttpResponse<String> page = get(url + "/company");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElse(""))
                .contains("script-src 'self'", "frame-ancestors 'none'").doesNotContain("unsafe-inline");
        assertThat(page.headers().firstValue("Referrer-Policy")).hasValue("no-referrer");
        assertThat(page.headers().firstValue("X-Frame-Options")).hasValue("DENY");
        assertThat(page.headers().firstValue("Cache-Control")).hasValue("no-store");
        assertThat(page.headers().firstValue("Set-Cookie").orElse("")).contains("HttpOnly", "SameSite=Lax");
        assertThat(page.body()).contains("Company details", "name=\"csrf\"");
        assertThat(get(url + "/persons").statusCode()).isEqualTo(303);
    }

    @Test
    void unknownLinksGetAPageNotJson() throws Exception {
        for (String path : new String[] {"/form/" + "A".repeat(43), "/form/short", "/form/x/y/z",
                "/form/" + "A".repeat(43) + "/profile"}) {
            HttpResponse<String> page = get(baseUrl() + path);
            assertThat(page.statusCode()).as(path).isEqualTo(404);
            assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
            assertThat(page.body()).contains("This link is not valid");
        }
    }

    static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
