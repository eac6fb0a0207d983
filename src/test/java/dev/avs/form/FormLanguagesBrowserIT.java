package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Axe;
import dev.avs.support.Browser;
import dev.avs.support.IntegrationTest;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.support.ui.Select;

/**
 * The form in the applicant's language, in Chromium (one browser for the class; its camera is there and refused):
 * the form URL request's {@code locale}, the browser's {@code Accept-Language} and the switcher each choose the
 * language; a person completes the whole form in Arabic (right to left) and, with the keyboard alone, in Japanese;
 * every state of every page of both form kinds has no WCAG 2.2 AA violation axe-core finds, at phone and desktop
 * width, in English and Arabic, and the person form's in Japanese (on H2 only, as every browser test).
 * With {@code -Davs.test.screenshots=true} it also photographs every state in German, Arabic, Japanese and
 * Ukrainian into docs/screenshots (English's are the other browser tests').
 */
class FormLanguagesBrowserIT extends IntegrationTest {

    @TempDir
    static Path files;

    private static Browser browser;

    @BeforeAll
    static void openBrowser() {
        browser = Browser.openWithCameraRefused();
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @BeforeEach
    void englishBrowser() {
        browser.acceptLanguage("en-GB,en");
        browser.viewport(Browser.PHONE);
    }

    @Test
    void theUrlsLocaleTheBrowsersLanguagesAndTheSwitcherEachChoose() {
        Api api = newAccount();
        String form = FormUrlIT.formOf(api, "PERSON");
        String japanese = url(api, form, Map.of("locale", "ja"));
        String plain = url(api, form, Map.of());
        String another = url(api, form, Map.of());

        browser.go(japanese);
        assertThat(lang()).as("the URL's locale").isEqualTo("ja");
        assertThat(browser.find("h1").getText()).isEqualTo(text("ja", "step.profile.title"));
        browser.acceptLanguage("de-AT,de,en");
        browser.go(plain);
        assertThat(lang()).as("the browser's languages").isEqualTo("de");
        assertThat(browser.find("h1").getText()).isEqualTo(text("de", "step.profile.title"));
        browser.go(japanese);
        assertThat(lang()).as("the URL's locale before the browser's").isEqualTo("ja");

        browser.go(plain);
        new Select(browser.find("select#language")).selectByValue("uk");
        browser.find(".language__button").click();
        new PageDriver(browser, files).waitUntil(() -> "uk".equals(lang()));
        assertThat(browser.find("h1").getText()).isEqualTo(text("uk", "step.profile.title"));
        assertThat(new Select(browser.find("select#language")).getFirstSelectedOption().getText())
                .isEqualTo("Українська");
        browser.go(plain);
        assertThat(lang()).as("the choice holds for the URL").isEqualTo("uk");
        browser.go(another);
        assertThat(lang()).as("and for no other: no cookie").isEqualTo("de");

        browser.go(baseUrl() + "/form/" + "x".repeat(43) + "?lang=ar");
        assertThat(browser.find("html").getAttribute("dir")).isEqualTo("rtl");
        List<String> violations = Axe.violations(browser);
        System.out.printf("axe ar  phone   %-32s %d violations%n", "link-not-valid", violations.size());
        assertThat(violations).isEmpty();
        // and axe-core does find what breaks the rules: an input without a label
        browser.script("document.querySelector('main').insertAdjacentHTML('beforeend', '<input type=text>')");
        assertThat(Axe.violations(browser)).anyMatch(v -> v.startsWith("label "));
    }

    @Test
    void aPersonCompletesTheFormInArabicRightToLeft() {
        Api api = newAccount();
        browser.go(url(api, FormUrlIT.formOf(api, "PERSON"), Map.of("locale", "ar")));
        assertThat(browser.find("html").getAttribute("dir")).isEqualTo("rtl");
        assertThat(browser.script("return getComputedStyle(document.querySelector('.header__inner')).direction"))
                .isEqualTo("rtl");
        LanguageChecks checks = new LanguageChecks(browser, "ar", List.of("ar", "en"),
                LanguageChecks.SCREENSHOT_LANGUAGES);
        new FormWalks(browser, new Hands.Mouse(new PageDriver(browser, files)), checks, "ar").person();
        assertThat(checks.violations()).isEmpty();
    }

    @Test
    void aPersonCompletesTheFormInJapaneseWithTheKeyboardAlone() {
        Api api = newAccount();
        browser.go(url(api, FormUrlIT.formOf(api, "PERSON"), Map.of()));
        Keyboard keyboard = new Keyboard(browser, files);
        assertThat(lang()).isEqualTo("en");
        keyboard.select("lang", "ja");
        keyboard.press(".language__button");
        assertThat(lang()).as("the switcher, by keyboard").isEqualTo("ja");
        LanguageChecks checks = new LanguageChecks(browser, "ja", List.of("ja"), List.of());
        new FormWalks(browser, keyboard, checks, "ja").person();
        assertThat(checks.violations()).isEmpty();
    }

    @Test
    void theCompanyFormHasNoViolationInEnglishOrArabic() {
        Api api = newAccount();
        browser.go(url(api, FormUrlIT.formOf(api, "COMPANY"), Map.of()));
        // Japanese's pages are the person form's walk above; a company's pages differ by their inputs, not their script
        LanguageChecks checks = new LanguageChecks(browser, "en", List.of("en", "ar"),
                LanguageChecks.SCREENSHOT_LANGUAGES);
        new FormWalks(browser, new Hands.Mouse(new PageDriver(browser, files)), checks, "en").company();
        assertThat(checks.violations()).isEmpty();
    }

    private static String url(Api api, String form, Map<String, Object> fields) {
        return api.post("/forms/" + form + "/urls", fields).json().path("form_url").asString();
    }

    /** A text of the pages in a language, from its messages file. */
    static String text(String language, String key) {
        return ResourceBundle.getBundle("messages/form", Languages.byTag(language).orElseThrow().bundle())
                .getString(key);
    }

    private static String lang() {
        return String.valueOf(browser.script("return document.documentElement.lang"));
    }
}
