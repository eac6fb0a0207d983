package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Browser;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A company completes the KYB form in Chromium: its data, its people (with a refused share), its documents, its
 * registered office; without a redirect URL the form thanks it in place. Then the verification over the API.
 */
class CompanyFormBrowserIT extends IntegrationTest {

    @TempDir
    Path files;

    @Test
    void aCompanyCompletesTheFormAndIsVerified() {
        Api api = newTenant().api();
        JsonNode url = api.post("/forms/" + FormUrlIT.formOf(api, "COMPANY") + "/urls", Map.of()).json();

        try (Browser browser = Browser.open()) {
            PageDriver page = new PageDriver(browser, files);
            browser.go(url.path("form_url").asString());
            assertThat(page.path()).endsWith("/company");
            page.assertEveryInputLabelled();
            page.shoot("company-1-company");
            page.fill("company_name", "Northwind Trading Ltd");
            page.select("registration_country", "GB");
            page.fill("registration_number", "09876543");
            page.date("incorporation_date", 1, 3, 2015);
            page.fill("website", "https://northwind.example");
            page.submit();

            assertThat(page.path()).endsWith("/persons");
            page.assertEveryInputLabelled();
            page.moveOn();
            assertThat(browser.text()).contains("Add at least one person to continue");
            page.assertErrorSummaryFocused();

            page.choose("role", "DIRECTOR");
            page.fill("first_name", "Ivan");
            page.fill("last_name", "Petrov");
            page.date("dob", 1, 4, 1975);
            page.select("nationality", "BG");
            page.submit();
            assertThat(browser.text()).contains("Ivan Petrov", "Director");

            // a share over 100: refused next to its input, the person not added, what was typed kept
            page.choose("role", "BENEFICIAL");
            assertThat(browser.find("input[name=share]").isDisplayed()).isTrue();
            assertThat(browser.find("input[name=title]").isDisplayed()).isFalse();
            page.fill("first_name", "Maria");
            page.fill("last_name", "Lopez");
            page.date("dob", 9, 9, 1980);
            page.select("nationality", "ES");
            page.fill("share", "140");
            page.submit();
            assertThat(page.errorOf("share")).contains("Enter a share above 0 and up to 100");
            assertThat(page.value("first_name")).isEqualTo("Maria");
            page.fill("share", "60");
            page.submit();
            assertThat(browser.text()).contains("Maria Lopez", "Beneficial owner · 60%");
            page.shoot("company-2-persons");
            page.moveOn();

            assertThat(page.path()).endsWith("/document");
            page.assertEveryInputLabelled();
            page.moveOn();
            assertThat(browser.text()).contains("Add the certificate of incorporation or registration to continue");
            page.select("type", "REGISTRATION_COMPANY");
            page.photo("front");
            page.submit();
            assertThat(browser.text()).contains("Certificate of incorporation or registration", "The company, 1 photo");
            page.shoot("company-3-documents");
            page.moveOn();

            assertThat(page.path()).endsWith("/address");
            assertThat(browser.text()).contains("Registered address");
            page.shoot("company-4-address");
            page.fill("street_name", "Fleet Street");
            page.fill("building_number", "10");
            page.fill("city", "London");
            page.fill("postal_code", "EC4Y 1AA");
            page.photo("proof");
            LocalDate today = LocalDate.now();
            page.date("proof_date", today.getDayOfMonth(), today.getMonthValue(), today.getYear());
            page.submit();

            assertThat(page.path()).endsWith("/review");
            assertThat(browser.text()).contains("Northwind Trading Ltd", "Ivan Petrov", "Maria Lopez");
            page.shoot("company-5-review");
            page.tick("confirm");
            page.submit();
            assertThat(page.path()).isEqualTo(java.net.URI.create(url.path("form_url").asString()).getPath());
            assertThat(browser.text()).contains("Thank you", "Your details were sent for verification");
            page.shoot("company-6-thanks");
        }

        JsonNode decided = new VerificationFlows(api).decided(url.path("verification_id").asString());
        assertThat(decided.path("status").asString()).isIn("completed", "review");
        assertThat(decided.path("types").valueStream().map(JsonNode::asString)).contains("COMPANY", "ADDRESS");
        JsonNode applicant = api.get("/applicants/" + decided.path("applicant_id").asString()).json();
        assertThat(applicant.path("type").asString()).isEqualTo("COMPANY");
        assertThat(applicant.path("company_name").asString()).isEqualTo("Northwind Trading Ltd");
        assertThat(applicant.path("affiliated_persons").valueStream().map(p -> p.path("last_name").asString()))
                .containsExactlyInAnyOrder("Petrov", "Lopez");
        assertThat(applicant.path("documents").valueStream().map(d -> d.path("type").asString()))
                .containsExactlyInAnyOrder("REGISTRATION_COMPANY", "ADDRESS_DOCUMENT");
        assertThat(applicant.path("verification_status").asString()).isIn("completed", "review");
    }
}
