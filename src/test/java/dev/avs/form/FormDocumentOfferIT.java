package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.FormPage;
import dev.avs.support.LicenceFronts;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The review offers what the identity document says where it differs from the answers (issue 54: the form prefills
 * from the document it read, the applicant confirms): both values shown, nothing changed until the applicant takes
 * the document's, then the applicant, the document and the steps' answers all hold them.
 */
class FormDocumentOfferIT extends ReadingIntegrationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    FormAdmin forms;

    @Test
    void theReviewOffersWhatThePassportSaysAndTakesItOnlyWhenAsked() {
        Tenant tenant = newTenant();
        forms.apply(tenant.account(), FormSpec.read(JSON.readTree("""
                {"name": "Passport", "applicant_type": "PERSON", "steps": ["PROFILE", "DOCUMENT"],
                 "document_types": ["PASSPORT"], "verification_types": ["PROFILE", "DOCUMENT"]}"""), "test", JSON),
                FormUrlIT.formOf(tenant.api(), "PERSON"));
        String applicant = new VerificationFlows(tenant.api()).person();
        FormPage page = FormPage.pastTheProfile(tenant.api(), Map.of("applicant_id", applicant));
        // the passport says NOWAKOWSKI, born the 13th, number ...379; the answers Nowak, the 3rd, ...372
        HttpResponse<String> saved = postPassport(page, LocalDate.of(1985, 5, 13), "533401379");
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(303);

        String review = page.show("/review").body();
        assertThat(review).contains("What your document says", "NOWAKOWSKI", "You entered: Nowak", "533401379",
                "You entered: 533401372", "13 May 1985", "You entered: 3 May 1985");
        assertThat(review).as("the first name and expiry agree: not offered").doesNotContain("You entered: Jan");
        JsonNode before = tenant.api().get("/applicants/" + applicant).json();
        assertThat(before.path("last_name").asString()).as("nothing taken before the applicant asks").isEqualTo("Nowak");

        HttpResponse<String> taken = FormPage.post(page.url() + "/review", page.cookie(), action(page, "use_read"));
        assertThat(taken.statusCode()).as(taken.body()).isEqualTo(303);
        assertThat(taken.headers().firstValue("Location").orElseThrow()).endsWith("/review");

        JsonNode after = tenant.api().get("/applicants/" + applicant).json();
        assertThat(after.path("last_name").asString()).isEqualTo("NOWAKOWSKI");
        assertThat(after.path("first_name").asString()).as("agreed: kept as typed").isEqualTo("Jan");
        assertThat(after.path("dob").asString()).isEqualTo("1985-05-13");
        JsonNode documents = tenant.api().get("/applicants/" + applicant + "/documents").json();
        assertThat(documents.toString()).contains("533401379").doesNotContain("533401372");
        assertThat(page.show("/review").body()).doesNotContain("What your document says");
        assertThat(page.show("/profile").body()).as("the step shows what is saved").contains("value=\"NOWAKOWSKI\"")
                .contains("value=\"13\"");
        assertThat(page.show("/document").body()).contains("value=\"533401379\"");
    }

    @Test
    void aLicencesFrontReadInTheBackgroundIsOfferedOnceRead() {
        Tenant tenant = newTenant();
        forms.apply(tenant.account(), FormSpec.read(JSON.readTree("""
                {"name": "Licence", "applicant_type": "PERSON", "steps": ["PROFILE", "DOCUMENT"],
                 "document_types": ["DRIVERS_LICENSE"], "verification_types": ["PROFILE", "DOCUMENT"]}"""),
                "test", JSON), FormUrlIT.formOf(tenant.api(), "PERSON"));
        String applicant = new VerificationFlows(tenant.api()).person();
        // the profile step answers Jan Nowak, born 3 May 1985
        FormPage page = FormPage.pastTheProfile(tenant.api(), Map.of("applicant_id", applicant));
        LicenceFronts.Printed card = LicenceFronts.morris();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", "save", "type", "DRIVERS_LICENSE",
                "issuing_country", "US", "document_number", card.number(), "expiry_date_day", "16",
                "expiry_date_month", "8", "expiry_date_year", "2021")));
        body.writeBytes(("--" + FormPage.BOUNDARY + "\r\nContent-Disposition: form-data; name=\"back\"; "
                + "filename=\"back.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(TestImages.photo(1000, 630, 54));
        body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
        FormPage.lastFile(body, "front", "front.png", "image/png", LicenceFronts.png(card));
        HttpResponse<String> saved = FormPage.post(page.url() + "/document", page.cookie(), body.toByteArray());
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(303);

        // the front is read in the background: the review offers what it read sure of itself once it is read
        String review = eventually(Duration.ofSeconds(60), () -> page.show("/review").body(),
                b -> b.contains("What your document says"));
        assertThat(review).contains("SAMPLE", "You entered: Nowak", "31 December 1971", "You entered: 3 May 1985")
                .as("the number typed as printed").doesNotContain("You entered: S12345678");
        assertThat(FormPage.post(page.url() + "/review", page.cookie(), action(page, "use_read")).statusCode())
                .isEqualTo(303);
        JsonNode taken = tenant.api().get("/applicants/" + applicant).json();
        assertThat(taken.path("dob").asString()).isEqualTo("1971-12-31");
        assertThat(taken.path("last_name").asString()).isEqualTo("SAMPLE");
    }

    @Test
    void nothingIsTakenBeforeTheReviewIsOpen() {
        Tenant tenant = newTenant();
        String applicant = new VerificationFlows(tenant.api()).person();
        FormPage page = FormPage.pastTheProfile(tenant.api(), Map.of("applicant_id", applicant));
        assertThat(postPassport(page, LocalDate.of(1985, 5, 3), "533401372").statusCode()).isEqualTo(303);
        // the default person form goes on to the selfie and the address: the review's button cannot be used yet
        HttpResponse<String> refused = FormPage.post(page.url() + "/review", page.cookie(), action(page, "use_read"));
        assertThat(refused.statusCode()).isEqualTo(303);
        assertThat(refused.headers().firstValue("Location").orElseThrow()).endsWith("/selfie");
        assertThat(tenant.api().get("/applicants/" + applicant).json().path("last_name").asString())
                .isEqualTo("Nowak");
    }

    /**
     * Posts to the document step a passport of JAN NOWAKOWSKI born {@code born}, numbered {@code number}; typed
     * with it: number 533401372 and the expiry printed. The profile step answered Jan Nowak, born 3 May 1985.
     */
    private static HttpResponse<String> postPassport(FormPage page, LocalDate born, String number) {
        LocalDate expiry = LocalDate.now().plusYears(5).withDayOfMonth(1);
        byte[] passport = DocumentPhotos.photo(Format.TD3, DocumentPhotos.td3("GBR", "NOWAKOWSKI", "JAN", number,
                "GBR", born, 'M', expiry), Shot.clean());
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", "save", "type", "PASSPORT",
                "issuing_country", "GB", "document_number", "533401372", "expiry_date_day", "1",
                "expiry_date_month", String.valueOf(expiry.getMonthValue()),
                "expiry_date_year", String.valueOf(expiry.getYear()))));
        FormPage.lastFile(body, "front", "passport.jpg", "image/jpeg", passport);
        return FormPage.post(page.url() + "/document", page.cookie(), body.toByteArray());
    }

    private static byte[] action(FormPage page, String action) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", action)));
        body.writeBytes(("--" + FormPage.BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return body.toByteArray();
    }
}
