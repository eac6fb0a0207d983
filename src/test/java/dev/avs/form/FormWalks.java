package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import dev.avs.form.Languages.Language;
import dev.avs.support.Browser;
import dev.avs.support.FaceImages;
import dev.avs.support.TestImages;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The whole person form and the whole company form, walked by an applicant's {@link Hands} in one language, from
 * the first page to the closing one, every state of every page (the errors a post shows too) checked by
 * {@link LanguageChecks}. Dates and countries on the pages are CLDR's in the walk's language.
 */
final class FormWalks {

    private static final AtomicLong SEED = new AtomicLong(System.nanoTime());

    private final Browser browser;
    private final Hands hands;
    private final LanguageChecks checks;
    private final Language language;
    private final PageDriver page;

    FormWalks(Browser browser, Hands hands, LanguageChecks checks, String language) {
        this.browser = browser;
        this.hands = hands;
        this.checks = checks;
        this.language = Languages.byTag(language).orElseThrow();
        this.page = new PageDriver(browser, null);
    }

    /** A person, from the profile to the done page; the selfie's camera is there and the applicant refuses it. */
    void person() {
        assertThat(page.path()).endsWith("/profile");
        assertThat(browser.script("return document.documentElement.lang")).isEqualTo(language.htmlLang());
        checks.check("person-1-profile");
        Runnable profileErrors = () -> {
            hands.fill("first_name", "Anna");
            hands.fill("last_name", "Example");
            hands.date("dob", 31, 2, 1990);
            hands.submit();
        };
        profileErrors.run();
        firstErrorTakesTheFocus("#f-dob-day");
        checks.check("person-2-profile-errors", profileErrors, () -> true);
        hands.date("dob", 12, 4, 1990);
        hands.select("nationality", "GB");
        hands.select("residence_country", "GB");
        hands.submit();

        assertThat(page.path()).as(browser.text()).endsWith("/document");
        checks.check("person-3-document");
        Runnable wrongFile = () -> {
            hands.choose("type", "GOVERNMENT_ID");
            hands.select("issuing_country", "GB");
            hands.fill("document_number", "X1234567");
            hands.date("expiry_date", 1, 6, 2034);
            hands.attach("front", "front.jpg", "this is a text file, not a photo\n".getBytes(StandardCharsets.UTF_8));
            hands.attach("back", "back.jpg", photo());
            hands.submit();
        };
        wrongFile.run();
        assertThat(page.errorOf("front")).isNotBlank();
        checks.check("person-4-document-wrong-file", wrongFile, () -> true);
        hands.attach("front", "front.jpg", FaceImages.idCard(FaceImages.astronaut(), 4, 1200, SEED.incrementAndGet()));
        hands.submit();

        assertThat(page.path()).endsWith("/selfie");
        Supplier<Boolean> camera = () -> browser.find("[data-live-record]").isDisplayed();
        checks.check("person-5-selfie", null, camera);
        // what the camera shows has words for those who cannot see it, and what it says is announced
        assertThat(browser.find(".live").getAttribute("aria-label")).isNotBlank();
        assertThat(browser.find(".live__frame").getAttribute("role")).isEqualTo("img");
        assertThat(browser.find(".live__frame").getAttribute("aria-label")).isNotBlank();
        assertThat(browser.find(".live__status").getAttribute("role")).isEqualTo("status");
        assertThat(browser.find("[data-live-record]").getText()).isNotBlank();
        Runnable noFace = () -> {
            page.waitUntil(camera);
            uploadInsteadOfTheCamera(photo());
        };
        noFace.run();
        assertThat(page.path()).endsWith("/selfie");
        checks.check("person-5-selfie-no-face", noFace, camera);
        page.waitUntil(camera);
        uploadInsteadOfTheCamera(FaceImages.selfie(FaceImages.astronaut()));

        assertThat(page.path()).endsWith("/address");
        assertThat(page.value("country")).as("prefilled from the residence").isEqualTo("GB");
        checks.check("person-6-address");
        address();

        assertThat(page.path()).endsWith("/review");
        assertThat(browser.text()).contains("Anna Example", date(LocalDate.of(1990, 4, 12)), country("GB"),
                "221B Baker Street");
        checks.check("person-7-review");
        hands.tick("confirm");
        hands.submit();
        assertThat(browser.find("main").getAttribute("data-status")).isEqualTo("done");
        checks.check("person-8-done");
    }

