package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.FreshAccountTest;
import dev.avs.support.TestImages;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** API.md §3: what a verification used can no longer change under it. */
class EvidenceLifecycleIT extends FreshAccountTest {

    @Test
    void updatingPinnedEvidenceMakesCopies() {
        String applicant = fixtures.person();
        String address = fixtures.address(applicant, "REGISTERED", Map.of("city", "London"));
        String file = fixtures.photo();
        String document = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", file,
                "document_number", "123456789"));
        String verification = fixtures.verify(applicant, "PROFILE");

        String addressCopy = api.patch("/addresses/" + address, Map.of("city", "Leeds")).id("address_id");
        String documentCopy = api.patch("/documents/" + document, Map.of("document_number", "987654321"))
                .id("document_id");
        String fileCopy = api.upload("PUT", "/files/" + file, "new.jpg", TestImages.photo(800, 600, 42)).id("file_id");

        assertThat(addressCopy).isNotEqualTo(address);
        assertThat(documentCopy).isNotEqualTo(document);
        assertThat(fileCopy).isNotEqualTo(file);
        JsonNode current = api.get("/applicants/" + applicant).json();
        assertThat(current.path("addresses").get(0).path("address_id").asString()).isEqualTo(addressCopy);
        assertThat(current.path("addresses").get(0).path("city").asString()).isEqualTo("Leeds");
        JsonNode currentDocument = current.path("documents").get(0);
        assertThat(currentDocument.path("document_number").asString()).isEqualTo("987654321");
        assertThat(currentDocument.path("front_side_id").asString()).isEqualTo(fileCopy);

        JsonNode evidence = api.get("/verifications/" + verification + "/evidence").json().path("evidence");
        assertThat(evidence.path("addresses").get(0).path("address_id").asString()).isEqualTo(address);
        assertThat(evidence.path("addresses").get(0).path("city").asString()).isEqualTo("London");
        assertThat(evidence.path("documents").get(0).path("document_number").asString()).isEqualTo("123456789");
        assertThat(api.get("/documents/" + document).json().path("front_side_id").asString()).isEqualTo(file);
        assertThat(api.get("/files/" + file).status()).as("the original file stays").isEqualTo(200);

        String again = api.patch("/addresses/" + addressCopy, Map.of("city", "York")).id("address_id");
        assertThat(again).as("a copy is unpinned: it changes in place").isEqualTo(addressCopy);
    }

    @Test
    void deletingPinnedEvidenceIsDenied() {
        String applicant = fixtures.person();
        String address = fixtures.address(applicant, "REGISTERED", Map.of());
        String proof = fixtures.proofOfAddress(applicant, LocalDate.now());
        String unpinned = fixtures.verify(applicant, "PROFILE");
        fixtures.decided(unpinned);
        String later = fixtures.address(applicant, "ADDITIONAL", Map.of());

        ApiResponse denied = api.delete("/addresses/" + address);
        assertThat(denied.status()).isEqualTo(409);
        assertThat(denied.errorType()).isEqualTo("delete_denied");
        assertThat(api.delete("/documents/" + proof).errorType()).isEqualTo("delete_denied");
        assertThat(api.delete("/addresses/" + later).status()).as("added after the verification").isEqualTo(200);
    }

    @Test
    void removingAnAffiliatedPersonKeepsItsPinnedEvidence() {
        String company = fixtures.company(Map.of());
        String person = fixtures.affiliatedPerson(company, "DIRECTOR", Map.of());
        String address = fixtures.personAddress(person, "REGISTERED", Map.of());
        String passport = fixtures.document(company, "PASSPORT", Map.of("affiliated_person_id", person,
                "front_side_id", fixtures.photo()));
        String verification = fixtures.verify(company, "PROFILE");
        fixtures.decided(verification);

        assertThat(api.delete("/affiliated-persons/" + person).status()).isEqualTo(200);

        JsonNode current = api.get("/applicants/" + company).json();
        assertThat(current.path("affiliated_persons").isEmpty()).isTrue();
        assertThat(current.path("documents").isEmpty()).isTrue();
        assertThat(api.get("/addresses/" + address).status()).isEqualTo(200);
        assertThat(api.get("/documents/" + passport).status()).isEqualTo(200);
        JsonNode evidence = api.get("/verifications/" + verification + "/evidence").json().path("evidence");
        assertThat(evidence.path("persons").get(0).path("affiliated_person_id").asString()).isEqualTo(person);
        assertThat(evidence.path("addresses").get(0).path("address_id").asString()).isEqualTo(address);
    }

    @Test
    void removingAnUnpinnedPersonRemovesItsEvidence() {
        String company = fixtures.company(Map.of());
        String person = fixtures.affiliatedPerson(company, "DIRECTOR", Map.of());
        String address = fixtures.personAddress(person, "REGISTERED", Map.of());

        api.delete("/affiliated-persons/" + person);

        assertThat(api.get("/addresses/" + address).status()).isEqualTo(404);
    }
}
