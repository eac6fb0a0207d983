package dev.avs.form;

import dev.avs.verification.PolicyOverrides;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.verification.Policies;
import dev.avs.support.Api;
import dev.avs.support.Browser;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Links that cannot be used (expired, unknown, used) each get their own clear page; and a submission that lacks
 * what the checks need sends the applicant back to the step that can fix it, with the reason.
 */
class LinksBrowserIT extends IntegrationTest {

    @TempDir
    Path files;

    @Autowired
    FormCommands commands;

    @Autowired
    Policies policies;

    /** Creates (or changes) a form of the tenant through {@code forms set}, as an operator would. */
    String form(Tenant tenant, String yaml) throws Exception {
        Path file = Files.createTempFile("form-", ".yml");
        file.toFile().deleteOnExit();
        Files.writeString(file, yaml);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = commands.execute("forms", "set", Map.of("account", tenant.account().value(),
                "file", file.toString()), new PrintStream(out, true, StandardCharsets.UTF_8));
        assertThat(code).as(out.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8).strip().replaceAll(".* ", "");
    }

    @Test
    void expiredAndUnknownLinksSayWhatToDo() throws Exception {
        try (Browser browser = Browser.open()) {
            Tenant tenant = newTenant();
            String form = form(tenant, """
                    name: Quick check
                    applicant_type: PERSON
                    steps: [PROFILE]
                    verification_types: [PROFILE]
                    url_ttl_seconds: 1
                    """);
            JsonNode url = tenant.api().post("/forms/" + form + "/urls", Map.of()).json();
            String verification = url.path("verification_id").asString();
            eventually(Duration.ofSeconds(20), () -> tenant.api().get("/verifications/" + verification).json()
                    .path("status").asString(), "expired"::equals);

            PageDriver page = new PageDriver(browser, files);
            browser.go(url.path("form_url").asString() + "/profile");
            assertThat(browser.text()).contains("This link has expired", "Ask the company that sent it for a new link");
            page.shoot("link-expired");

            browser.go(baseUrl() + "/form/" + "x".repeat(43));
            assertThat(browser.text()).contains("This link is not valid");
            page.shoot("link-not-valid");
        }
    }

    @Test
    void gapsFoundAtSubmissionAreFixedOnTheirStep() throws Exception {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        String form = form(tenant, """
                name: Address check
                applicant_type: PERSON
                steps: [PROFILE, ADDRESS]
                document_types: [ADDRESS_DOCUMENT]
                verification_types: [PROFILE, ADDRESS]
                policy: {require_proof_of_address: false}
                """);
        JsonNode url = api.post("/forms/" + form + "/urls", Map.of()).json();

        try (Browser browser = Browser.open()) {
            PageDriver page = new PageDriver(browser, files);
            browser.go(url.path("form_url").asString());
            page.fill("first_name", "Ola");
            page.fill("last_name", "Nordmann");
            page.date("dob", 2, 2, 1988);
            page.select("residence_country", "NO");
            page.submit();
            assertThat(browser.text()).contains("Proof of address");
            page.fill("street_name", "Karl Johans gate");
            page.fill("building_number", "1");
            page.fill("city", "Oslo");
            page.submit();
            assertThat(page.path()).endsWith("/review");

            // the operator now requires a proof of address: the submission finds the gap
            policies.setOverrides(tenant.account(), form, new PolicyOverrides(Map.of("require_proof_of_address", true)));
            page.tick("confirm");
            page.submit();
            assertThat(page.path()).endsWith("/address");
            assertThat(browser.text()).contains("There is a problem", "Add a proof of address");
            assertThat(api.get("/verifications/" + url.path("verification_id").asString()).json()
                    .path("status").asString()).isEqualTo("unused");

            page.photo("proof");
            LocalDate today = LocalDate.now();
            page.date("proof_date", today.getDayOfMonth(), today.getMonthValue(), today.getYear());
            page.submit();
            page.tick("confirm");
            page.submit();
            assertThat(browser.text()).contains("Thank you");

            // used: the link shows the done page, also for a step, and a late post changes nothing
            browser.go(url.path("form_url").asString() + "/profile");
            assertThat(browser.text()).contains("Thank you");
        }
        assertThat(api.get("/verifications/" + url.path("verification_id").asString()).json()
                .path("status").asString()).isNotIn("unused", "expired");
    }
}
