package dev.avs.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's Chromium, headless, driven through Debian's chromedriver: Selenium never downloads a browser or a
 * driver. Without a browser the tests fail, unless {@code -Davs.test.browser=false} says to skip them. They run on H2
 * only: the second run, on PostgreSQL, is for the data layer, which the HTTP-level tests cover.
 */
public final class Browser implements AutoCloseable {

    public static final Path CHROMIUM = Path.of(System.getProperty("avs.test.chromium", "/usr/bin/chromium"));
    public static final Path CHROMEDRIVER = Path.of(System.getProperty("avs.test.chromedriver", "/usr/bin/chromedriver"));
    /** Phone and desktop viewports of the screenshots. */
    public static final int[] PHONE = {360, 740};
    public static final int[] DESKTOP = {1280, 900};
    public static final int[] TABLET = {820, 1180};

    private final ChromeDriver driver;
    private final Path profile;

    private Browser(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** A fresh browser with an empty profile, at phone size. */
    public static Browser open() {
        return open(null);
    }

    /**
     * A fresh browser whose camera plays the given YUV4MPEG2 file in a loop (Chromium's fake capture device), with
     * the permission to use it granted; without a file, a browser without a camera.
     */
    public static Browser open(Path camera) {
        return open(camera, false);
    }

    /**
     * A fresh browser with a camera (Chromium's fake device, its own test picture) whose use is refused, as an
     * applicant who says no to the camera prompt: the page shows its camera until asked to record, then falls back.
     */
    public static Browser openWithCameraRefused() {
        Browser browser = open(null, true);
        browser.driver.executeCdpCommand("Browser.setPermission", Map.of("permission", Map.of("name", "camera"),
                "setting", "denied"));
        return browser;
    }

    private static Browser open(Path camera, boolean refusedCamera) {
        Assumptions.assumeFalse("false".equals(System.getProperty("avs.test.browser")),
                "browser tests are switched off with -Davs.test.browser=false");
        // what a browser adds is the pages' own work (scripts, camera, keyboard, layout): the run on H2 shows it; the
        // same flows' data on PostgreSQL are the HTTP-level tests' (FormIT, SelfieChallengeIT, ...), which run on both
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "browser tests run on H2 only");
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            throw new AssertionError("Chromium and chromedriver are needed at " + CHROMIUM + " and " + CHROMEDRIVER
                    + " (apt-get install chromium chromium-driver), or skip with -Davs.test.browser=false");
        }
        try {
            Path profile = Files.createTempDirectory("avs-chromium-");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--no-first-run", "--disable-extensions", "--hide-scrollbars",
                    "--window-size=" + PHONE[0] + "," + PHONE[1], "--user-data-dir=" + profile);
            if (refusedCamera) {
                options.addArguments("--use-fake-device-for-media-stream");
            }
            if (camera != null) {
                options.addArguments("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                        "--use-file-for-fake-video-capture=" + camera);
            }
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
            Browser browser = new Browser(driver, profile);
            browser.viewport(PHONE);
            return browser;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ChromeDriver driver() {
        return driver;
    }

    public void go(String url) {
        driver.get(url);
    }

    public WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    public java.util.List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    public String text() {
        return find("body").getText();
    }

    public Object script(String code, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(code, args);
    }

    /** The languages the browser asks pages for (its {@code Accept-Language}), as a person sets them. */
    public void acceptLanguage(String languages) {
        String userAgent = (String) script("return navigator.userAgent");
        driver.executeCdpCommand("Emulation.setUserAgentOverride", Map.of("userAgent", userAgent,
                "acceptLanguage", languages));
    }

    /**
     * Puts a file into a file input as the browser's own file chooser does once a person picked it there (the
     * chooser is no part of the page, and a test cannot drive it).
     */
    public void chooseFile(String css, Path file) {
        @SuppressWarnings("unchecked")
        Map<String, Object> root = (Map<String, Object>) ((Map<String, Object>) driver.executeCdpCommand(
                "DOM.getDocument", Map.of())).get("root");
        Object node = driver.executeCdpCommand("DOM.querySelector", Map.of("nodeId", root.get("nodeId"),
                "selector", css)).get("nodeId");
        driver.executeCdpCommand("DOM.setFileInputFiles", Map.of("nodeId", node,
                "files", java.util.List.of(file.toAbsolutePath().toString())));
    }

    /** Emulates a viewport: a phone's (touch, mobile layout) or a desktop's. */
    public void viewport(int[] size) {
        boolean phone = size[0] < 600;
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size[0], "height", size[1],
                "deviceScaleFactor", 1, "mobile", phone));
    }

    /** How many pixels the page is wider than a viewport of this width (0: no sideways scrolling). */
    public long overflowAt(int width) {
        viewport(new int[] {width, 640});
        try {
            return ((Number) script("return document.documentElement.scrollWidth - document.documentElement.clientWidth"))
                    .longValue();
        } finally {
            viewport(PHONE);
        }
    }

    /**
     * Saves the whole page (beyond the viewport) at phone and at desktop width as {@code <name>-phone.png} and
     * {@code <name>-desktop.png}, then returns to the phone viewport.
     */
    public void screenshots(Path directory, String name) {
        shoot(directory.resolve(name + "-desktop.png"), DESKTOP);
        shoot(directory.resolve(name + "-phone.png"), PHONE);
    }

    /** Saves the whole page at each named width as {@code <name>-<label>.png}, then returns to the phone viewport. */
    public void screenshots(Path directory, String name, Map<String, int[]> sizes) {
        sizes.forEach((label, size) -> shoot(directory.resolve(name + "-" + label + ".png"), size));
        viewport(PHONE);
    }

    private void shoot(Path file, int[] size) {
        viewport(size);
        @SuppressWarnings("unchecked")
        Map<String, Object> metrics = (Map<String, Object>) driver.executeCdpCommand("Page.getLayoutMetrics", Map.of());
        @SuppressWarnings("unchecked")
        Map<String, Object> content = (Map<String, Object>) metrics.get("cssContentSize");
        long height = Math.max(size[1], Math.round(((Number) content.get("height")).doubleValue()));
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", size[0], "height", height, "scale", 1);
        Map<String, Object> shot = driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException ignored) {
                // a temporary profile left behind is harmless
            }
        }
    }
}
