package dev.avs.document;

import static dev.avs.support.Errors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.file.Files;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** API.md §3 for documents and their files: pinned evidence never changes; copies take its place. */
class DocumentLifecycleIT extends IntegrationTest {

    @Autowired
    Documents documents;
    @Autowired
    Files files;

    private Api api;
    private AccountId account;
    private String applicant;

    @BeforeEach
    void account() {
        Accounts.NewAccount created = accounts.createAccount("document-lifecycle");
        api = new Api(baseUrl(), created.key().key());
        account = created.account();
        applicant = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
    }

    @Test
    void patchingAPinnedDocumentMakesACopyThatTakesItsPlace() {
        String front = file(10);
        String original = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "document_number", "P1",
                "front_side_id", front));
        JsonNode before = api.get("/documents/" + original).json();
        assertThat(documents.pin(account, List.of(original))).isEqualTo(1);

        ApiResponse patched = api.patch("/documents/" + original, Map.of("document_number", "P2"));

        assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
        String copy = patched.id("document_id");
        assertThat(copy).isNotEqualTo(original);
        assertThat(api.get("/documents/" + original).json()).isEqualTo(before);
        JsonNode copied = api.get("/documents/" + copy).json();
        assertThat(copied.path("document_number").asString()).isEqualTo("P2");
        assertThat(copied.path("front_side_id").asString()).isEqualTo(front);
        assertThat(copied.path("created_at")).isEqualTo(before.path("created_at"));
        assertThat(ids(api.get("/applicants/" + applicant).json().path("documents"))).containsExactly(copy);
        assertThat(documents.current(account, applicant)).extracting(Document::documentId).containsExactly(copy);
        // the copy is ordinary: changed in place, deletable
        assertThat(api.patch("/documents/" + copy, Map.of("document_number", "P3")).id("document_id")).isEqualTo(copy);
        assertThat(error(api.patch("/documents/" + original, Map.of("document_number", "P4")), 409, "edit_denied"))
                .isNull();
        assertThat(api.delete("/documents/" + copy).status()).isEqualTo(200);
        assertThat(api.get("/documents/" + original).json().path("document_number").asString()).isEqualTo("P1");
    }

    @Test
    void deletingAPinnedDocumentIsDenied() {
        String id = create(Map.of("applicant_id", applicant, "type", "PASSPORT"));
        documents.pin(account, List.of(id));

        assertThat(error(api.delete("/documents/" + id), 409, "delete_denied")).isNull();
        assertThat(api.get("/documents/" + id).status()).isEqualTo(200);
    }

    @Test
    void aPinnedCreditCardKeepsTheOneCardRuleThroughItsCopy() {
        String card = create(Map.of("applicant_id", applicant, "type", "CREDIT_CARD", "card_number", "4111111111111111"));
        documents.pin(account, List.of(card));

        String copy = api.patch("/documents/" + card, Map.of("account_number", "A-1")).id("document_id");

        assertThat(copy).isNotEqualTo(card);
        assertThat(api.get("/documents/" + copy).json().path("card_number").asString()).isEqualTo("411111******1111");
        assertThat(error(api.post("/documents", Map.of("applicant_id", applicant, "type", "CREDIT_CARD")), 409,
                "duplicate_data")).isEqualTo("type");
    }

    @Test
    void pinningADocumentPinsItsFilesSoThatAPutMakesACopyTheDocumentFollows() {
        String front = file(10);
        String back = file(11);
        String document = create(Map.of("applicant_id", applicant, "type", "GOVERNMENT_ID", "front_side_id", front,
                "back_side_id", back));
        documents.pin(account, List.of(document));
        assertThat(files.find(account, front).orElseThrow().pinned()).isTrue();
        assertThat(files.find(account, back).orElseThrow().pinned()).isTrue();

        ApiResponse put = api.upload("PUT", "/files/" + front, "better.png", TestImages.png(30, 20));

        String newFront = put.id("file_id");
        assertThat(newFront).isNotEqualTo(front);
        // the pinned document stays as the verification saw it; a copy showing the new file takes its place
        assertThat(api.get("/documents/" + document).json().path("front_side_id").asString()).isEqualTo(front);
        JsonNode current = api.get("/applicants/" + applicant).json().path("documents");
        assertThat(current).hasSize(1);
        assertThat(current.get(0).path("document_id").asString()).isNotEqualTo(document);
        assertThat(current.get(0).path("front_side_id").asString()).isEqualTo(newFront);
        assertThat(current.get(0).path("back_side_id").asString()).isEqualTo(back);
        assertThat(api.get("/files/" + front).json().path("width").asInt()).isEqualTo(10);
    }

    @Test
    void anUnpinnedDocumentFollowsAReplacedFileInPlace() {
        String front = file(10);
        files.pin(account, List.of(front));
        String document = create(Map.of("applicant_id", applicant, "type", "SELFIE_IMAGE", "front_side_id", front,
                "other_side_2_id", front));
        String unrelated = create(Map.of("applicant_id", applicant, "type", "ADDRESS_DOCUMENT", "front_side_id", file(12)));

        String newFront = api.upload("PUT", "/files/" + front, "new.png", TestImages.png(40, 30)).id("file_id");

        assertThat(newFront).isNotEqualTo(front);
        JsonNode followed = api.get("/documents/" + document).json();
        assertThat(followed.path("front_side_id").asString()).isEqualTo(newFront);
        assertThat(followed.path("other_side_2_id").asString()).isEqualTo(newFront);
        assertThat(api.get("/documents/" + unrelated).json().path("front_side_id").asString()).isNotEqualTo(newFront);
        assertThat(ids(api.get("/applicants/" + applicant).json().path("documents"))).containsExactly(document, unrelated);
    }

    @Test
    void anUnpinnedFileIsReplacedInPlaceAndDocumentsKeepTheirId() {
        String front = file(10);
        String document = create(Map.of("applicant_id", applicant, "type", "PASSPORT", "front_side_id", front));

        assertThat(api.upload("PUT", "/files/" + front, "new.png", TestImages.png(40, 30)).id("file_id")).isEqualTo(front);
        assertThat(api.get("/documents/" + document).json().path("front_side_id").asString()).isEqualTo(front);
    }

    @Test
    void removingAnAffiliatedPersonDeletesItsUnpinnedDocumentsAndKeepsPinnedOnes() {
        String company = api.post("/applicants", Map.of("type", "COMPANY")).id("applicant_id");
        String person = api.post("/affiliated-persons", Map.of("applicant_id", company, "type", "DIRECTOR",
                "first_name", "Dan", "last_name", "Dee", "dob", "1970-01-01", "nationality", "GB"))
                .id("affiliated_person_id");
        String own = create(Map.of("applicant_id", company, "type", "REGISTRATION_COMPANY"));
        String pinned = create(Map.of("applicant_id", company, "affiliated_person_id", person, "type", "PASSPORT"));
        String unpinned = create(Map.of("applicant_id", company, "affiliated_person_id", person, "type", "SELFIE_IMAGE"));
        documents.pin(account, List.of(pinned));

        assertThat(api.delete("/affiliated-persons/" + person).status()).isEqualTo(200);

        assertThat(api.get("/documents/" + unpinned).status()).isEqualTo(404);
        assertThat(api.get("/documents/" + pinned).json().path("affiliated_person_id").asString()).isEqualTo(person);
        assertThat(ids(api.get("/applicants/" + company).json().path("documents"))).containsExactly(own);
        assertThat(documents.current(account, company)).extracting(Document::documentId).containsExactly(own);
        assertThat(documents.find(account, pinned).orElseThrow().removedAt()).isNotNull();
        assertThat(error(api.patch("/documents/" + pinned, Map.of("document_number", "X")), 409, "edit_denied")).isNull();
        assertThat(error(api.delete("/documents/" + pinned), 409, "delete_denied")).isNull();
    }

    @Test
    void pinningIgnoresOtherAccounts() {
        Api stranger = newAccount();
        String theirApplicant = stranger.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        String theirFile = stranger.upload("POST", "/files", "a.png", TestImages.png(5, 5)).id("file_id");
        String theirs = stranger.post("/documents", Map.of("applicant_id", theirApplicant, "type", "PASSPORT",
                "front_side_id", theirFile)).id("document_id");

        assertThat(documents.pin(account, List.of(theirs, "x"))).isZero();
        assertThat(documents.find(account, theirs)).isEmpty();
        assertThat(stranger.upload("PUT", "/files/" + theirFile, "b.png", TestImages.png(6, 6)).id("file_id"))
                .isEqualTo(theirFile);
    }

    private List<String> ids(JsonNode list) {
        return list.valueStream().map(d -> d.path("document_id").asString()).toList();
    }

    private String create(Map<String, Object> body) {
        ApiResponse created = api.post("/documents", body);
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("document_id");
    }

    private String file(int width) {
        return api.upload("POST", "/files", "side.png", TestImages.png(width, 8)).id("file_id");
    }
}