    /** A company, from its details to the closing page. */
    void company() {
        assertThat(page.path()).endsWith("/company");
        checks.check("company-1-company");
        hands.fill("company_name", "Northwind Trading Ltd");
        hands.select("registration_country", "GB");
        hands.fill("registration_number", "09876543");
        hands.date("incorporation_date", 1, 3, 2015);
        hands.fill("website", "https://northwind.example");
        hands.submit();

        assertThat(page.path()).endsWith("/persons");
        Runnable nobody = hands::moveOn;
        nobody.run();
        firstErrorTakesTheFocus("#f-role-0");
        checks.check("company-2-persons-errors", nobody, () -> true);
        person("DIRECTOR", "Ivan", "Petrov", LocalDate.of(1975, 4, 1), "BG", null);
        person("BENEFICIAL", "Maria", "Lopez", LocalDate.of(1980, 9, 9), "ES", "60");
        assertThat(browser.text()).contains("Ivan Petrov", "Maria Lopez", date(LocalDate.of(1980, 9, 9)));
        checks.check("company-2-persons");
        hands.moveOn();

        assertThat(page.path()).as(browser.text()).endsWith("/document");
        hands.select("type", "REGISTRATION_COMPANY");
        hands.attach("front", "front.jpg", photo());
        hands.submit();
        checks.check("company-3-documents");
        hands.moveOn();

        assertThat(page.path()).endsWith("/address");
        checks.check("company-4-address");
        hands.fill("street_name", "Fleet Street");
        hands.fill("building_number", "10");
        hands.fill("city", "London");
        hands.fill("postal_code", "EC4Y 1AA");
        proof();
        hands.submit();

        assertThat(page.path()).endsWith("/review");
        assertThat(browser.text()).contains("Northwind Trading Ltd", date(LocalDate.of(2015, 3, 1)), country("GB"));
        checks.check("company-5-review");
        hands.tick("confirm");
        hands.submit();
        assertThat(browser.find("main").getAttribute("data-status")).isEqualTo("done");
        checks.check("company-6-thanks");
    }

    private void person(String role, String first, String last, LocalDate dob, String nationality, String share) {
        hands.choose("role", role);
        hands.fill("first_name", first);
        hands.fill("last_name", last);
        hands.date("dob", dob.getDayOfMonth(), dob.getMonthValue(), dob.getYear());
        hands.select("nationality", nationality);
        if (share != null) {
            hands.fill("share", share);
        }
        hands.submit();
    }

    /** The refused post put the focus on the error summary; Tab reaches its first link, Enter the input to fix. */
    private void firstErrorTakesTheFocus(String input) {
        page.assertErrorSummaryFocused();
        Keyboard keyboard = new Keyboard(browser, null);
        keyboard.keys(org.openqa.selenium.Keys.TAB);
        assertThat(browser.script("return document.activeElement.getAttribute('href')")).isEqualTo(input);
        keyboard.keys(org.openqa.selenium.Keys.ENTER);
        assertThat(browser.script("return '#' + document.activeElement.id")).isEqualTo(input);
    }

    /** The camera is asked for and refused: the page offers the upload instead, and the photo goes up. */
    private void uploadInsteadOfTheCamera(byte[] photo) {
        hands.startCamera();
        page.waitUntil(() -> browser.find("input[name=selfie]").isDisplayed());
        hands.attach("selfie", "selfie.jpg", photo);
        hands.submit();
    }

    private void address() {
        hands.fill("street_name", "Baker Street");
        hands.fill("building_number", "221B");
        hands.fill("city", "London");
        hands.fill("postal_code", "NW1 6XE");
        proof();
        hands.submit();
    }

    private void proof() {
        hands.attach("proof", "proof.jpg", photo());
        LocalDate today = LocalDate.now();
        hands.date("proof_date", today.getDayOfMonth(), today.getMonthValue(), today.getYear());
    }

    private static byte[] photo() {
        return TestImages.photo(1000, 700, SEED.incrementAndGet());
    }

    /** A date as CLDR writes it in full in the walk's language (Gregorian, as entered). */
    private String date(LocalDate date) {
        DateFormat format = DateFormat.getDateInstance(DateFormat.LONG,
                language.cldr().setKeywordValue("calendar", "gregorian"));
        format.setTimeZone(TimeZone.GMT_ZONE);
        return format.format(Date.from(date.atStartOfDay(ZoneOffset.UTC).toInstant()));
    }

    private String country(String code) {
        return new ULocale("", code).getDisplayCountry(language.cldr());
    }
}
