package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FaceImages;
import dev.avs.support.Browser;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.support.ui.Select;

/** What a person does on the form's pages, in a browser: fill in, choose, attach photos, go on. */
final class PageDriver {

    static final Path SCREENSHOTS = Path.of("docs", "screenshots");
    private static final AtomicLong SEED = new AtomicLong(System.nanoTime());

    private final Browser browser;
    private final Path files;

    /** {@code files}: where attached files are written for the browser to pick up (a test's {@code @TempDir}). */
    PageDriver(Browser browser, Path files) {
        this.browser = browser;
        this.files = files;
    }

    Browser browser() {
        return browser;
    }

    void fill(String name, String value) {
        var input = browser.find("[name='" + name + "']");
        input.clear();
        input.sendKeys(value);
    }

    void date(String name, int day, int month, int year) {
        fill(name + "_day", Integer.toString(day));
        fill(name + "_month", Integer.toString(month));
        fill(name + "_year", Integer.toString(year));
    }

    void select(String name, String value) {
        new Select(browser.find("select[name='" + name + "']")).selectByValue(value);
    }

    void choose(String name, String value) {
        browser.find("input[name='" + name + "'][value='" + value + "']").click();
    }

    void tick(String name) {
        browser.find("input[name='" + name + "']").click();
    }

    /** Attaches a unique, sharp photo (a JPEG the DOCUMENT check accepts). */
    void photo(String name) {
        attach(name, name + ".jpg", TestImages.photo(1000, 700, SEED.incrementAndGet()));
    }

    /** Attaches a photo of a face (a public-domain portrait) as a phone's selfie. */
    void selfie(String name) {
        attach(name, name + ".jpg", FaceImages.selfie(FaceImages.astronaut()));
    }

    /** Attaches a photo of an ID card showing the same face as {@link #selfie}. */
    void idCard(String name) {
        attach(name, name + ".jpg", FaceImages.idCard(FaceImages.astronaut(), 4, 1200,
                SEED.incrementAndGet()));
    }

    void attach(String name, String filename, byte[] content) {
        try {
            Path file = files.resolve(filename);
            Files.write(file, content);
            browser.find("input[type=file][name='" + name + "']").sendKeys(file.toAbsolutePath().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void textFileNamedJpg(String name) {
        attach(name, "front.jpg", "this is a text file, not a photo\n".getBytes(StandardCharsets.UTF_8));
    }

    /** Fills the address step as the person tests do (221B Baker Street, a proof of address dated today) and posts it. */
    void address() {
        fill("street_name", "Baker Street");
        fill("building_number", "221B");
        fill("city", "London");
        fill("postal_code", "NW1 6XE");
        photo("proof");
        java.time.LocalDate today = java.time.LocalDate.now();
        date("proof_date", today.getDayOfMonth(), today.getMonthValue(), today.getYear());
        submit();
    }

    /** Submits the page's main form and waits for the next page. */
    void submit() {
        press("[data-submit]");
    }

    /** The separate "continue" form of a list step. */
    void moveOn() {
        press("[data-continue]");
    }

    private void press(String css) {
        String before = browser.driver().getCurrentUrl() + "#" + browser.script("return performance.timeOrigin");
        browser.find(css).click();
        waitUntil(() -> !(browser.driver().getCurrentUrl() + "#" + browser.script("return performance.timeOrigin"))
                .equals(before) && "complete".equals(browser.script("return document.readyState")));
    }

    void waitUntil(Supplier<Boolean> condition) {
        IntegrationTest.eventually(Duration.ofSeconds(20), () -> {
            try {
                return condition.get();
            } catch (WebDriverException stillLoading) {
                return false;
            }
        }, Boolean.TRUE::equals);
    }

    String path() {
        return java.net.URI.create(browser.driver().getCurrentUrl()).getPath();
    }

    /** Screenshots at phone and desktop widths, after checking that the page fits a 320-pixel-wide phone. */
    void shoot(String name) {
        assertThat(browser.overflowAt(320)).as("sideways scrolling at 320 px on " + name).isZero();
        browser.screenshots(SCREENSHOTS, name);
    }

    /** Every visible input, select and textarea has a label that names it. */
    @SuppressWarnings("unchecked")
    void assertEveryInputLabelled() {
        List<String> unlabelled = (List<String>) browser.script("""
                return Array.from(document.querySelectorAll('input:not([type=hidden]), select, textarea'))
                  .filter(e => !(e.labels && e.labels.length && e.labels[0].textContent.trim()))
                  .map(e => e.name);""");
        assertThat(unlabelled).as("inputs without a label on " + path()).isEmpty();
    }

    /** The error summary is shown and has the focus, as a screen reader user needs. */
    void assertErrorSummaryFocused() {
        assertThat(browser.script("return document.activeElement.hasAttribute('data-error-summary')"))
                .as("focus on the error summary").isEqualTo(true);
    }

    /** The error shown next to an input. */
    String errorOf(String name) {
        return browser.find("[name='" + name + "']").findElement(org.openqa.selenium.By.xpath(
                "ancestor::div[contains(@class,'field')][1]//p[contains(@class,'error-message')]")).getText();
    }

    String value(String name) {
        return browser.find("[name='" + name + "']").getAttribute("value");
    }
}
