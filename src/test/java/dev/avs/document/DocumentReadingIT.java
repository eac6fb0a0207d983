package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.SpecimenEdits;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The MRZ read from the document's photo, over HTTP: {@code extracted} in GET /documents/{id}, and the DOCUMENT
 * check judging it against what the client declared. The photos are rendered passports (OCR-B) on a table.
 */
class DocumentReadingIT extends ReadingIntegrationTest {

    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.jdbc.core.simple.JdbcClient jdbc;
    @org.springframework.beans.factory.annotation.Autowired
    dev.avs.vault.Vault vault;

    static final LocalDate DOB = LocalDate.of(1990, 4, 12);
    static final LocalDate EXPIRY = LocalDate.now().plusYears(6).withDayOfMonth(15);

    @Test
    void theDocumentShowsWhatItsPhotoSays() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        List<String> mrz = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR", DOB, 'F', EXPIRY);
        String front = fixtures.file(DocumentPhotos.photo(Format.TD3, mrz, Shot.clean().turned(7)));
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front));

        JsonNode extracted = eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + passport).json(),
                doc -> !doc.path("extracted").path("status").asString().equals("pending")).path("extracted");

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        assertThat(extracted.path("mrz").asString()).isEqualTo(String.join("\n", mrz));
        assertThat(extracted.path("format").asString()).isEqualTo("TD3");
        assertThat(extracted.path("side").asString()).isEqualTo("front");
        assertThat(extracted.path("check_digits_valid").asBoolean()).isTrue();
        assertThat(extracted.path("confidence").asDouble()).isBetween(0.0, 1.0);
        JsonNode fields = extracted.path("fields");
        assertThat(fields.path("document_number").asString()).isEqualTo("533401372");
        assertThat(fields.path("surname").asString()).isEqualTo("EXAMPLE");
        assertThat(fields.path("given_names").asString()).isEqualTo("ANNA");
        assertThat(fields.path("nationality").asString()).isEqualTo("GB");
        assertThat(fields.path("issuing_country").asString()).isEqualTo("GB");
        assertThat(fields.path("date_of_birth").asString()).isEqualTo("1990-04-12");
        assertThat(fields.path("sex").asString()).isEqualTo("F");
        assertThat(fields.path("expiry_date").asString()).isEqualTo(EXPIRY.toString());
        assertThat(fields.path("personal_number").isNull()).isTrue();
    }

    @Test
    void whatThePhotoSaysIsCheckedAgainstTheDeclaredData() {
        Holder holder = new Holder(newAccount());
        String passport = holder.passport(Shot.clean(), "533401379");

        JsonNode v = holder.verify();

        JsonNode mismatch = reason(v, "MRZ_DATA_MISMATCH").path("details");
        assertThat(mismatch.path("fields")).as(v.toString()).extracting(JsonNode::asString)
                .containsExactly("document_number");
        assertThat(mismatch.path("differences").path("document_number").path("document").asString())
                .isEqualTo("533401379");
        assertThat(mismatch.path("differences").path("document_number").path("mrz").asString()).isEqualTo("533401372");
        assertThat(mismatch.path("mrz_source").asString()).isEqualTo("photo");
        assertThat(mismatch.path("side").asString()).isEqualTo("front");
        assertThat(mismatch.path("document_id").asString()).isEqualTo(passport);
        assertThat(reasons(v, "MRZ_NOT_READABLE")).isEmpty();
        assertThat(reasons(v, "MRZ_CHECKSUM_INVALID")).isEmpty();
    }

    @Test
    void aPhotoThatMatchesTheApplicantRaisesNoMrzReason() {
        Holder holder = new Holder(newAccount());
        holder.passport(Shot.clean().inPerspective(0.3), "533401372");

        JsonNode v = holder.verify();

        assertThat(v.path("checks").get(0).path("reasons").toString()).as(v.toString()).doesNotContain("MRZ_");
    }

    @Test
    void aTypedMrzThatDiffersFromThePhotoIsAMismatch() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("last_name", "EXAMPLE", "gender", "F"));
        List<String> shown = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR", DOB, 'F', EXPIRY);
        List<String> typed = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR", DOB.plusDays(1), 'F',
                EXPIRY);
        String front = fixtures.file(DocumentPhotos.photo(Format.TD3, shown, Shot.clean()));
        Map<String, Object> fields = new HashMap<>(Map.of("front_side_id", front, "mrz", String.join("\n", typed)));
        fixtures.document(applicant, "PASSPORT", fields);

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        JsonNode photo = reasons(v, "MRZ_DATA_MISMATCH").stream()
                .filter(r -> r.path("details").path("mrz_source").asString().equals("typed_and_photo"))
                .findFirst().orElseThrow(() -> new AssertionError(v.toString())).path("details");
        assertThat(photo.path("fields")).extracting(JsonNode::asString).containsExactly("date_of_birth");
        assertThat(photo.path("differences").path("date_of_birth").path("typed").asString()).isEqualTo("1990-04-13");
        assertThat(photo.path("differences").path("date_of_birth").path("photo").asString()).isEqualTo("1990-04-12");
    }

    @Test
    void aLowConfidenceReadingThatIsTheTypedMrzCorroboratesItAndOneThatDiffersDoesNot() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("last_name", "EXAMPLE", "gender", "F"));
        List<String> shown = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR", DOB, 'F', EXPIRY);
        // a photo of its own (its table's grain seeded anew): its reading, changed below, is no other test's, nor
        // that of an earlier run on the same database
        byte[] photo = DocumentPhotos.photo(Format.TD3, shown, Shot.clean().turned(-4).seeded(System.nanoTime()));
        String front = fixtures.file(photo);
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front,
                "mrz", String.join("\n", shown), "document_number", "533401372", "expiry_date", EXPIRY.toString(),
                "issuing_country", "GB"));
        eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + passport).json(),
                doc -> doc.path("extracted").path("status").asString().equals("read"));
        // what a reading held back for its OCR confidence (below 0.70) looks like
        jdbc.sql("UPDATE mrz_reading SET status = 'unreadable', confidence = 0.66 WHERE sha256 = ?")
                .param(DigestUtils.sha256Hex(photo)).update();

        JsonNode agrees = fixtures.run(applicant, "DOCUMENT");
        assertThat(reasons(agrees, "MRZ_NOT_READABLE")).as(agrees.toString()).isEmpty();
        assertThat(reasons(agrees, "MRZ_DATA_MISMATCH")).as(agrees.toString()).isEmpty();

        List<String> typed = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401380", "GBR", DOB, 'F', EXPIRY);
        api.patch("/documents/" + passport, Map.of("mrz", String.join("\n", typed), "document_number", "533401380"));
        JsonNode differs = fixtures.run(applicant, "DOCUMENT");
        assertThat(reason(differs, "MRZ_NOT_READABLE").path("details").path("status").asString())
                .as(differs.toString()).isEqualTo("unreadable");
    }

    @Test
    void aPassportPhotoWithoutMrzIsNotReadableButADrivingLicenceNeedsNone() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String front = fixtures.file(TestImages.jpeg(1200, 900));
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front,
                "document_number", "533401372", "expiry_date", EXPIRY.toString()));

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        JsonNode notReadable = reason(v, "MRZ_NOT_READABLE");
        assertThat(notReadable.path("result").asString()).as(v.toString()).isEqualTo("consider");
        assertThat(notReadable.path("details").path("status").asString()).isEqualTo("not_found");
        assertThat(notReadable.path("details").path("document_id").asString()).isEqualTo(passport);
        assertThat(api.get("/documents/" + passport).json().path("extracted").path("status").asString())
                .isEqualTo("not_found");

        String other = fixtures.person();
        String licence = fixtures.file(TestImages.jpeg(1200, 900));
        String back = fixtures.file(TestImages.jpeg(1200, 900));
        fixtures.document(other, "DRIVERS_LICENSE", Map.of("front_side_id", licence, "back_side_id", back,
                "document_number", "D1234567", "expiry_date", EXPIRY.toString()));
        JsonNode licenceCheck = fixtures.run(other, "DOCUMENT");
        assertThat(reasons(licenceCheck, "MRZ_NOT_READABLE")).as(licenceCheck.toString()).isEmpty();
    }

    @Test
    void aDocumentThatIsNoIdentityDocumentShowsNothingExtracted() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String selfie = fixtures.document(applicant, "SELFIE_IMAGE",
                Map.of("front_side_id", fixtures.file(TestImages.jpeg(640, 480))));

        ApiResponse view = api.get("/documents/" + selfie);

        assertThat(view.status()).isEqualTo(200);
        assertThat(view.json().has("extracted")).as(view.toString()).isFalse();
        assertThat(newAccount().get("/documents/" + selfie).status()).isEqualTo(404);
    }

    /** A person whose data match the rendered passport (EXAMPLE, ANNA, F, GB, born {@link #DOB}). */
    private static final class Holder {
        final Api api;
        final VerificationFlows fixtures;
        final String applicant;

        Holder(Api api) {
            this.api = api;
            this.fixtures = new VerificationFlows(api);
            this.applicant = fixtures.person(Map.of("last_name", "EXAMPLE", "gender", "F"));
        }

        /** A passport photographed as the shot says, with the document number the client declares. */
        String passport(Shot shot, String declaredNumber) {
            List<String> mrz = DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372", "GBR", DOB, 'F', EXPIRY);
            String front = fixtures.file(DocumentPhotos.photo(Format.TD3, mrz, shot));
            return fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front,
                    "document_number", declaredNumber, "expiry_date", EXPIRY.toString(), "issuing_country", "GB"));
        }

        JsonNode verify() {
            return fixtures.run(applicant, "DOCUMENT");
        }
    }

    /**
     * A real specimen (ICAO's Utopian passport, PassportEye's scan) and the same scan with the printed year of birth
     * altered from 74 to 47 (its two digits' pixels swapped): the page shows every field as its MRZ does, then
     * prints the birth date differently.
     */
    @Test
    void thePrintedPageIsComparedWithItsMrz() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Anna", "middle_name", "Maria",
                "last_name", "Eriksson", "dob", "1974-08-12"));
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id",
                fixtures.file(SpecimenEdits.utopianPassport())));

        // the MRZ's result comes first, its page's reading after it (a sure reading is stored before its page)
        java.util.List<JsonNode> seen = new java.util.ArrayList<>();
        JsonNode extracted = eventually(Duration.ofSeconds(60), () -> {
            JsonNode doc = api.get("/documents/" + passport).json();
            seen.add(doc.path("extracted"));
            return doc;
        }, doc -> !doc.path("extracted").path("viz").isNull()).path("extracted");
        assertThat(seen).as("read, its page still being read").anyMatch(e -> e.path("status").asString().equals("read")
                && e.path("viz").isNull());

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        for (String field : List.of("surname", "given_names", "document_number", "date_of_birth", "expiry_date")) {
            assertThat(extracted.path("viz").path(field).path("status").asString()).as(field).isEqualTo("found");
        }
        assertThat(reasons(fixtures.run(applicant, "DOCUMENT"), "VIZ_MRZ_MISMATCH")).isEmpty();

        String other = fixtures.person(Map.of("first_name", "Anna", "middle_name", "Maria", "last_name", "Eriksson",
                "dob", "1974-08-12"));
        byte[] altered = SpecimenEdits.yearOfBirthAltered();
        String alteredPassport = fixtures.document(other, "PASSPORT", Map.of("front_side_id", fixtures.file(altered)));
        eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + alteredPassport).json(),
                doc -> !doc.path("extracted").path("viz").isNull());
        // as a node that stopped between storing the MRZ and reading its page left it: the check reads the page
        String sha256 = org.apache.commons.codec.digest.DigestUtils.sha256Hex(altered);
        jdbc.sql("UPDATE mrz_reading SET viz = :viz WHERE sha256 = :sha")
                .param("viz", vault.seal(dev.avs.vault.Vault.INSTALLATION, "pending")).param("sha", sha256).update();
        assertThat(api.get("/documents/" + alteredPassport).json().path("extracted").path("viz").isNull()).isTrue();

        JsonNode mismatch = reason(fixtures.run(other, "DOCUMENT"), "VIZ_MRZ_MISMATCH");
        assertThat(api.get("/documents/" + alteredPassport).json().path("extracted").path("viz").isNull())
                .as("the page's reading stored by the check").isFalse();

        assertThat(mismatch.path("result").asString()).isEqualTo("consider");
        assertThat(mismatch.path("details").path("fields")).extracting(JsonNode::asString)
                .containsExactly("date_of_birth");
    }
}
