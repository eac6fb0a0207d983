package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Browser;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.springframework.web.util.UriComponentsBuilder;
import tools.jackson.databind.JsonNode;

/**
 * A person completes the KYC form in Chromium at phone size: a validation error and its correction, a text file
 * posing as a photo, every step to the submit and the redirect; then the verification is read over the API.
 */
class PersonFormBrowserIT extends IntegrationTest {

    @TempDir
    Path files;

    @Test
    void aPersonCompletesTheFormAndIsVerified() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        String redirect = baseUrl() + "/actuator/health?shop=demo";
        JsonNode url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls",
                Map.of("external_applicant_id", "crm-7", "redirect_url", redirect)).json();

        try (Browser browser = Browser.open()) {
            PageDriver page = new PageDriver(browser, files);
            browser.go(url.path("form_url").asString());
            assertThat(page.path()).endsWith("/profile");
            assertThat(browser.text()).contains("Step 1 of 5", "Your personal details");
            page.assertEveryInputLabelled();
            page.shoot("person-1-profile");

            // a date that does not exist and a missing country: both shown, what was typed kept
            page.fill("first_name", "Anna");
            page.fill("last_name", "Example");
            page.date("dob", 31, 2, 1990);
            page.fill("email", "anna@example.com");
            page.submit();
            assertThat(browser.text()).contains("There is a problem");
            page.assertErrorSummaryFocused();
            assertThat(page.errorOf("dob_day")).contains("Date of birth must be a real date");
            assertThat(page.errorOf("residence_country")).contains("Select the country where you live");
            assertThat(page.value("first_name")).isEqualTo("Anna");
            assertThat(page.value("dob_day")).isEqualTo("31");
            assertThat(browser.driver().getTitle()).startsWith("Error:");
            page.shoot("person-2-profile-errors");

            // keyboard only: Tab reaches the first error link, Enter puts the focus on its input
            new Actions(browser.driver()).sendKeys(Keys.TAB).perform();
            assertThat(browser.script("return document.activeElement.getAttribute('href')")).isEqualTo("#f-dob-day");
            new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
            assertThat(browser.script("return document.activeElement.id")).isEqualTo("f-dob-day");

            page.date("dob", 12, 4, 1990);
            page.select("nationality", "GB");
            page.select("residence_country", "GB");
            page.submit();
            assertThat(page.path()).endsWith("/document");
            page.assertEveryInputLabelled();
            page.shoot("person-3-document");

            // a text file named .jpg: refused next to its input, the rest kept
            page.choose("type", "GOVERNMENT_ID");
            page.select("issuing_country", "GB");
            page.fill("document_number", "X1234567");
            page.date("expiry_date", 1, 6, 2034);
            page.textFileNamedJpg("front");
            page.photo("back");
            page.submit();
            assertThat(page.errorOf("front")).endsWith("The selected file must be a JPG, PNG, WebP or PDF");
            assertThat(page.value("document_number")).isEqualTo("X1234567");
            assertThat(browser.text()).contains("Uploaded:");
            page.shoot("person-4-document-wrong-file");
            page.idCard("front");
            page.submit();

            assertThat(page.path()).endsWith("/selfie");
            page.assertEveryInputLabelled();
            assertThat(browser.find("input[name=selfie]").getAttribute("capture")).isEqualTo("user");
            page.shoot("person-5-selfie");
            // a photo without a face is refused at once, with what to do
            page.photo("selfie");
            page.submit();
            assertThat(page.path()).endsWith("/selfie");
            assertThat(page.errorOf("selfie")).contains("could not find a face");
            page.shoot("person-5-selfie-no-face");
            page.selfie("selfie");
            page.submit();

            assertThat(page.path()).endsWith("/address");
            assertThat(page.value("country")).as("prefilled from the residence").isEqualTo("GB");
            page.assertEveryInputLabelled();
            page.shoot("person-6-address");
            page.address();

            assertThat(page.path()).endsWith("/review");
            assertThat(browser.text()).contains("Check your answers", "Anna Example", "12 April 1990",
                    "National identity card", "221B Baker Street");
            page.shoot("person-7-review");
            page.submit();
            assertThat(browser.text()).contains("Confirm that the information is correct");
            page.tick("confirm");
            page.submit();

            URI landed = URI.create(browser.driver().getCurrentUrl());
            assertThat(landed.getPath()).isEqualTo("/actuator/health");
            Map<String, String> query = UriComponentsBuilder.fromUri(landed).build().getQueryParams().toSingleValueMap();
            assertThat(query).containsEntry("shop", "demo").containsEntry("status", "pending")
                    .containsEntry("verification_id", url.path("verification_id").asString());

            browser.go(url.path("form_url").asString());
            assertThat(browser.text()).contains("Thank you", "Continue");
            page.shoot("person-8-done");
        }

        String verificationId = url.path("verification_id").asString();
        JsonNode decided = new VerificationFlows(api).decided(verificationId);
        assertThat(decided.path("status").asString()).isIn("completed", "review");
        assertThat(decided.path("types").valueStream().map(JsonNode::asString))
                .contains("PROFILE", "DOCUMENT", "FACIAL", "ADDRESS");
        String applicantId = decided.path("applicant_id").asString();
        JsonNode applicant = api.get("/applicants/" + applicantId).json();
        assertThat(applicant.path("first_name").asString()).isEqualTo("Anna");
        assertThat(applicant.path("dob").asString()).isEqualTo("1990-04-12");
        assertThat(applicant.path("external_applicant_id").asString()).isEqualTo("crm-7");
        assertThat(applicant.path("documents").valueStream().map(d -> d.path("type").asString()))
                .containsExactlyInAnyOrder("GOVERNMENT_ID", "SELFIE_IMAGE", "ADDRESS_DOCUMENT");
        assertThat(applicant.path("addresses").get(0).path("city").asString()).isEqualTo("London");
        JsonNode evidence = api.get("/verifications/" + verificationId + "/evidence").json();
        assertThat(evidence.path("snapshot_hash").asString()).isNotBlank();
        String selfie = applicant.path("documents").valueStream()
                .filter(d -> d.path("type").asString().equals("SELFIE_IMAGE")).findFirst().orElseThrow()
                .path("document_id").asString();
        assertThat(api.delete("/documents/" + selfie).errorType()).as("pinned by the verification")
                .isEqualTo("delete_denied");
    }
}
