package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.FaceImages;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.webhook.Receiver;
import dev.avs.support.Browser;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.VerificationFlows;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The console in Debian's Chromium: a reviewer signs in, works the queue, opens a verification with its passport
 * photo and declines it; an admin creates an API key, looks at the dashboard and the audit trail. Every page is
 * saved at desktop and tablet width in docs/screenshots.
 */
class ConsoleBrowserIT extends ReadingIntegrationTest {

    static final Path SCREENSHOTS = Path.of("docs", "screenshots");
    static final Map<String, int[]> SIZES = new LinkedHashMap<>(Map.of("desktop", Browser.DESKTOP));

    static {
        SIZES.put("tablet", Browser.TABLET);
    }

    @Autowired
    ConsoleUsers users;
    @Autowired
    org.springframework.jdbc.core.simple.JdbcClient jdbc;

    private final Receiver receiver = new Receiver();

    @org.junit.jupiter.api.AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void aReviewerDecidesAndAnAdminAdministers() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person(Map.of("first_name", "Anna", "last_name", "Example", "pep", true,
                "email", "anna@example.com"));
        List<String> mrz = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR",
                LocalDate.of(1990, 4, 12), 'F', LocalDate.now().plusYears(5));
        byte[] passportPhoto = DocumentPhotos.photo(DocumentPhotos.Format.TD3, mrz,
                DocumentPhotos.Shot.clean().turned(4), FaceImages.hopper());
        String photo = tenant.api().upload("POST", "/files", "passport.jpg", passportPhoto).id("file_id");
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", photo,
                "document_number", "533401379"));
        byte[] selfiePhoto = FaceImages.selfie(FaceImages.hopper());
        String selfie = tenant.api().upload("POST", "/files", "selfie.jpg", selfiePhoto).id("file_id");
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfie));
        eventually(java.time.Duration.ofSeconds(60), () -> tenant.api().get("/documents/" + passport).json(),
                doc -> doc.path("extracted").path("status").asString().equals("read"));
        // the analyses of these two photos (a job per analysis and content), not those of other tests' uploads
        List<String> contents = List.of(DigestUtils.sha256Hex(passportPhoto), DigestUtils.sha256Hex(selfiePhoto));
        eventually(java.time.Duration.ofSeconds(60), () -> jdbc.sql("SELECT task_instance FROM scheduled_tasks"
                        + " WHERE task_name = 'upload-analysis'").query(String.class).list().stream()
                        .filter(job -> contents.contains(job.substring(job.indexOf(':') + 1))).count(),
                queued -> queued == 0);
        String verification = tenant.api().post("/verifications", new java.util.HashMap<>(Map.of("applicant_id",
                applicant, "types", List.of("PROFILE"), "callback_url", receiver.url("/console"))))
                .id("verification_id");
        assertThat(fixtures.decided(verification).path("status").asString()).isEqualTo("review");
        fixtures.run(fixtures.person(Map.of("dob", "2014-02-02")), "PROFILE");
        ConsoleUsers.Created reviewer = users.create(tenant.account(), "reviewer" + System.nanoTime() + "@example.com",
                "Rita Reviewer", "reviewer");
        ConsoleUsers.Created admin = users.create(tenant.account(), "admin" + System.nanoTime() + "@example.com",
                "Ada Admin", "admin");

        try (Browser browser = Browser.open()) {
            // a click that posts a form returns before the next page is there: finding waits for it
            browser.driver().manage().timeouts().implicitlyWait(java.time.Duration.ofSeconds(10));
            browser.go(baseUrl() + "/console/queue");
            assertThat(browser.driver().getCurrentUrl()).contains("/console/sign-in");
            browser.screenshots(SCREENSHOTS, "console-sign-in", SIZES);
            signIn(browser, reviewer);
            assertThat(browser.find("main").getText()).contains(verification);
            browser.screenshots(SCREENSHOTS, "console-queue", SIZES);

            browser.find("a[href='/console/verifications/" + verification + "']").click();
            urlContains(browser, "/console/verifications/" + verification);
            assertThat(browser.find("h1").getText()).contains(verification);
            Number width = (Number) browser.script("return document.querySelector('.images img').naturalWidth");
            assertThat(width.intValue()).as("the passport photo is shown").isGreaterThan(100);
            assertThat(browser.find("#face").isDisplayed()).isTrue();
            assertThat(browser.find("main").getText()).as("the faces' scores, worked out from the analyses at upload")
                    .containsPattern("Similarity 0\\.[0-9]+");
            assertThat(browser.find("tr.differs").getText()).as("the declared number differs from the MRZ")
                    .contains("533401379").contains("533401372");
            assertThat(browser.find("#mrz ~ table").getText()).as("the page's print against the MRZ, per field")
                    .containsPattern("Given names Anna ANNA\\s+as in the MRZ").containsPattern("Surname Example EXAMPLE\\s+as in the MRZ");
            browser.find(".turn label[for$='-90']").click();
            assertThat(browser.script("return getComputedStyle(document.querySelector('.document img')).transform"))
                    .as("turned a quarter").isNotEqualTo("none");
            browser.find(".turn label[for$='-0']").click();
            browser.screenshots(SCREENSHOTS, "console-verification", SIZES);
            browser.find("#decline").click();
            browser.find("#decline_reasons").sendKeys("SANCTIONS_MATCH");
            browser.find("#comment").sendKeys("Listed under another spelling");
            browser.find("form[action$='/decision'] button[type=submit]").click();
            urlContains(browser, "/console/queue");
            assertThat(browser.find(".notice").getText()).contains("declined");
            assertThat(tenant.api().get("/verifications/" + verification).json().path("decided_by").asString())
                    .isEqualTo("reviewer");
            assertThat(eventually(java.time.Duration.ofSeconds(30), () -> receiver.about(verification),
                    got -> got.stream().anyMatch(r -> r.json().path("verified").isBoolean())))
                    .as("the callback tells the decision")
                    .anySatisfy(r -> assertThat(r.json().path("verified").asBoolean(true)).isFalse());

            browser.find("a[href='/console/applicants']").click();
            browser.find("#q").sendKeys("Example");
            browser.find("form[role=search] button").click();
            urlContains(browser, "q=Example");
            browser.find("a[href='/console/applicants/" + applicant + "']").click();
            urlContains(browser, "/console/applicants/" + applicant);
            assertThat(browser.find("main").getText()).contains(verification).contains("declined");
            browser.screenshots(SCREENSHOTS, "console-applicant", SIZES);
            browser.find(".sign-out button").click();
            urlContains(browser, "signed-out");

            signIn(browser, admin);
            browser.go(baseUrl() + "/console/admin");
            browser.find("form[action='/console/admin/keys'] button").click();
            String key = browser.find("#new-key").getText();
            assertThat(key).hasSize(36);
            assertThat(new Api(baseUrl(), key).get("/verifications/report").status()).isEqualTo(200);
            browser.screenshots(SCREENSHOTS, "console-admin", SIZES);
            String before = accounts.webhook(tenant.account()).orElseThrow().secret();
            browser.find("button[name=rotate]").click();
            assertThat(browser.find("#secret").getText()).isNotEqualTo(before)
                    .isEqualTo(accounts.webhook(tenant.account()).orElseThrow().secret());
            String keyId = accounts.keys(tenant.account()).stream().filter(k -> key.endsWith(k.hint()))
                    .reduce((a, b) -> b).orElseThrow().keyId();
            browser.find("form[action='/console/admin/keys/" + keyId + "/revoke'] button").click();
            assertThat(eventually(java.time.Duration.ofSeconds(10), () -> textOf(browser, ".notice"),
                    text -> text.contains("revoked"))).contains("revoked");
            assertThat(new Api(baseUrl(), key).get("/verifications/report").status()).isIn(401, 403);
            browser.go(baseUrl() + "/console/admin/policy");
            browser.screenshots(SCREENSHOTS, "console-policy", SIZES);
            browser.go(baseUrl() + "/console/dashboard");
            assertThat(browser.all("figure.chart img")).hasSize(4).allSatisfy(img -> assertThat(((Number) browser
                    .script("return arguments[0].naturalWidth", img)).intValue()).as("chart drawn").isPositive());
            browser.screenshots(SCREENSHOTS, "console-dashboard", SIZES);
            browser.go(baseUrl() + "/console/audit");
            assertThat(browser.find("main").getText()).contains("decline").contains("create_api_key");
            browser.screenshots(SCREENSHOTS, "console-audit", SIZES);
            browser.go(baseUrl() + "/console/applicants?q=Example");
            browser.screenshots(SCREENSHOTS, "console-applicants", SIZES);
            browser.go(baseUrl() + "/console/verifications/0123456789abcdef0123456789abcdef0123");
            assertThat(browser.find("h1").getText()).isEqualTo("Not found");
            browser.screenshots(SCREENSHOTS, "console-not-found", SIZES);
            assertThat(browser.overflowAt(Browser.TABLET[0])).as("no sideways scrolling on a tablet").isZero();
        }
    }

    private void signIn(Browser browser, ConsoleUsers.Created user) {
        browser.go(baseUrl() + "/console/sign-in");
        browser.find("#email").sendKeys(user.user().email());
        browser.find("#password").sendKeys(user.password());
        browser.find("form button[type=submit]").click();
        urlContains(browser, "/console/queue");
    }

    /** The element's text, or "" while the page it was on is being replaced. */
    private static String textOf(Browser browser, String css) {
        try {
            return browser.find(css).getText();
        } catch (org.openqa.selenium.WebDriverException replaced) {
            return "";
        }
    }

    /** Waits for the navigation a click started (a form's post and its redirect). */
    private static void urlContains(Browser browser, String part) {
        assertThat(eventually(java.time.Duration.ofSeconds(10), () -> browser.driver().getCurrentUrl(),
                url -> url.contains(part))).contains(part);
    }
}
