package dev.avs.document;

import static dev.avs.support.Errors.error;
import static dev.avs.support.Errors.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class DocumentIT extends IntegrationTest {

    static final String MRZ_1 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<";
    static final String MRZ_2 = "L898902C36UTO7408122F1204159ZE184226B<<<<<10";

    private Api api;
    private String applicant;

    @BeforeEach
    void account() {
        api = newAccount();
        applicant = api.post("/applicants", Map.of("type", "PERSON", "first_name", "Anna")).id("applicant_id");
    }

    @Test
    void createsADocumentWithEveryFieldAndShowsItOnTheApplicant() {
        String front = file();
        String back = file();
        String extra = file();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("applicant_id", applicant);
        body.put("type", "passport");
        body.put("document_number", "L898902C3");
        body.put("additional_number", "ZE184226B");
        body.put("issuing_country", "de");
        body.put("issuing_authority", "Stadt Köln");
        body.put("issue_date", "2020-04-16");
        body.put("expiry_date", "2030-04-15");
        body.put("mrz", " " + MRZ_1 + " \r\n" + MRZ_2 + "\r\n");
        body.put("front_side_id", front);
        body.put("back_side_id", back);
        body.put("other_side_1_id", extra);
        body.put("sandbox", false);

        ApiResponse created = api.post("/documents", body);

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        String id = created.id("document_id");
        assertThat(created.header("Location")).isEqualTo("/documents/" + id);
        JsonNode document = api.get("/documents/" + id).json();
        assertThat(document.path("document_id").asString()).isEqualTo(id);
        assertThat(document.path("applicant_id").asString()).isEqualTo(applicant);
        assertThat(document.path("affiliated_person_id").isNull()).isTrue();
        assertThat(document.path("type").asString()).isEqualTo("PASSPORT");
        assertThat(document.path("document_number").asString()).isEqualTo("L898902C3");
        assertThat(document.path("issuing_country").asString()).isEqualTo("DE");
        assertThat(document.path("issuing_authority").asString()).isEqualTo("Stadt Köln");
        assertThat(document.path("issue_date").asString()).isEqualTo("2020-04-16");
        assertThat(document.path("expiry_date").asString()).isEqualTo("2030-04-15");
        assertThat(document.path("mrz").asString()).isEqualTo(MRZ_1 + "\n" + MRZ_2);
        assertThat(document.path("front_side_id").asString()).isEqualTo(front);
        assertThat(document.path("back_side_id").asString()).isEqualTo(back);
        assertThat(document.path("other_side_1_id").asString()).isEqualTo(extra);
        assertThat(document.path("other_side_2_id").isNull()).isTrue();
        assertThat(document.path("card_number").isNull()).isTrue();
        JsonNode documents = api.get("/applicants/" + applicant).json().path("documents");
        assertThat(documents).hasSize(1);
        assertThat(documents.get(0)).isEqualTo(document);
    }

    @Test
    void listsDocumentsOnTheApplicantOldestFirstWithThoseOfAffiliatedPersons() {
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String director = director(company);
        String first = create(Map.of("applicant_id", company, "type", "REGISTRATION_COMPANY"));
        String second = create(Map.of("applicant_id", company, "affiliated_person_id", director, "type", "PASSPORT"));
        String third = create(Map.of("applicant_id", company, "type", "COMPANY_OWNERSHIP"));

        JsonNode documents = api.get("/applicants/" + company).json().path("documents");

        assertThat(documents.valueStream().map(d -> d.path("document_id").asString()))
                .containsExactly(first, second, third);
        assertThat(documents.get(1).path("affiliated_person_id").asString()).isEqualTo(director);
        assertThat(api.get("/applicants/" + applicant).json().path("documents")).isEmpty();
    }

    @Test
    void listsAnApplicantsDocumentsNewestFirstAPageAtATime() {
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String director = director(company);
        String first = create(Map.of("applicant_id", company, "type", "REGISTRATION_COMPANY"));
        String second = create(Map.of("applicant_id", company, "affiliated_person_id", director, "type", "PASSPORT",
                "document_number", "X1234567"));
        String third = create(Map.of("applicant_id", company, "type", "COMPANY_OWNERSHIP"));

        JsonNode page = api.get("/applicants/" + company + "/documents?limit=2").json();
        assertThat(page.path("items").valueStream().map(d -> d.path("document_id").asString()))
                .containsExactly(third, second);
        assertThat(page.path("items").get(1).path("document_number").asString()).isEqualTo("X1234567");
        JsonNode next = api.get("/applicants/" + company + "/documents?limit=2&cursor="
                + page.path("next_cursor").asString()).json();
        assertThat(next.path("items").valueStream().map(d -> d.path("document_id").asString())).containsExactly(first);
        assertThat(next.path("next_cursor").isNull()).isTrue();
        assertThat(api.get("/applicants/" + applicant + "/documents").json().path("items")).isEmpty();

        assertThat(api.get("/applicants/" + company + "/documents?limit=0").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/applicants/" + company + "/documents?cursor=forged").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/applicants/not-an-id/documents").status()).isEqualTo(404);
        assertThat(newAccount().get("/applicants/" + company + "/documents").status()).isEqualTo(404);
        api.delete("/documents/" + third);
        assertThat(api.get("/applicants/" + company + "/documents").json().path("items")).hasSize(2);
    }

    @Test
    void validatesEveryField() {
        Map<String, Object> body = new HashMap<>();
        body.put("applicant_id", applicant);
        body.put("type", "LIBRARY_CARD");
        body.put("document_number", "n".repeat(65));
        body.put("additional_number", "a".repeat(65));
        body.put("issuing_country", "ZZ");
        body.put("issuing_authority", "i".repeat(129));
        body.put("issue_date", "2020-02-30");
        body.put("expiry_date", "tomorrow");
        body.put("mrz", "P<UTO\tERIKSSON");
        body.put("account_number", "1".repeat(51));
        body.put("front_side_id", true);
        body.put("colour", "red");

        assertThat(invalid(api.post("/documents", body))).containsExactlyInAnyOrder("type", "document_number",
                "additional_number", "issuing_country", "issuing_authority", "issue_date", "expiry_date", "mrz",
                "account_number", "front_side_id", "colour");
        assertThat(invalid(api.post("/documents", Map.of()))).containsExactlyInAnyOrder("applicant_id", "type");
        assertThat(invalid(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                "mrz", "X".repeat(301))))).containsExactly("mrz");
    }

    @Test
    void theExpiryDateMustFollowTheIssueDate() {
        assertThat(invalid(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                "issue_date", "2020-01-01", "expiry_date", "2019-12-31")))).containsExactly("expiry_date");
        assertThat(invalid(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                "issue_date", "2020-01-01", "expiry_date", "2020-01-01")))).containsExactly("expiry_date");
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "issue_date", "2020-01-01",
                "expiry_date", "2030-01-01"));

        assertThat(invalid(api.patch("/documents/" + id, Map.of("expiry_date", "2019-01-01")))).containsExactly("expiry_date");
        assertThat(invalid(api.patch("/documents/" + id, Map.of("issue_date", "2031-01-01")))).containsExactly("expiry_date");
        assertThat(api.patch("/documents/" + id, Map.of("issue_date", "2031-01-01", "expiry_date", "2041-01-01"))
                .status()).isEqualTo(200);
    }

    @Test
    void keepsAMalformedMrzForTheVerificationToReport() {
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "mrz", "this is not\r\n an MRZ "));

        assertThat(api.get("/documents/" + id).json().path("mrz").asString()).isEqualTo("this is not\nan MRZ");
    }

    @Test
    void theOwnersAndFilesMustBeInTheAccount() {
        Api stranger = newAccount();
        String theirApplicant = stranger.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String theirPerson = stranger.post("/affiliated-persons", Map.of("applicant_id", theirApplicant, "type",
                "DIRECTOR", "first_name", "Eve", "last_name", "Doe", "dob", "1980-01-01", "nationality", "GB"))
                .id("affiliated_person_id");
        String theirFile = stranger.upload("POST", "/files", "a.png", TestImages.png(5, 5)).id("file_id");
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");

        assertThat(error(api.post("/documents", Map.of("applicant_id", theirApplicant, "type", "PASSPORT")), 404,
                "not_found")).isEqualTo("applicant_id");
        assertThat(error(api.post("/documents", Map.of("applicant_id", company, "affiliated_person_id", theirPerson,
                "type", "PASSPORT")), 404, "not_found")).isEqualTo("affiliated_person_id");
        for (String side : DocumentFields.SIDES.keySet()) {
            assertThat(error(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                    side, theirFile)), 404, "not_found")).isEqualTo(side);
        }
        assertThat(error(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                "other_side_3_id", "0".repeat(36))), 404, "not_found")).isEqualTo("other_side_3_id");
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT"));
        assertThat(error(api.patch("/documents/" + id, Map.of("back_side_id", theirFile)), 404, "not_found"))
                .isEqualTo("back_side_id");
        assertThat(api.get("/documents/" + id).json().path("back_side_id").isNull()).isTrue();
    }

    @Test
    void anAffiliatedPersonMustBelongToTheApplicant() {
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String otherCompany = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String director = director(otherCompany);

        assertThat(invalid(api.post("/documents", Map.of("applicant_id", company, "affiliated_person_id", director,
                "type", "PASSPORT")))).containsExactly("affiliated_person_id");
        api.delete("/affiliated-persons/" + director);
        assertThat(error(api.post("/documents", Map.of("applicant_id", otherCompany, "affiliated_person_id", director,
                "type", "PASSPORT")), 404, "not_found")).isEqualTo("affiliated_person_id");
    }

    @Test
    void patchesInPlaceClearsWithNullAndKeepsTheOwner() {
        String front = file();
        String id = create(Map.of("applicant_id", applicant, "type", "DRIVERS_LICENSE", "document_number", "D1",
                "front_side_id", front));
        Map<String, Object> patch = new HashMap<>();
        patch.put("document_number", "D2");
        patch.put("front_side_id", null);
        patch.put("type", "government_id");

        ApiResponse patched = api.patch("/documents/" + id, patch);

        assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
        assertThat(patched.id("document_id")).isEqualTo(id);
        JsonNode document = api.get("/documents/" + id).json();
        assertThat(document.path("document_number").asString()).isEqualTo("D2");
        assertThat(document.path("front_side_id").isNull()).isTrue();
        assertThat(document.path("type").asString()).isEqualTo("GOVERNMENT_ID");
        String other = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        Map<String, Object> clearType = new HashMap<>();
        clearType.put("type", null);
        assertThat(invalid(api.patch("/documents/" + id, Map.of()))).containsExactly("*");
        assertThat(invalid(api.patch("/documents/" + id, Map.of("applicant_id", other)))).containsExactly("applicant_id");
        assertThat(invalid(api.patch("/documents/" + id, clearType))).containsExactly("type");
        assertThat(api.patch("/documents/" + id, Map.of("applicant_id", applicant, "issuing_country", "FR")).status())
                .isEqualTo(200);
    }

    @Test
    void acceptsFormBodiesAndRejectsOtherContent() {
        ApiResponse created = api.postForm("/documents", "applicant_id=" + applicant
                + "&type=SELFIE_IMAGE&front_side_id=" + file());

        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        String id = created.id("document_id");
        assertThat(api.send("PATCH", "/documents/" + id, "application/x-www-form-urlencoded",
                "document_number=S-1&mrz=A%0D%0AB".getBytes()).status()).isEqualTo(200);
        assertThat(api.get("/documents/" + id).json().path("mrz").asString()).isEqualTo("A\nB");
        assertThat(error(api.send("POST", "/documents", "application/json", "{\"type\" PASSPORT}".getBytes()), 400,
                "bad_request")).isNull();
        assertThat(error(api.send("POST", "/documents", "application/xml", "<document/>".getBytes()), 415,
                "unsupported_media_type")).isNull();
        assertThat(api.send("PATCH", "/documents/" + id, "text/plain", "x".getBytes()).status()).isEqualTo(415);
    }

    @Test
    void needsAKeyAndHidesOtherAccounts() {
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "document_number", "P1"));
        Api stranger = newAccount();

        assertThat(error(anonymous().post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT")), 401,
                "unauthorized")).isNull();
        assertThat(anonymous().get("/documents/" + id).status()).isEqualTo(401);
        assertThat(error(stranger.get("/documents/" + id), 404, "not_found")).isNull();
        assertThat(stranger.patch("/documents/" + id, Map.of("document_number", "X")).status()).isEqualTo(404);
        assertThat(stranger.delete("/documents/" + id).status()).isEqualTo(404);
        assertThat(api.get("/documents/" + id).json().path("document_number").asString()).isEqualTo("P1");
        assertThat(api.get("/documents/bad").status()).isEqualTo(404);
    }

    @Test
    void deletesAnUnpinnedDocumentButNotItsFiles() {
        String front = file();
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "front_side_id", front));

        ApiResponse deleted = api.delete("/documents/" + id);

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.id("document_id")).isEqualTo(id);
        assertThat(api.get("/documents/" + id).status()).isEqualTo(404);
        assertThat(api.get("/files/" + front).status()).isEqualTo(200);
        assertThat(api.get("/applicants/" + applicant).json().path("documents")).isEmpty();
    }

    String create(Map<String, Object> body) {
        ApiResponse created = api.post("/documents", body);
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("document_id");
    }

    String file() {
        return api.upload("POST", "/files", "side.png", TestImages.png(12, 8)).id("file_id");
    }

    String director(String company) {
        return api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR", "first_name", "Dan",
                "last_name", "Dee", "dob", "1970-01-01", "nationality", "GB")).id("affiliated_person_id");
    }
}
