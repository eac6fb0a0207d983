package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.TestImages;
import dev.avs.mrz.Td3;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Every DOCUMENT reason code, end to end over HTTP. */
class DocumentCheckIT extends IntegrationTest {

    private static final LocalDate DOB = LocalDate.of(1990, 4, 12);

    private Api api;
    private VerificationFlows fixtures;
    private String applicant;
    private Td3 mrz;

    @BeforeEach
    void applicant() {
        api = newAccount();
        fixtures = new VerificationFlows(api);
        String lastName = "Holder" + VerificationFlows.letters(System.nanoTime());
        applicant = fixtures.person(Map.of("first_name", "Anna Maria", "last_name", lastName, "gender", "F",
                "dob", DOB.toString(), "nationality", "GB"));
        mrz = new Td3("GBR", lastName, "ANNA MARIA", "123456789", "GBR", DOB, "F", LocalDate.now().plusYears(5));
    }

    @Test
    void approvesAValidPassportWithAMatchingMrz() {
        passport(Map.of());

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        assertThat(v.path("checks").get(0).path("reasons")).as(v.toString()).isEmpty();
        assertThat(v.path("verified").asBoolean()).isTrue();
    }

    @Test
    void expired() {
        LocalDate expiry = LocalDate.now().minusDays(1);
        passport(Map.of("expiry_date", expiry.toString(), "issue_date", expiry.minusYears(10).toString(), "mrz", ""));

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        JsonNode reason = reason(v, "DOCUMENT_EXPIRED");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(reason.path("message").asString()).isEqualTo("The passport expired on " + expiry);
        assertThat(reason.path("details").path("expiry_date").asString()).isEqualTo(expiry.toString());
        assertThat(v.path("verifications").path("document").path("decline_reasons").get(0).asString())
                .isEqualTo("DOCUMENT_EXPIRED");
    }

    @Test
    void dataInvalid() {
        passport(Map.of("issue_date", LocalDate.now().plusDays(3).toString()));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "DOCUMENT_DATA_INVALID").path("details");

