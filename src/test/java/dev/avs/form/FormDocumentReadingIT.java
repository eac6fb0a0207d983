package dev.avs.form;

import static dev.avs.form.FormPageSecurityIT.BOUNDARY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FormPage;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hosted form's document step reads the photo at once: an applicant whose passport photo shows no readable MRZ
 * is told so on the same page and may retake it or go on; a readable one goes straight to the next step.
 */
class FormDocumentReadingIT extends ReadingIntegrationTest {

    @Test
    void aPassportPhotoWithoutReadableMrzIsPointedOutOnceAndAReadableOneGoesOn() throws Exception {
        Session unreadable = start();
        HttpResponse<String> warned = unreadable.postDocument(TestImages.photo(1200, 900, 3));
        assertThat(warned.statusCode()).as(warned.body()).isEqualTo(422);
        assertThat(warned.body()).contains("bottom lines of your document (Passport)", "are not readable", "without glare");

        HttpResponse<String> goesOn = unreadable.postDocument(null);
        assertThat(goesOn.statusCode()).as(goesOn.body()).isEqualTo(303);
        assertThat(goesOn.headers().firstValue("Location").orElseThrow()).endsWith("/selfie");

        List<String> mrz = DocumentPhotos.td3("GBR", "NOWAK", "JAN", "533401372", "GBR", LocalDate.of(1985, 5, 3),
                'M', LocalDate.now().plusYears(5));
        HttpResponse<String> read = start().postDocument(DocumentPhotos.photo(Format.TD3, mrz, Shot.clean()));
        assertThat(read.statusCode()).as(read.body()).isEqualTo(303);
        assertThat(read.headers().firstValue("Location").orElseThrow()).endsWith("/selfie");
    }

    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.jdbc.core.simple.JdbcClient jdbc;

    /** An ID card's back, where its MRZ is, is read first: its front, which has none, is not searched at all. */
    @Test
    void anIdCardWhoseBackReadsHasItsFrontNeverSearched() throws Exception {
        byte[] front = TestImages.photo(1200, 900, System.nanoTime());
        List<String> mrz = DocumentPhotos.td1("POL", "NOWAK", "JAN", "ABC123456", "POL", LocalDate.of(1985, 5, 3),
                'M', LocalDate.now().plusYears(5));
        HttpResponse<String> read = start().postDocument("GOVERNMENT_ID", front,
                DocumentPhotos.photo(Format.TD1, mrz, Shot.clean()));

        assertThat(read.statusCode()).as(read.body()).isEqualTo(303);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM mrz_reading WHERE sha256 = ?")
                .param(org.apache.commons.codec.digest.DigestUtils.sha256Hex(front)).query(Long.class).single())
                .isZero();
    }

    /** A US or Canadian ID card carries a PDF417 barcode, not an MRZ: no warning of an unreadable one (issue 54). */
    @Test
    void aUsIdCardIsNotWarnedOfAnMrzItNeverHad() throws Exception {
        byte[] front = TestImages.photo(1200, 900, System.nanoTime());
        byte[] back = TestImages.photo(1200, 900, System.nanoTime() + 1);
        HttpResponse<String> us = start().postDocument("GOVERNMENT_ID", "US", front, back);
        assertThat(us.statusCode()).as(us.body()).isEqualTo(303);
        HttpResponse<String> polish = start().postDocument("GOVERNMENT_ID", "PL", front, back);
        assertThat(polish.statusCode()).as("an ID card of a country whose cards have an MRZ").isEqualTo(422);
    }

    private Session start() throws Exception {
        FormPage page = FormPage.pastTheProfile(newAccount());
        return new Session(page.url(), page.cookie(), page.csrf());
    }

    private record Session(String url, String cookie, String csrf) {

        HttpResponse<String> postDocument(byte[] front) throws Exception {
            return postDocument("PASSPORT", front, null);
        }

        HttpResponse<String> postDocument(String type, byte[] front, byte[] back) throws Exception {
            return postDocument(type, "GB", front, back);
        }

        HttpResponse<String> postDocument(String type, String country, byte[] front, byte[] back) throws Exception {
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            body.writeBytes(FormPageSecurityIT.fields(Map.of("csrf", csrf, "action", "save", "type", type,
                    "issuing_country", country, "document_number", "533401372", "expiry_date_day", "1",
                    "expiry_date_month", "6", "expiry_date_year", String.valueOf(LocalDate.now().getYear() + 5))));
            file(body, "front", front);
            file(body, "back", back);
            body.writeBytes(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
            return FormPageSecurityIT.post(url + "/document", cookie, body.toByteArray());
        }

        private static void file(ByteArrayOutputStream body, String side, byte[] photo) {
            if (photo != null) {
                body.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + side + "\"; "
                        + "filename=\"" + side + ".jpg\"\r\nContent-Type: image/jpeg\r\n\r\n")
                        .getBytes(StandardCharsets.UTF_8));
                body.writeBytes(photo);
                body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
            }
        }
    }
}
