package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Axe;
import dev.avs.support.Browser;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.ReadingIntegrationTest;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.json.JsonMapper;

/**
 * In Chromium: a person whose passport says otherwise than their answers sees both on the review, takes the
 * passport's with the keyboard alone, and the review shows what is saved; axe-core finds no WCAG 2.2 AA violation
 * on the offer at phone and desktop width (H2 only, as every browser test).
 */
class DocumentOfferBrowserIT extends ReadingIntegrationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path files;

    @Autowired
    FormAdmin forms;

    @Test
    void theReviewShowsWhatThePassportSaysAndTheKeyboardTakesIt() {
        Tenant tenant = newTenant();
        String form = FormUrlIT.formOf(tenant.api(), "PERSON");
        forms.apply(tenant.account(), FormSpec.read(JSON.readTree("""
                {"name": "Passport", "applicant_type": "PERSON", "steps": ["PROFILE", "DOCUMENT"],
                 "document_types": ["PASSPORT"], "verification_types": ["PROFILE", "DOCUMENT"]}"""), "test", JSON),
                form);
        String url = tenant.api().post("/forms/" + form + "/urls", Map.of()).json().path("form_url").asString();
        LocalDate expiry = LocalDate.now().plusYears(5).withDayOfMonth(1);
        byte[] passport = DocumentPhotos.photo(Format.TD3, DocumentPhotos.td3("GBR", "NOWAKOWSKI", "JAN",
                "533401372", "GBR", LocalDate.of(1985, 5, 3), 'M', expiry), Shot.clean());

        try (Browser browser = Browser.open()) {
            PageDriver page = new PageDriver(browser, files);
            browser.go(url);
            page.fill("first_name", "Jan");
            page.fill("last_name", "Nowak");
            page.date("dob", 3, 5, 1985);
            page.select("residence_country", "PL");
            page.submit();
            assertThat(page.path()).endsWith("/document");
            page.choose("type", "PASSPORT");
            page.select("issuing_country", "GB");
            page.fill("document_number", "533401372");
            page.date("expiry_date", 1, expiry.getMonthValue(), expiry.getYear());
            page.attach("front", "passport.jpg", passport);
            page.submit();

            assertThat(page.path()).endsWith("/review");
            assertThat(browser.find(".read-offer").getText()).contains("What your document says", "Last name",
                    "NOWAKOWSKI", "You entered: Nowak").doesNotContain("533401372");
            for (int[] width : new int[][] {Browser.PHONE, Browser.DESKTOP}) {
                browser.viewport(width);
                assertThat(Axe.violations(browser)).as("the review with the offer").isEmpty();
            }
            page.shoot("person-7-review-document-offer");

            // the keyboard alone: Tab reaches the offer's button (after the back link and the language switcher)
            browser.script("document.activeElement.blur()");
            for (int tab = 0; tab < 12 && !Boolean.TRUE.equals(browser.script(
                    "return document.activeElement.hasAttribute('data-use-read')")); tab++) {
                new Actions(browser.driver()).sendKeys(Keys.TAB).perform();
            }
            assertThat(browser.script("return document.activeElement.textContent"))
                    .isEqualTo("Use the details from my document");
            new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
            page.waitUntil(() -> browser.all(".read-offer").isEmpty());
            assertThat(page.path()).endsWith("/review");
            assertThat(browser.text()).contains("Jan NOWAKOWSKI").doesNotContain("What your document says");
        }
    }
}