        assertThat(details.path("field").asString()).isEqualTo("issue_date");
    }

    @Test
    void issuedBeforeTheHolderWasBorn() {
        passport(Map.of("issue_date", DOB.minusDays(1).toString()));

        assertThat(reason(fixtures.run(applicant, "DOCUMENT"), "DOCUMENT_DATA_INVALID").path("details")
                .path("dob").asString()).isEqualTo(DOB.toString());
    }

    @Test
    void dataIncomplete() {
        passport(Map.of("document_number", "", "mrz", ""));

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        assertThat(v.path("status").asString()).isEqualTo("review");
        assertThat(reason(v, "DOCUMENT_DATA_INCOMPLETE").path("details").path("missing").get(0).asString())
                .isEqualTo("document_number");
    }

    @Test
    void mrzInvalid() {
        passport(Map.of("mrz", "P<GBRHOLDER<<ANNA\nNOT A ZONE"));

        JsonNode reason = reason(fixtures.run(applicant, "DOCUMENT"), "MRZ_INVALID");

        assertThat(reason.path("result").asString()).isEqualTo("fail");
        assertThat(reason.path("details").path("reason").asString()).isNotBlank();
    }

    @Test
    void mrzChecksumInvalid() {
        String text = mrz.text();
        char digit = text.charAt(45 + 9);
        String corrupted = text.substring(0, 45 + 9) + (char) ('0' + (digit - '0' + 1) % 10) + text.substring(45 + 10);
        passport(Map.of("mrz", corrupted));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "MRZ_CHECKSUM_INVALID").path("details");

        assertThat(details.path("check_digits").valueStream().map(d -> d.path("field").asString()))
                .contains("DOCUMENT_NUMBER");
    }

    @Test
    void mrzDataMismatch() {
        passport(Map.of("mrz", mrz.withNumber("987654321").withDob(DOB.plusDays(1)).text()));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "MRZ_DATA_MISMATCH").path("details");

        assertThat(details.path("fields").valueStream().map(JsonNode::asString))
                .containsExactlyInAnyOrder("document_number", "dob");
        assertThat(details.path("differences").path("document_number").path("mrz").asString()).isEqualTo("987654321");
        assertThat(details.path("differences").path("dob").path("applicant").asString()).isEqualTo(DOB.toString());
    }

    @Test
    void documentTypeMismatch() {
        Map<String, Object> fields = new HashMap<>(passportFields());
        fields.put("back_side_id", fixtures.photo());
        fixtures.document(applicant, "GOVERNMENT_ID", fields);

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "DOCUMENT_TYPE_MISMATCH").path("details");

        assertThat(details.path("declared_type").asString()).isEqualTo("GOVERNMENT_ID");
        assertThat(details.path("mrz_document_code").asString()).isEqualTo("P");
    }

    @Test
    void fileUnreadable() {
        byte[] jpeg = TestImages.photo(800, 600, 7);
        byte[] truncated = java.util.Arrays.copyOf(jpeg, 600);
        passport(Map.of("front_side_id", api.upload("POST", "/files", "cut.jpg", truncated).id("file_id")));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "FILE_UNREADABLE").path("details");

        assertThat(details.path("side").asString()).isEqualTo("front side");
    }

    @Test
    void imageTooSmall() {
        String small = api.upload("POST", "/files", "small.jpg", TestImages.photo(400, 300, 8))
                .id("file_id");
        passport(Map.of("front_side_id", small));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "IMAGE_TOO_SMALL").path("details");

        assertThat(details.path("width").asInt()).isEqualTo(400);
        assertThat(details.path("height").asInt()).isEqualTo(300);
        assertThat(details.path("min_side_px").asInt()).isEqualTo(480);
    }

    @Test
    void imageBlurry() {
        byte[] blurred = ImageSamples.jpeg(ImageSamples.boxBlur(ImageSamples.scene(800, 600, 3), 15));
        passport(Map.of("front_side_id", api.upload("POST", "/files", "blur.jpg", blurred).id("file_id")));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "IMAGE_BLURRY").path("details");

        assertThat(details.path("sharpness").asDouble()).isLessThan(details.path("min_sharpness").asDouble());
    }

    @Test
    void imageEdited() {
        byte[] edited = ImageSamples.withExifSoftware(TestImages.photo(800, 600, 9),
                "Adobe Photoshop 25.0 (Windows)");
        passport(Map.of("front_side_id", api.upload("POST", "/files", "ps.jpg", edited).id("file_id")));

        JsonNode details = reason(fixtures.run(applicant, "DOCUMENT"), "IMAGE_EDITED").path("details");

        assertThat(details.path("editors").get(0).asString()).contains("Photoshop");
    }

    @Test
    void duplicateImageAndDocumentOnAnotherApplicant() {
        byte[] photo = TestImages.photo(800, 600, System.nanoTime());
        String other = fixtures.person();
        String otherFile = api.upload("POST", "/files", "a.jpg", photo).id("file_id");
        String otherDocument = fixtures.document(other, "PASSPORT", Map.of("front_side_id", otherFile,
                "document_number", "123456789", "issuing_country", "GB",
                "expiry_date", LocalDate.now().plusYears(3).toString()));
        fixtures.run(other, "DOCUMENT");
        passport(Map.of("front_side_id", api.upload("POST", "/files", "b.jpg", photo).id("file_id")));

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        JsonNode image = reason(v, "DUPLICATE_IMAGE").path("details").path("matches").get(0);
        assertThat(image.path("applicant_id").asString()).isEqualTo(other);
        assertThat(image.path("document_id").asString()).isEqualTo(otherDocument);
        assertThat(image.path("same_bytes").asBoolean()).isTrue();
        assertThat(reason(v, "DUPLICATE_DOCUMENT").path("details").path("applicant_ids").get(0).asString())
                .isEqualTo(other);
        assertThat(v.path("status").asString()).isEqualTo("review");
    }

    @Test
    void aRecompressedCopyOfAnotherApplicantsImageIsADuplicateByItsPerceptualHash() {
        BufferedImage scene = ImageSamples.scene(800, 600, System.nanoTime());
        String other = fixtures.person();
        String otherFile = api.upload("POST", "/files", "a.jpg", ImageSamples.jpeg(scene)).id("file_id");
        fixtures.document(other, "PASSPORT", Map.of("front_side_id", otherFile, "document_number", "987654321",
                "issuing_country", "GB", "expiry_date", LocalDate.now().plusYears(3).toString()));
        JsonNode first = fixtures.run(other, "DOCUMENT");
        byte[] copy = ImageSamples.png(ImageSamples.brighter(scene, 25f));
        passport(Map.of("front_side_id", api.upload("POST", "/files", "b.png", copy).id("file_id")));

        JsonNode second = fixtures.run(applicant, "DOCUMENT");
        // the first verification's own findings say why, should its image not have been recorded
        assertThat(VerificationFlows.reasons(second, "DUPLICATE_IMAGE")).as("the first: " + first + "; the second: "
                + second).isNotEmpty();
        JsonNode image = reason(second, "DUPLICATE_IMAGE").path("details").path("matches").get(0);

        assertThat(image.path("file_id").asString()).isEqualTo(otherFile);
        assertThat(image.path("same_bytes").asBoolean()).isFalse();
        assertThat(image.path("distance").asInt()).isBetween(0, 6);
    }

    private Map<String, Object> passportFields() {
        return Map.of("front_side_id", fixtures.photo(), "document_number", "123456789", "issuing_country", "GB",
                "issue_date", LocalDate.now().minusYears(2).toString(),
                "expiry_date", mrz.expiry().toString(), "mrz", mrz.text());
    }

    private String passport(Map<String, Object> overrides) {
        Map<String, Object> fields = new HashMap<>(passportFields());
        fields.putAll(overrides);
        return fixtures.document(applicant, "PASSPORT", fields);
    }
}
