package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.LicenceBacks;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The AAMVA barcode on the back of US licences and ID cards, over HTTP: read in the background and shown in
 * {@code extracted}, and compared by the DOCUMENT check with what the client typed. The backs carry real barcode
 * data (Massachusetts' 2016 sample licence and Tennessee's sample ID card, from IdParser's tests) printed on a
 * photographed card ({@link LicenceBacks}).
 */
@TestPropertySource(properties = "avs.reading.enabled=true")
class LicenceBarcodeIT extends ServiceTest {

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-licences");
    }

    @Autowired
    JdbcClient jdbc;

    /** MORRIS T SAMPLE, born 1971-12-31, licence S12345678 issued 2016-08-09, expiring 2021-08-16. */
    private static final String MASSACHUSETTS = "licenses-MA_2016.txt";

    @Test
    void aLicenceTypedAsPrintedShowsItsBarcodeAndAMovedBirthDateIsAMismatch() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String back = fixtures.file(LicenceBacks.photo(LicenceBacks.sample(MASSACHUSETTS), 2));
        String front = fixtures.photo();
        String applicant = fixtures.person(morris("1971-12-31"));
        String licence = fixtures.document(applicant, "DRIVERS_LICENSE", typedAsPrinted(front, back));

        JsonNode extracted = eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + licence).json(),
                doc -> !doc.path("extracted").path("status").asString().equals("pending")).path("extracted");

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        assertThat(extracted.path("side").asString()).isEqualTo("back");
        assertThat(extracted.path("mrz").isNull()).isTrue();
        JsonNode fields = extracted.path("fields");
        assertThat(fields.path("surname").asString()).isEqualTo("SAMPLE");
        assertThat(fields.path("given_names").asString()).isEqualTo("MORRIS T");
        assertThat(fields.path("date_of_birth").asString()).isEqualTo("1971-12-31");
        assertThat(fields.path("expiry_date").asString()).isEqualTo("2021-08-16");
        assertThat(fields.path("document_number").asString()).isEqualTo("S12345678");
        JsonNode surname = extracted.path("sources").path("surname");
        assertThat(surname.path("value").asString()).isEqualTo("SAMPLE");
        assertThat(surname.path("source").asString()).isEqualTo("barcode");
        assertThat(surname.path("confidence").asDouble()).isEqualTo(1.0);
        assertThat(extracted.path("sources").path("issue_date").path("value").asString()).isEqualTo("2016-08-09");
        JsonNode barcode = extracted.path("barcode");
        assertThat(barcode.path("issuer_id").asString()).isEqualTo("636002");
        assertThat(barcode.path("aamva_version").asInt()).isEqualTo(8);
        assertThat(barcode.path("kind").asString()).isEqualTo("DL");
        assertThat(barcode.path("country").asString()).isEqualTo("US");
        assertThat(barcode.path("fields").path("city").asString()).isEqualTo("BOSTON");

        JsonNode asPrinted = fixtures.run(applicant, "DOCUMENT");
        assertThat(reasons(asPrinted, "DOCUMENT_DATA_MISMATCH")).as(asPrinted.toString()).isEmpty();
        assertThat(reasons(asPrinted, "MRZ_NOT_READABLE")).isEmpty();

        String moved = fixtures.person(morris("1978-12-31"));
        fixtures.document(moved, "DRIVERS_LICENSE", typedAsPrinted(fixtures.photo(), back));
        JsonNode mismatch = reason(fixtures.run(moved, "DOCUMENT"), "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("result").asString()).isEqualTo("fail");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("dob");
        JsonNode dob = mismatch.path("details").path("differences").path("dob");
        assertThat(dob.path("typed").asString()).isEqualTo("1978-12-31");
        assertThat(dob.path("read").asString()).isEqualTo("1971-12-31");
        assertThat(mismatch.path("details").path("source").asString()).isEqualTo("barcode");
    }

    @Test
    void aLicenceWhoseBarcodeDoesNotReadIsNoMismatchAndNoCardIsSearchedForAnMrz() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(morris("1978-12-31"));
        String blank = fixtures.file(TestImages.photo(1000, 640, 54));
        String licence = fixtures.document(applicant, "DRIVERS_LICENSE", typedAsPrinted(fixtures.photo(), blank));

        JsonNode unread = fixtures.run(applicant, "DOCUMENT");

        assertThat(reasons(unread, "DOCUMENT_DATA_MISMATCH")).as(unread.toString()).isEmpty();
        assertThat(reasons(unread, "MRZ_NOT_READABLE")).isEmpty();
        JsonNode extracted = api.get("/documents/" + licence).json().path("extracted");
        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("not_found");
        assertThat(extracted.path("barcode").path("status").asString()).isEqualTo("not_found");

        // a US state ID card, declared as a government ID: its barcode reads, so no MRZ is looked for
        String holder = fixtures.person(Map.of("first_name", "Elizabeth", "middle_name", "Motorist",
                "last_name", "Smith", "dob", "1961-12-13"));
        byte[] idBack = LicenceBacks.photo(LicenceBacks.sample("ids-TN.txt"), -1);
        String idCard = fixtures.document(holder, "GOVERNMENT_ID", Map.of("front_side_id", fixtures.photo(),
                "back_side_id", fixtures.file(idBack), "issuing_country", "US", "document_number", "115775955"));
        JsonNode card = fixtures.run(holder, "DOCUMENT");

        assertThat(reasons(card, "MRZ_NOT_READABLE")).as(card.toString()).isEmpty();
        assertThat(reasons(card, "DOCUMENT_DATA_MISMATCH")).isEmpty();
        JsonNode cardRead = api.get("/documents/" + idCard).json().path("extracted");
        assertThat(cardRead.path("barcode").path("kind").asString()).as(cardRead.toString()).isEqualTo("ID");
        assertThat(cardRead.path("mrz").isNull()).isTrue();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM mrz_reading WHERE sha256 IN (:back, :blank)")
                .param("back", DigestUtils.sha256Hex(idBack))
                .param("blank", DigestUtils.sha256Hex(TestImages.photo(1000, 640, 54)))
                .query(Long.class).single()).isZero();
    }

    private static Map<String, Object> morris(String dob) {
        return Map.of("first_name", "Morris", "middle_name", "T", "last_name", "Sample", "dob", dob,
                "residence_country", "US", "nationality", "US");
    }

    private static Map<String, Object> typedAsPrinted(String front, String back) {
        Map<String, Object> fields = new HashMap<>(Map.of("front_side_id", front, "back_side_id", back,
                "document_number", "S12345678", "issue_date", "2016-08-09", "expiry_date", "2021-08-16",
                "issuing_country", "US"));
        return fields;
    }
}
