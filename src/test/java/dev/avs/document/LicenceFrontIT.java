package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.console.ConsoleSession;
import dev.avs.support.Browser;
import dev.avs.support.Api;
import dev.avs.support.LicenceBacks;
import dev.avs.support.LicenceFronts;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * The front of a licence without an MRZ, over HTTP: its fields read in the background and shown in
 * {@code extracted} with their source and confidence, compared by the DOCUMENT check with what the client typed
 * and with the card's own barcode; a front that shows nothing to read is no mismatch. The front is rendered
 * ({@link LicenceFronts}: this proves the path; real fronts are measured in bench/fronts), the back carries
 * Massachusetts' real sample barcode data.
 */
class LicenceFrontIT extends ReadingIntegrationTest {

    private static final String MASSACHUSETTS = "licenses-MA_2016.txt";

    @Autowired
    ApplicationContext context;

    @Test
    void aFrontTypedAsPrintedShowsItsFieldsAndAMovedBirthDateOrAnotherSurnameIsAMismatch() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        VerificationFlows fixtures = new VerificationFlows(api);
        String front = fixtures.file(LicenceFronts.png(LicenceFronts.morris()));
        String back = fixtures.file(TestImages.photo(1000, 640, 71));
        String applicant = fixtures.person(morris("Sample", "1971-12-31"));
        String licence = fixtures.document(applicant, "DRIVERS_LICENSE", typedAsPrinted(front, back));

