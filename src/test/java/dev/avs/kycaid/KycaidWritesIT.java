package dev.avs.kycaid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.Errors;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Writes as real KYCAID clients send them (issue 11): form-encoded bodies with {@code types[]} and bare keys,
 * multipart uploads with an extra {@code sandbox} part, numbers where strings are expected, KYCAID's address
 * fields; and every create answers 200 with a Location, as KYCAID does.
 */
class KycaidWritesIT extends IntegrationTest {

    private static final String FORM = "application/x-www-form-urlencoded";

    @Test
    void everyCreateAnswers200WithItsLocation() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String company = fixtures.company(Map.of());
        String person = fixtures.person();

        assertCreated(api.post("/applicants", Map.of("type", "PERSON")), "applicant_id", "/applicants/");
        assertCreated(api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR",
                "first_name", "Ivan", "last_name", "Petrov", "dob", "1970-01-01", "nationality", "BG")),
                "affiliated_person_id", "/affiliated-persons/");
        assertCreated(api.post("/addresses", Map.of("applicant_id", person, "type", "REGISTERED", "country", "GB")),
                "address_id", "/addresses/");
        assertCreated(api.post("/documents", Map.of("applicant_id", person, "type", "PASSPORT")), "document_id",
                "/documents/");
        assertCreated(api.upload("POST", "/files", "a.png", TestImages.png(10, 10)), "file_id", "/files/");
        assertCreated(api.post("/verifications", Map.of("applicant_id", person, "types", List.of("PROFILE"))),
                "verification_id", "/verifications/");
        String form = api.get("/forms").json().path("items").get(0).path("form_id").asString();
        ApiResponse url = api.post("/forms/" + form + "/urls", Map.of());
        assertThat(url.status()).isEqualTo(200);
        assertThat(url.header("Location")).isEqualTo("/verifications/" + url.id("verification_id"));
    }

    @Test
    void theCreateReplyOfAVerificationCarriesWhatClientsReadThere() {
        Api api = newAccount();
        String applicant = new VerificationFlows(api).person();

        ApiResponse created = api.send("POST", "/verifications", FORM,
                ("applicant_id=" + applicant + "&types[]=PROFILE&types[]=AML&sandbox=false").getBytes(StandardCharsets.UTF_8));

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        JsonNode body = created.json();
        assertThat(body.path("verification_id").asString()).hasSize(36);
        assertThat(body.path("applicant_id").asString()).isEqualTo(applicant);
        assertThat(body.path("form_id").isNull()).isTrue();
        assertThat(body.path("status").asString()).isEqualTo("pending");
        assertThat(body.path("types")).extracting(JsonNode::asString).containsExactly("PROFILE", "AML");
    }

    @Test
    void aBareKeyInAFormBodyMeansNotGiven() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String front = fixtures.photo();
        String back = fixtures.photo();
        String document = fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", front,
                "back_side_id", back, "document_number", "OLD1", "expiry_date", "2031-01-01"));

        // what Ruby's Faraday writes for {document_number: "NEW2", issue_date: nil, front_side_id: nil, ...}
        ApiResponse patched = api.send("PATCH", "/documents/" + document, FORM,
                "type=GOVERNMENT_ID&document_number=NEW2&issue_date&expiry_date&front_side_id&back_side_id&sandbox=false"
                        .getBytes(StandardCharsets.UTF_8));

        assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
        JsonNode now = api.get("/documents/" + document).json();
        assertThat(now.path("document_number").asString()).isEqualTo("NEW2");
        assertThat(now.path("front_side_id").asString()).isEqualTo(front);
        assertThat(now.path("back_side_id").asString()).isEqualTo(back);
        assertThat(now.path("expiry_date").asString()).isEqualTo("2031-01-01");
        // "key=" is still an empty value, which clears
        assertThat(api.send("PATCH", "/documents/" + document, FORM, "back_side_id=".getBytes(StandardCharsets.UTF_8))
                .status()).isEqualTo(200);
        assertThat(api.get("/documents/" + document).json().path("back_side_id").isNull()).isTrue();
    }

    @Test
    void aMultipartUploadMayCarryASandboxPart() {
        Api api = newAccount();
        byte[] png = TestImages.png(40, 30);
        String boundary = "----RubyMultipartPost-" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"id.png\"\r\n"
                + "Content-Length: " + png.length + "\r\nContent-Type: image/png\r\n"
                + "Content-Transfer-Encoding: binary\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(png);
        body.writeBytes(("\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"sandbox\"\r\n\r\nfalse\r\n--"
                + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));

        ApiResponse created = api.send("POST", "/files", "multipart/form-data; boundary=" + boundary, body.toByteArray());

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        JsonNode file = api.get("/files/" + created.id("file_id")).json();
        assertThat(file.path("content_type").asString()).isEqualTo("image/png");
        assertThat(file.path("width").asInt()).isEqualTo(40);
    }

    @Test
    void numbersAreTakenAsTextAndDigitsAloneAsAPhoneNumber() {
        Api api = newAccount();

        ApiResponse created = api.post("/applicants", "{\"type\": \"PERSON\", \"external_applicant_id\": 1234,"
                + " \"phone\": \"447700900123\", \"custom_field_1\": 77}");

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        JsonNode applicant = api.get("/applicants/" + created.id("applicant_id")).json();
        assertThat(applicant.path("external_applicant_id").asString()).isEqualTo("1234");
        assertThat(applicant.path("phone").asString()).isEqualTo("+447700900123");
        assertThat(applicant.path("custom_field_1").asString()).isEqualTo("77");
        String id = applicant.path("applicant_id").asString();
        assertThat(api.patch("/applicants/" + id, Map.of("phone", "00 44 7700 900124")).status()).isEqualTo(200);
        assertThat(api.get("/applicants/" + id).json().path("phone").asString()).isEqualTo("+447700900124");
        assertThat(api.post("/documents", "{\"applicant_id\": \"" + id + "\", \"type\": \"PASSPORT\","
                + " \"document_number\": 123456789}").status()).isEqualTo(200);
        // the same number as text names the same applicant
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "1234")).errorType())
                .isEqualTo("applicant_exists");
        // what is not a number or text stays refused
        assertThat(Errors.invalid(api.post("/applicants", "{\"type\": \"PERSON\", \"external_applicant_id\": 12.5}")))
                .containsExactly("external_applicant_id");
        assertThat(Errors.invalid(api.post("/applicants", Map.of("type", "PERSON", "phone", "12345"))))
                .containsExactly("phone");
    }

    @Test
    void kycaidAddressFieldsAreStoredAndAddressesMayLackACountry() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();

        ApiResponse created = api.post("/addresses", Map.of("applicant_id", applicant, "type", "REGISTERED",
                "full_address", "45 High Street, Flat 2A, London, SW1A 1AA", "state", "Greater London",
                "region", "England", "address", "45 High Street, Flat 2A", "flat_number", "2A"));

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        JsonNode address = api.get("/applicants/" + applicant).json().path("addresses").get(0);
        assertThat(address.path("country").isNull()).isTrue();
        assertThat(address.path("state_or_province").asString()).isEqualTo("Greater London");
        assertThat(address.path("region").asString()).isEqualTo("England");
        assertThat(address.path("address").asString()).isEqualTo("45 High Street, Flat 2A");
        assertThat(address.path("unit_number").asString()).isEqualTo("2A");
        String id = created.id("address_id");
        assertThat(api.patch("/addresses/" + id, Map.of("province", "Ontario")).status()).isEqualTo(200);
        assertThat(api.get("/applicants/" + applicant).json().path("addresses").get(0).path("state_or_province")
                .asString()).isEqualTo("Ontario");
        assertThat(Errors.invalid(api.patch("/addresses/" + id, Map.of("state", "A", "state_or_province", "B"))))
                .containsExactly("state_or_province");
        assertThat(Errors.invalid(api.patch("/addresses/" + id, Map.of("colour", "red")))).containsExactly("colour");

        // the country is asked for only by a check that needs it
        fixtures.proofOfAddress(applicant, java.time.LocalDate.now().minusDays(3));
        ApiResponse needsCountry = fixtures.start(applicant, List.of("PROFILE", "ADDRESS"));
        assertThat(needsCountry.errorType()).isEqualTo("insufficient_data");
        assertThat(Errors.parameters(needsCountry)).containsExactly("addresses.country");
        assertThat(fixtures.start(applicant, List.of("PROFILE")).status()).isEqualTo(200);
    }

    @Test
    void aCompanyKeepsItsBusinessActivityId() {
        Api api = newAccount();

        ApiResponse created = api.postForm("/applicants",
                "type=COMPANY&company_name=Acme+Ltd&business_activity_id=9f1c2&sandbox=false");

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        assertThat(api.get("/applicants/" + created.id("applicant_id")).json().path("business_activity_id").asString())
                .isEqualTo("9f1c2");
        assertThat(Errors.invalid(api.post("/applicants", Map.of("type", "PERSON", "business_activity_id", "x"))))
                .containsExactly("business_activity_id");
    }

    private static void assertCreated(ApiResponse response, String idField, String location) {
        assertThat(response.status()).as(response.toString()).isEqualTo(200);
        assertThat(response.header("Location")).isEqualTo(location + response.id(idField));
    }
}
