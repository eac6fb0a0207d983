package dev.avs.kycaid;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.Errors;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Reads KYCAID clients make (issue 11): the profile and document statuses they read, the countries list, a
 * document's download, and the report as they page it.
 */
class KycaidReadsIT extends IntegrationTest {

    @Test
    void profileAndDocumentStatusesFollowTheLatestDecidedVerification() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String expired = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", fixtures.photo(),
                "document_number", "X1234567", "expiry_date", LocalDate.now().minusDays(10).toString()));
        JsonNode before = api.get("/applicants/" + applicant).json();
        assertThat(before.path("profile_status").asString()).isEqualTo("pending");
        assertThat(before.path("profile_comment").isNull()).isTrue();
        assertThat(before.path("documents").get(0).path("status").asString()).isEqualTo("pending");

        JsonNode declined = fixtures.run(applicant, "PROFILE", "DOCUMENT");

        assertThat(declined.path("verified").asBoolean()).as(declined.toString()).isFalse();
        JsonNode after = api.get("/applicants/" + applicant).json();
        assertThat(after.path("profile_status").asString()).isEqualTo("valid");
        assertThat(after.path("documents").get(0).path("status").asString()).isEqualTo("invalid");
        assertThat(api.get("/documents/" + expired).json().path("status").asString()).isEqualTo("invalid");

        // a document the decision did not see is pending, and so is the copy a change to a pinned one makes
        String later = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", fixtures.photo(),
                "document_number", "Y7654321", "expiry_date", LocalDate.now().plusYears(3).toString()));
        assertThat(api.get("/documents/" + later).json().path("status").asString()).isEqualTo("pending");
        String copy = api.patch("/documents/" + expired, Map.of("document_number", "X7654321")).id("document_id");
        assertThat(copy).isNotEqualTo(expired);
        assertThat(api.get("/documents/" + copy).json().path("status").asString()).isEqualTo("pending");
        assertThat(api.get("/documents/" + expired).json().path("status").asString()).isEqualTo("invalid");

        JsonNode approved = fixtures.run(applicant, "PROFILE", "DOCUMENT");
        assertThat(approved.path("verified").asBoolean()).as(approved.toString()).isTrue();
        assertThat(api.get("/documents/" + later).json().path("status").asString()).isEqualTo("valid");
    }

    @Test
    void anUnderageApplicantsProfileIsInvalidWithTheReasonAsComment() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String minor = fixtures.person(Map.of("dob", LocalDate.now().minusYears(15).toString()));

        fixtures.run(minor, "PROFILE");

        JsonNode applicant = api.get("/applicants/" + minor).json();
        assertThat(applicant.path("profile_status").asString()).isEqualTo("invalid");
        assertThat(applicant.path("profile_comment").asString()).contains("18");
    }

    @Test
    void countriesHaveLabelsInSeveralLanguages() {
        ApiResponse response = newAccount().get("/countries");

        assertThat(response.status()).isEqualTo(200);
        List<JsonNode> countries = StreamSupport.stream(response.json().spliterator(), false).toList();
        assertThat(countries).hasSizeGreaterThanOrEqualTo(249);
        JsonNode gb = countries.stream().filter(c -> c.path("country_code").asString().equals("GB")).findFirst()
                .orElseThrow();
        Map<String, String> labels = new java.util.HashMap<>();
        gb.path("labels").forEach(l -> labels.put(l.path("language_code").asString(), l.path("label").asString()));
        assertThat(labels).containsEntry("en", "United Kingdom").containsEntry("fr", "Royaume-Uni")
                .containsEntry("de", "Vereinigtes Königreich").containsEntry("es", "Reino Unido")
                .containsEntry("ru", "Великобритания").containsEntry("uk", "Велика Британія");
        assertThat(countries).allSatisfy(c -> assertThat(c.path("labels")).hasSizeGreaterThanOrEqualTo(6));
        Errors.error(anonymous().get("/countries"), 401, "unauthorized");
    }

    @Test
    void aDocumentsFileCanBeDownloadedSideBySide() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        byte[] front = TestImages.photo(640, 480, 7);
        byte[] back = TestImages.png(500, 300);
        String document = fixtures.document(applicant, "GOVERNMENT_ID", Map.of(
                "front_side_id", api.upload("POST", "/files", "front side.jpg", front).id("file_id"),
                "back_side_id", api.upload("POST", "/files", "back.png", back).id("file_id")));

        ApiResponse download = api.get("/documents/" + document + "/download");

        assertThat(download.status()).isEqualTo(200);
        assertThat(download.bytes()).isEqualTo(front);
        assertThat(download.header("Content-Type")).isEqualTo("image/jpeg");
        assertThat(download.header("Content-Disposition")).startsWith("attachment").contains("front");
        ApiResponse backSide = api.get("/documents/" + document + "/download?side=back");
        assertThat(backSide.bytes()).isEqualTo(back);
        assertThat(backSide.header("Content-Type")).isEqualTo("image/png");
        Errors.error(api.get("/documents/" + document + "/download?side=other_1"), 404, "not_found");
        Errors.error(api.get("/documents/" + document + "/download?side=top"), 400, "bad_request");
        Errors.error(newAccount().get("/documents/" + document + "/download"), 404, "not_found");
        Errors.error(api.get("/documents/not-an-id/download"), 404, "not_found");
        Errors.error(anonymous().get("/documents/" + document + "/download"), 401, "unauthorized");
    }

    @Test
    void theReportPagesByDateOffsetAndCountWithKycaidsColumns() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String applicant = fixtures.person(Map.of("residence_country", "FR"));
            ids.add(fixtures.decided(fixtures.verify(applicant, "PROFILE")).path("verification_id").asString());
        }
        String today = LocalDate.now(ZoneOffset.UTC).toString();

        JsonNode first = api.get("/verifications/report?date=" + today + "&offset=0&count=2").json();
        JsonNode second = api.get("/verifications/report?date=" + today + "&offset=2&count=2").json();
        JsonNode last = api.get("/verifications/report?date=" + today + "&offset=4&count=2").json();

        List<String> paged = new java.util.ArrayList<>();
        for (JsonNode page : List.of(first, second, last)) {
            page.path("items").forEach(item -> paged.add(item.path("verification_id").asString()));
            assertThat(page.path("summary").path("total").asInt()).isEqualTo(5);
            assertThat(page.path("from").asString()).isEqualTo(today);
            assertThat(page.path("to").asString()).isEqualTo(today);
            assertThat(page.path("next_cursor").isNull()).isTrue();
        }
        assertThat(paged).containsExactlyElementsOf(ids);
        JsonNode row = first.path("items").get(0);
        assertThat(row.path("verification_types")).extracting(JsonNode::asString).containsExactly("PROFILE");
        assertThat(row.path("country_code").asString()).isEqualTo("FR");
        assertThat(row.path("processing_time").asInt()).isZero();
        assertThat(row.path("mode").asString()).isEqualTo("LIVE");
        assertThat(api.get("/verifications/report?date=2001-01-01").json().path("items")).isEmpty();
        assertThat(api.get("/verifications/report?from=" + today + "&limit=2").json().path("items")).hasSize(2);
        String csv = api.get("/verifications/report?date=" + today + "&format=csv").body();
        assertThat(csv.lines().findFirst().orElseThrow()).contains("verification_types,country_code")
                .endsWith("processing_time,mode");
        assertThat(csv).contains(",PROFILE,FR,").contains(",LIVE");

        Errors.error(api.get("/verifications/report?date=" + today + "&count=1001"), 400, "bad_request");
        Errors.error(api.get("/verifications/report?date=" + today + "&offset=-1"), 400, "bad_request");
        Errors.error(api.get("/verifications/report?date=" + today + "&from=" + today), 400, "bad_request");
        Errors.error(api.get("/verifications/report?offset=1&limit=2"), 400, "bad_request");
        Errors.error(api.get("/verifications/report?date=yesterday"), 422, "validation");
    }
}