        JsonNode extracted = eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + licence).json(),
                doc -> doc.path("extracted").path("front").path("status").asString().equals("read")
                        && !doc.path("extracted").path("barcode").path("status").asString().equals("pending"))
                .path("extracted");

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        assertThat(extracted.path("side").asString()).isEqualTo("front");
        assertThat(extracted.path("fields").path("surname").asString()).isEqualTo("SAMPLE");
        assertThat(extracted.path("fields").path("given_names").asString()).isEqualTo("MORRIS T");
        assertThat(extracted.path("fields").path("date_of_birth").asString()).isEqualTo("1971-12-31");
        assertThat(extracted.path("fields").path("expiry_date").asString()).isEqualTo("2021-08-16");
        JsonNode birth = extracted.path("sources").path("date_of_birth");
        assertThat(birth.path("source").asString()).isEqualTo("front");
        assertThat(birth.path("confidence").asDouble()).isBetween(0.0, 1.0);
        assertThat(extracted.path("front").path("fields").path("issue_date").path("value").asString())
                .isEqualTo("2016-08-09");
        assertThat(extracted.path("barcode").path("status").asString()).as("a US licence is read for one")
                .isEqualTo("not_found");

        JsonNode asPrinted = fixtures.run(applicant, "DOCUMENT");
        assertThat(reasons(asPrinted, "DOCUMENT_DATA_MISMATCH")).as(asPrinted.toString()).isEmpty();
        assertThat(reasons(asPrinted, "MRZ_NOT_READABLE")).isEmpty();

        String moved = fixtures.person(morris("Sample", "1978-12-31"));
        fixtures.document(moved, "DRIVERS_LICENSE", typedAsPrinted(front, back));
        JsonNode movedRun = fixtures.run(moved, "DOCUMENT");
        JsonNode mismatch = reason(movedRun, "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("result").asString()).as("OCR misreads: a person looks").isEqualTo("consider");
        assertThat(mismatch.path("details").path("source").asString()).isEqualTo("front");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("dob");
        JsonNode dob = mismatch.path("details").path("differences").path("dob");
        assertThat(dob.path("typed").asString()).isEqualTo("1978-12-31");
        assertThat(dob.path("read").asString()).isEqualTo("1971-12-31");
        // the console shows the front's fields beside the declared ones
        String consolePage = "/console/verifications/" + movedRun.path("verification_id").asString();
        String page = ConsoleSession.signedIn(baseUrl(), context, tenant.account(), "reviewer").get(consolePage)
                .body();
        assertThat(page).contains("the front&#39;s printed fields, by OCR (front)")
                .containsPattern("<tr class=\"differs\">\\s*<td>Date of birth</td><td>1978-12-31</td>"
                        + "<td>1971-12-31</td>");
        if (Boolean.getBoolean("avs.test.screenshots")) {
            screenshot(tenant, consolePage);
        }

        String renamed = fixtures.person(morris("Halvorsen", "1971-12-31"));
        fixtures.document(renamed, "DRIVERS_LICENSE", typedAsPrinted(front, back));
        JsonNode surname = reason(fixtures.run(renamed, "DOCUMENT"), "DOCUMENT_DATA_MISMATCH");
        assertThat(surname.path("details").path("differences").path("last_name").path("read").asString())
                .isEqualTo("SAMPLE");
    }

    @Test
    void aBarcodeThatDisagreesWithItsOwnFrontIsAMismatchAndOneThatAgreesIsNone() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String back = fixtures.file(LicenceBacks.photo(LicenceBacks.sample(MASSACHUSETTS), 2));
        String genuine = fixtures.person(morris("Sample", "1971-12-31"));
        fixtures.document(genuine, "DRIVERS_LICENSE",
                typedAsPrinted(fixtures.file(LicenceFronts.png(LicenceFronts.morris())), back));

        JsonNode agreed = fixtures.run(genuine, "DOCUMENT");
        assertThat(reasons(agreed, "DOCUMENT_DATA_MISMATCH")).as(agreed.toString()).isEmpty();

        // the front's birth date altered; typed as the barcode says
        LicenceFronts.Printed m = LicenceFronts.morris();
        String altered = fixtures.file(LicenceFronts.png(new LicenceFronts.Printed(m.number(), m.surname(),
                m.givenNames(), LocalDate.of(1975, 12, 31), m.issue(), m.expiry())));
        String holder = fixtures.person(morris("Sample", "1971-12-31"));
        fixtures.document(holder, "DRIVERS_LICENSE", typedAsPrinted(altered, back));

        JsonNode decided = fixtures.run(holder, "DOCUMENT");
        JsonNode mismatch = reason(decided, "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("details").path("source").asString()).as(decided.toString())
                .isEqualTo("barcode_and_front");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("date_of_birth");
        JsonNode birth = mismatch.path("details").path("differences").path("date_of_birth");
        assertThat(birth.path("barcode").asString()).isEqualTo("1971-12-31");
        assertThat(birth.path("read").asString()).isEqualTo("1975-12-31");
    }

    @Test
    void aUsStateIdCardsFrontIsReadNotSearchedForAnMrzAndAnAlteredNumberIsAMismatch() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String front = fixtures.file(LicenceFronts.png(LicenceFronts.morris()));
        String applicant = fixtures.person(morris("Sample", "1971-12-31"));
        Map<String, Object> card = typedAsPrinted(front, fixtures.file(TestImages.photo(1000, 640, 73)));
        card.put("document_number", "S12345699");
        String id = fixtures.document(applicant, "GOVERNMENT_ID", card);

        JsonNode decided = fixtures.run(applicant, "DOCUMENT");

        assertThat(reasons(decided, "MRZ_NOT_READABLE")).as("a US ID card has no MRZ").isEmpty();
        JsonNode mismatch = reason(decided, "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("details").path("source").asString()).as(decided.toString()).isEqualTo("front");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("document_number");
        JsonNode extracted = api.get("/documents/" + id).json().path("extracted");
        assertThat(extracted.path("mrz").isNull() || extracted.path("mrz").isMissingNode()).as(extracted.toString())
                .isTrue();
        assertThat(extracted.path("fields").path("document_number").asString()).isEqualTo("S12345678");
    }

    @Test
    void aFrontThatShowsNothingToReadIsNoMismatch() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(morris("Sample", "1971-12-31"));
        String licence = fixtures.document(applicant, "DRIVERS_LICENSE", typedAsPrinted(
                fixtures.file(TestImages.png(900, 560)), fixtures.file(TestImages.photo(1000, 640, 72))));

        JsonNode decided = fixtures.run(applicant, "DOCUMENT");

        assertThat(reasons(decided, "DOCUMENT_DATA_MISMATCH")).as(decided.toString()).isEmpty();
        JsonNode extracted = api.get("/documents/" + licence).json().path("extracted");
        assertThat(extracted.path("front").path("status").asString()).as(extracted.toString())
                .isEqualTo("not_found");
        assertThat(extracted.path("front").path("fields").isEmpty()).isTrue();
    }

    /** docs/screenshots/console-licence-front-desktop.png, when asked ({@code -Davs.test.screenshots=true}). */
    private void screenshot(Tenant tenant, String consolePage) {
        ConsoleSession.Credentials reviewer = ConsoleSession.newUser(context, tenant.account(), "reviewer");
        try (Browser browser = Browser.open()) {
            browser.go(baseUrl() + "/console/sign-in");
            browser.find("#email").sendKeys(reviewer.email());
            browser.find("#password").sendKeys(reviewer.password());
            browser.find("form button[type=submit]").click();
            eventually(Duration.ofSeconds(10), () -> browser.driver().getCurrentUrl(), url -> url.contains("queue"));
            browser.go(baseUrl() + consolePage);
            browser.screenshots(Path.of("docs", "screenshots"), "console-licence-front",
                    Map.of("desktop", Browser.DESKTOP));
        }
    }

    private static Map<String, Object> morris(String surname, String dob) {
        return Map.of("first_name", "Morris", "middle_name", "T", "last_name", surname, "dob", dob,
                "residence_country", "US", "nationality", "US");
    }

    private static Map<String, Object> typedAsPrinted(String front, String back) {
        return new HashMap<>(Map.of("front_side_id", front, "back_side_id", back,
                "document_number", "S12345678", "issue_date", "2016-08-09", "expiry_date", "2021-08-16",
                "issuing_country", "US"));
    }
}
